// Sends the worker's /v1 requests to the remote API from main, with the stored key: the key
// never reaches the page, and net.fetch uses the system proxy without CORS.
import type { HttpRequest, HttpResponse } from '../shared/rpc/messages';
import type { KeyVault } from './key-vault';
import type { RemoteEndpoint } from './remote-endpoint';
import { normalizeRemoteUrl, remoteRequestUrl } from '../shared/rpc/remote-url';

/** Headers the page may not set: credentials are main's business alone. */
const RESERVED = new Set(['authorization', 'cookie', 'host', 'proxy-authorization']);

export interface RemoteTransportDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  vault: Pick<KeyVault, 'get'>;
  remote: Pick<RemoteEndpoint, 'current'>;
}

export function createRemoteTransport({ fetch, vault, remote }: RemoteTransportDeps) {
  return async (request: HttpRequest): Promise<HttpResponse> => {
    // Only a URL whose origin the broker confirmed (or the launcher gave) is ever current.
    const remoteUrl = await remote.current();
    if (!remoteUrl) throw new Error('No remote API URL is set and confirmed');
    const base = normalizeRemoteUrl(remoteUrl);
    if (!base) throw new Error(`The remote API URL ${remoteUrl} may not receive the API key`);
    const stored = await vault.get();
    if (!stored) throw new Error('No API key is stored');
    // The page can change the remote URL; the key goes only to the origin it was entered for.
    const { origin } = new URL(base);
    if (origin !== stored.origin) {
      throw new Error(
        `The API key was entered for ${stored.origin}, not ${origin}: enter it again for this remote`,
      );
    }
    // Dot segments must not lead the key out of the API's /v1/ (or off its origin).
    const url = remoteRequestUrl(base, request.url);
    if (!url) throw new Error('The request path leaves the remote /v1 API');

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (!RESERVED.has(name.toLowerCase())) headers.set(name, value);
    }
    headers.set('Authorization', `Bearer ${stored.key}`);
    // A redirect could carry the key elsewhere; the API has no reason to redirect.
    const response = await fetch(url, {
      method: request.method,
      headers,
      body: request.body,
      redirect: 'error',
    });
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => (responseHeaders[name] = value));
    return { status: response.status, headers: responseHeaders, body: await response.text() };
  };
}
