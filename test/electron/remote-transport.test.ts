import { describe, expect, it, vi } from 'vitest';
import { createRemoteTransport } from '../../electron/remote-transport';
import type { HttpRequest } from '../../shared/rpc/messages';

function transport(remoteUrl: string | null, key: string | null = 'ck_key') {
  const fetch = vi.fn(
    async (_url: string, _init: RequestInit) =>
      new Response('{"items":[]}', {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Quota-Remaining': '9' },
      }),
  );
  const send = createRemoteTransport({
    fetch,
    vault: { get: async () => key },
    settings: { get: async () => ({ remoteUrl }) },
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

  it('never lets dot segments lead the key out of /v1/', async () => {
    const { send, fetch } = transport('https://api.example.com');
    await expect(send({ ...list, url: '/v1/../admin' })).rejects.toThrow(/leaves the remote/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says what is missing instead of calling without a key or URL', async () => {
    await expect(transport(null).send(list)).rejects.toThrow('No remote API URL is set');
    await expect(transport('https://api.example.com', null).send(list)).rejects.toThrow(
      'No API key is stored',
    );
  });
});
