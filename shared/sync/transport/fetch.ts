// The browser's transport: the worker calls the remote with fetch and the broker's key.
// The key goes to the base URL's /v1/ only, and never follows a redirect.
import { normalizeRemoteUrl, remoteRequestUrl } from '../../rpc/remote-url';
import { NetworkError } from '../../rpc/remote-errors';
import type { Transport } from './transport';

export interface FetchTransportOptions {
  /** Absolute http(s) URL ending in `/`, already normalized by its owner (the settings). */
  baseUrl: string;
  /** Null for a request without one (checking a URL before its key is entered). */
  apiKey: string | null;
  /** In a worker, `globalThis.fetch.bind(globalThis)`. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** A request with no answer by then is a network error, so sync cannot hang on it. */
  timeoutMs?: number;
}

export function createFetchTransport({
  baseUrl,
  apiKey,
  fetch,
  timeoutMs = 60_000,
}: FetchTransportOptions): Transport {
  // The same rule as the desktop shell's: where the key may go, and nowhere else.
  if (normalizeRemoteUrl(baseUrl) !== baseUrl) {
    throw new TypeError(`The remote API URL must be normalized (remote-url.ts): ${baseUrl}`);
  }
  const { origin } = new URL(baseUrl);

  return {
    async send(request) {
      const url = remoteRequestUrl(baseUrl, request.url);
      if (url === null) {
        throw new Error(`Only /v1/ paths go to the remote API, not ${request.url}`);
      }
      const headers = new Headers(request.headers);
      if (apiKey !== null) headers.set('Authorization', `Bearer ${apiKey}`);
      const abort = new AbortController();
      const timer = setTimeout(() => abort.abort(), timeoutMs);
      try {
        const response = await fetch(url, {
          method: request.method,
          headers,
          body: request.body,
          redirect: 'error',
          credentials: 'omit',
          signal: abort.signal,
        });
        return {
          status: response.status,
          headers: Object.fromEntries(response.headers),
          body: await response.text(),
        };
      } catch (error) {
        // fetch rejects alike for a refused connection, a lost one, a refused redirect and
        // our timeout; a browser hides which it was.
        const why = abort.signal.aborted ? `no answer within ${timeoutMs} ms` : String(error);
        throw new NetworkError(`Could not reach ${origin}: ${why}`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
