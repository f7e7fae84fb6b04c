// Sends the worker's /v1 requests to the remote API from main, with the key kept for the
// remote's origin: the key never reaches the page, and net.fetch uses the system proxy
// without CORS.
import type { HttpRequest, HttpResponse } from '../shared/rpc/worker-protocol';
import type { KeyVault } from './key-vault';
import type { RemoteEndpoint } from './remote-endpoint';
import { NO_KEY_SAVED } from '../shared/rpc/remote-relay';
import { normalizeRemoteUrl, remoteRequestUrl } from '../shared/rpc/remote-url';

/** Headers the page may not set: credentials are main's business alone. */
const RESERVED = new Set(['authorization', 'cookie', 'host', 'proxy-authorization']);

export type RemoteFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RemoteTransportDeps {
  fetch: RemoteFetch;
  vault: Pick<KeyVault, 'get'>;
  remote: Pick<RemoteEndpoint, 'current'>;
}

/** The remote in use: its normalized base URL and origin. Throws while none is confirmed. */
export async function currentRemote(
  remote: Pick<RemoteEndpoint, 'current'>,
): Promise<{ base: string; origin: string }> {
  // Only a URL whose origin the broker confirmed (or the launcher gave) is ever current.
  const remoteUrl = await remote.current();
  if (!remoteUrl) throw new Error('No remote API URL is set and confirmed');
  const base = normalizeRemoteUrl(remoteUrl);
  if (!base) throw new Error(`The remote API URL ${remoteUrl} may not receive the API key`);
  return { base, origin: new URL(base).origin };
}

/**
 * Sends `request` under `base` with `key` (none: without Authorization). Rejects when no
 * answer comes, and before sending anything when the path would leave the base's /v1/.
 */
export async function sendToRemote(
  fetch: RemoteFetch,
  base: string,
  key: string | null,
  request: HttpRequest,
  signal?: AbortSignal,
): Promise<HttpResponse> {
  // Dot segments must not lead the key out of the API's /v1/ (or off its origin).
  const url = remoteRequestUrl(base, request.url);
  if (!url) throw new Error('The request path leaves the remote /v1 API');

  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (!RESERVED.has(name.toLowerCase())) headers.set(name, value);
  }
  if (key !== null) headers.set('Authorization', `Bearer ${key}`);
  // A redirect could carry the key elsewhere; the API has no reason to redirect.
  const response = await fetch(url, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'error',
    signal,
  });
  const responseHeaders: Record<string, string> = {};
  response.headers.forEach((value, name) => (responseHeaders[name] = value));
  return { status: response.status, headers: responseHeaders, body: await response.text() };
}

export function createRemoteTransport({ fetch, vault, remote }: RemoteTransportDeps) {
  return async (request: HttpRequest): Promise<HttpResponse> => {
    const { base, origin } = await currentRemote(remote);
    // The page can change the remote URL; a key goes only to the origin it was entered for.
    const key = await vault.get(origin);
    if (key === null) {
      throw new Error(`${NO_KEY_SAVED} ${origin}: enter it in Settings`);
    }
    return sendToRemote(fetch, base, key, request);
  };
}
