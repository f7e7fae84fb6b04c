// The desktop shell's check of the remote URL and key when the broker saves them: main
// sends the one check request (shared/rpc/remote-check.ts) with the key it keeps for the
// remote's origin, or none yet, and tells the page only what the answer means.
import type { RemoteCheck } from '../shared/rpc/local/settings';
import {
  checkRequest,
  readCheckAnswer,
  REMOTE_CHECK_TIMEOUT_MS,
  unreachable,
} from '../shared/rpc/remote-check';
import { currentRemote, sendToRemote, type RemoteTransportDeps } from './remote-transport';

/** Node's fetch names the cause of a failed connection (ECONNREFUSED, ENOTFOUND) only there. */
function whyUnanswered(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') {
    return `no answer within ${REMOTE_CHECK_TIMEOUT_MS / 1000} s`;
  }
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  const message = error instanceof Error ? error.message : String(error);
  return typeof cause === 'string' ? `${message} (${cause})` : message;
}

export function createRemoteCheck({ fetch, vault, remote }: RemoteTransportDeps) {
  /** With the key kept for the remote's origin, or `candidate` (a key not kept yet). */
  return async (candidate?: string): Promise<RemoteCheck> => {
    const { base, origin } = await currentRemote(remote);
    const key = candidate ?? (await vault.get(origin));
    const request = checkRequest();
    let response;
    try {
      const signal = AbortSignal.timeout(REMOTE_CHECK_TIMEOUT_MS);
      response = await sendToRemote(fetch, base, key, request, signal);
    } catch (error) {
      return unreachable(whyUnanswered(error));
    }
    return readCheckAnswer(response, key !== null);
  };
}
