// Browser mode's check of the remote URL and key when the broker saves them: the worker
// sends the one check request (shared/rpc/remote-check.ts) with the key kept for that URL's
// origin, or none yet, and says what the answer means.
import type { RemoteCheck } from '../rpc/local-api';
import {
  checkRequest,
  readCheckAnswer,
  REMOTE_CHECK_TIMEOUT_MS,
  unreachable,
} from '../rpc/remote-check';
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
