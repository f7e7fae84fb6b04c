// Browser mode's check of the remote URL and key when the broker saves them: the worker
// sends the one check request (shared/rpc/remote-check.ts) with the key kept for that URL's
// origin, or none yet, and says what the answer means; what it found of the key, the
// engine learns at once (in the desktop shell too, where main checks).
import type { RemoteCheck } from '../rpc/local-api';
import {
  checkRequest,
  readCheckAnswer,
  REMOTE_CHECK_TIMEOUT_MS,
  unreachable,
} from '../rpc/remote-check';
import { keyRefusal } from '../sync/engine/classify';
import type { SyncEngine } from '../sync/engine/engine';
import { createFetchTransport, type FetchTransportOptions } from '../sync/transport/fetch';
import { NetworkError } from '../sync/transport/transport';

export async function checkRemote(
  baseUrl: string,
  apiKey: string | null,
  fetch: FetchTransportOptions['fetch'],
): Promise<RemoteCheck> {
  const transport = createFetchTransport({
    baseUrl,
    apiKey,
    fetch,
    timeoutMs: REMOTE_CHECK_TIMEOUT_MS,
  });
  try {
    return readCheckAnswer(await transport.send(checkRequest()), apiKey !== null);
  } catch (error) {
    if (error instanceof NetworkError) return unreachable(error.message);
    throw error;
  }
}

/**
 * What a check found of the key, told to the running engine at once rather than at its next
 * call: a refused key pauses sync as a refusal from sync would, and an accepted one lifts
 * such a pause.
 */
export function noteCheck(engine: SyncEngine | null, check: RemoteCheck): void {
  if (!engine) return;
  if (check.outcome === 'rejected') {
    const { cause, reason } = keyRefusal(check.cause === 'key' ? 401 : 403);
    engine.pause(cause, reason);
  } else if (check.outcome === 'connected' && check.keyed) {
    const cause = engine.snapshot().paused?.cause;
    if (cause?.startsWith('key_') || cause === 'no_key') engine.resume();
  }
}
