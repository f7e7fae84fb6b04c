// What saving a remote URL will do, said before it is saved, and a refusal's words for the
// field at fault. Pure, so it is unit-tested.
import { normalizeRemoteUrl } from '../../shared/rpc/remote-url';
import { ProblemFailure } from '../connection/results';

const originOf = (url: string) => new URL(url).origin;

/**
 * A key is kept for the origin it was entered for (by the worker, or main in the desktop
 * shell): a URL on another server uses that server's key, and the old one waits for its
 * server. Null when there is nothing to say.
 */
export function urlChangeNote(current: string | null, typed: string): string | null {
  const next = normalizeRemoteUrl(typed.trim());
  if (next === null || next === current) return null;
  if (current !== null && originOf(next) !== originOf(current)) {
    return `${originOf(next)} is another server: it uses the key saved for it, if any. The key of ${originOf(current)} stays saved for that server alone.`;
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
