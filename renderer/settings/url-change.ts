// What saving a remote URL will do, said before it is saved, and a refusal's words for the
// field at fault. Pure, so it is unit-tested.
import { normalizeRemoteUrl } from '../../shared/rpc/remote-url';
import { ProblemFailure } from '../connection/results';

const originOf = (url: string) => new URL(url).origin;

/**
 * A key is kept for the origin it was entered for: a URL on another server clears it (the
 * worker, or main in the desktop shell, does it). Null when nothing of the kind happens.
 */
export function urlChangeNote(
  current: string | null,
  typed: string,
  hasApiKey: boolean,
): string | null {
  const next = normalizeRemoteUrl(typed.trim());
  if (next === null || next === current) return null;
  if (current !== null && hasApiKey && originOf(next) !== originOf(current)) {
    return `${originOf(next)} is another server: saving clears the key saved for ${originOf(current)}. Enter the key for the new server next.`;
  }
  if (current === null) {
    return "The remote's records open in a workspace of their own. Clients already in your book on this computer stay there and are not sent to the remote.";
  }
  return null;
}

/** The message a 422 gives `field`, or null when the failure is not about that field. */
export function refusalOf(error: unknown, field: string): string | null {
  if (!(error instanceof ProblemFailure)) return null;
  return error.fieldErrors.find((fault) => fault.field === field)?.message ?? null;
}
