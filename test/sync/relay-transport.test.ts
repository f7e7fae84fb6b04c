// Both ends of the Electron relay over a real MessageChannel: the worker's transport on one
// port, the page's relay on the other, with a fake `window.desktop.remoteFetch`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParseError } from '../../shared/encoding/parse-unknown';
import type { HttpRequest, HttpResponse } from '../../shared/rpc/worker-protocol';
import { MissingKeyError, NetworkError } from '../../shared/rpc/remote-errors';
import { serveRemoteRelay } from '../../shared/rpc/remote-relay-page';
import { createPortTransport } from '../../shared/sync/transport/relay';
import { closeChannels, openChannel } from '../rpc/channel';
import { UNTIL_CEILING_MS } from '../support/until';

afterEach(closeChannels);

const list: HttpRequest = {
  method: 'GET',
  url: '/v1/clients?limit=100',
  headers: { Accept: 'application/json' },
  body: null,
};
const ok: HttpResponse = {
  status: 200,
  headers: { 'x-ratelimit-remaining': '59' },
  body: '{"items":[]}',
};

function relay(remoteFetch: (request: HttpRequest) => Promise<HttpResponse>, timeoutMs = 5_000) {
  const { port1: worker, port2: page } = openChannel();
  const fetch = vi.fn(remoteFetch);
  const served = serveRemoteRelay(page, fetch);
  return { transport: createPortTransport(worker, { timeoutMs }), fetch, served, worker, page };
}

describe('remote relay', () => {
  it('carries the request to remoteFetch and its answer back, unchanged', async () => {
    const { transport, fetch } = relay(async () => ok);
    const post: HttpRequest = {
      method: 'POST',
      url: '/v1/clients',
      headers: { 'Idempotency-Key': 'k-9', 'Content-Type': 'application/json' },
      body: '{"name":"Ada"}',
    };
    expect(await transport.send(post)).toEqual(ok);
    expect(fetch).toHaveBeenCalledExactlyOnceWith(post);
  });

  it('pairs answers with their requests when they come back out of order', async () => {
    const release: Record<string, () => void> = {};
    const { transport } = relay(
      (request) =>
        new Promise((resolve) => {
          release[request.url] = () => resolve({ ...ok, body: request.url });
        }),
    );
    const first = transport.send({ ...list, url: '/v1/clients/1' });
    const second = transport.send({ ...list, url: '/v1/clients/2' });
    await vi.waitFor(() => expect(Object.keys(release)).toHaveLength(2), {
      timeout: UNTIL_CEILING_MS,
    });
    release['/v1/clients/2']!();
    release['/v1/clients/1']!();
    expect((await first).body).toBe('/v1/clients/1');
    expect((await second).body).toBe('/v1/clients/2');
  });

  it("fails as a NetworkError when main's fetch found no network", async () => {
    const { transport } = relay(async () => {
      // What ipcRenderer.invoke makes of net.fetch's failure: text only.
      throw new Error(
        "Error invoking remote method 'charter-desk:remote-fetch': Error: net::ERR_CONNECTION_REFUSED",
      );
    });
    const sending = transport.send(list);
    await expect(sending).rejects.toBeInstanceOf(NetworkError);
    await expect(sending).rejects.toThrow(/net::ERR_CONNECTION_REFUSED/);
    const direct = relay(async () => Promise.reject(new NetworkError('offline')));
    await expect(direct.transport.send(list)).rejects.toBeInstanceOf(NetworkError);
  });

  it("fails as the app's error, not the network's, when main cannot send at all", async () => {
    const { transport } = relay(async () => Promise.reject(new Error('No API key is stored')));
    const sending = transport.send(list);
    await expect(sending).rejects.toThrow('No API key is stored');
    await expect(sending).rejects.not.toBeInstanceOf(NetworkError);
  });

  it('fails as a missing key when main keeps none for the remote: sync waits for one', async () => {
    const { transport } = relay(async () => {
      throw new Error(
        "Error invoking remote method 'charter-desk:remote-fetch': Error: No API key is saved for http://127.0.0.1:8787: enter it in Settings",
      );
    });
    await expect(transport.send(list)).rejects.toBeInstanceOf(MissingKeyError);
  });

  it('gives up on a request the page never answers, as a NetworkError, and goes on', async () => {
    let answerLate: (response: HttpResponse) => void = () => {};
    const { transport, fetch } = relay(() => new Promise((resolve) => (answerLate = resolve)), 20);
    const sending = transport.send(list);
    await expect(sending).rejects.toBeInstanceOf(NetworkError);
    await expect(sending).rejects.toThrow('No answer from the remote within 20 ms');
    answerLate(ok); // the late answer finds no one waiting
    fetch.mockImplementation(async () => ({ ...ok, body: 'next' }));
    expect((await transport.send(list)).body).toBe('next');
  });

  it('checks what it sends: a malformed request never leaves the worker', async () => {
    const { transport, fetch } = relay(async () => ok);
    const getWithBody = { ...list, body: '{}' };
    await expect(transport.send(getWithBody)).rejects.toBeInstanceOf(ParseError);
    await expect(transport.send({ ...list, url: 'https://evil.example/v1/' })).rejects.toThrow(
      ParseError,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a malformed answer from remoteFetch as the app error it is', async () => {
    const { transport } = relay(async () => ({ ...ok, status: 99 }));
    const sending = transport.send(list);
    await expect(sending).rejects.toBeInstanceOf(ParseError);
    await expect(sending).rejects.toThrow(/reply from the remote relay/);
  });

  it('answers a malformed request on the page side with an error, never with a fetch', async () => {
    const { worker, fetch } = relay(async () => ok);
    const reply = new Promise((resolve) =>
      worker.addEventListener('message', (e) => resolve(e.data)),
    );
    worker.postMessage({ type: 'remote-request', id: 7, request: { ...list, method: 'TRACE' } });
    expect(await reply).toMatchObject({ type: 'remote-error', id: 7, network: false });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stops answering once closed', async () => {
    const { transport, served, fetch } = relay(async () => ok, 20);
    served.close();
    await expect(transport.send(list)).rejects.toBeInstanceOf(NetworkError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
