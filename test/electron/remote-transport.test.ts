import { describe, expect, it, vi } from 'vitest';
import { createRemoteTransport } from '../../electron/remote-transport';
import type { HttpRequest } from '../../shared/rpc/worker-protocol';

/** The vault's keys, each under the origin it was entered for. */
const stored: Record<string, string> = { 'https://api.example.com': 'ck_key' };

function transport(remoteUrl: string | null, keys = stored) {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response('{"items":[]}', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Quota-Remaining': '9' },
      }),
  );
  const send = createRemoteTransport({
    fetch,
    vault: { get: async (origin) => keys[origin] ?? null },
    remote: { current: async () => remoteUrl },
  });
  return { send, fetch };
}

const list: HttpRequest = {
  method: 'GET',
  url: '/v1/clients?limit=5',
  headers: { Authorization: 'Bearer stolen', Cookie: 'a=b', 'Idempotency-Key': 'k1' },
  body: null,
};

describe('remote transport', () => {
  it('adds the stored key, drops credentials the page sent, and returns the answer', async () => {
    const { send, fetch } = transport('https://api.example.com/broker/');
    const response = await send(list);
    expect(response).toEqual({
      status: 200,
      headers: { 'content-type': 'application/json', 'x-quota-remaining': '9' },
      body: '{"items":[]}',
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://api.example.com/broker/v1/clients?limit=5');
    const headers = new Headers(init?.headers);
    expect(headers.get('authorization')).toBe('Bearer ck_key');
    expect(headers.get('cookie')).toBeNull();
    expect(headers.get('idempotency-key')).toBe('k1');
    expect(init?.redirect).toBe('error');
  });

  it.each([
    ['https://api.example.com', 'https://api.example.com/v1/clients?limit=5'],
    ['https://api.example.com/', 'https://api.example.com/v1/clients?limit=5'],
    ['https://api.example.com/broker', 'https://api.example.com/broker/v1/clients?limit=5'],
    ['https://api.example.com/a/b/', 'https://api.example.com/a/b/v1/clients?limit=5'],
  ])('under %s sends the request to exactly %s', async (remoteUrl, expected) => {
    const { send, fetch } = transport(remoteUrl);
    await send(list);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([expected]);
  });

  // `new URL` drops the empty query or fragment, and the old join sent the key to `/`.
  it.each([
    'https://api.example.com/base/?',
    'https://api.example.com/base/#',
    'https://api.example.com?',
  ])('sends nothing under %s', async (remoteUrl) => {
    const { send, fetch } = transport(remoteUrl);
    await expect(send(list)).rejects.toThrow(/may not receive the API key/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never lets dot segments lead the key out of /v1/', async () => {
    const { send, fetch } = transport('https://api.example.com');
    await expect(send({ ...list, url: '/v1/../admin' })).rejects.toThrow(/leaves the remote/);
    await expect(send({ ...list, url: '/v1/%2e%2e/admin' })).rejects.toThrow(/leaves the remote/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the key only to the origin it was entered for', async () => {
    const { send, fetch } = transport('https://evil.example/v1-proxy');
    await expect(send(list)).rejects.toThrow(
      'No API key is saved for https://evil.example: enter it in Settings',
    );
    const local = transport('http://127.0.0.1:8787', { 'http://127.0.0.1': 'ck' });
    await expect(local.send(list)).rejects.toThrow(/saved for http:\/\/127.0.0.1:8787:/);
    expect(fetch).not.toHaveBeenCalled();
    expect(local.fetch).not.toHaveBeenCalled();
  });

  it('says what is missing instead of calling without a key or URL', async () => {
    await expect(transport(null).send(list)).rejects.toThrow('No remote API URL is set');
    await expect(transport('https://api.example.com', {}).send(list)).rejects.toThrow(
      'No API key is saved for https://api.example.com',
    );
  });
});
