// The worker protocol end to end over a real MessageChannel: the client on one port, the
// service host on the other, exactly as the page and the worker use them.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_REQUEST_BODY_BYTES } from '../../shared/api';
import type { FetchHandler } from '../../shared/rpc/worker-server';
import { createWorkerClient } from '../../shared/rpc/client';
import { closeChannels, connect, openChannel, postRaw } from './channel';
import { ParseError } from '../../shared/encoding/parse-unknown';

const echo: FetchHandler = {
  async fetch(request) {
    const url = new URL(request.url);
    const body = JSON.stringify({
      method: request.method,
      path: url.pathname,
      query: url.search,
      contentType: request.headers.get('content-type'),
      body: request.body ? await request.json() : null,
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  },
};

afterEach(() => {
  closeChannels();
  vi.restoreAllMocks();
});

describe('worker protocol', () => {
  it('carries method, path, query, headers and JSON body both ways', async () => {
    const { client } = connect(Promise.resolve(echo));
    const response = await client.request('POST', '/v1/clients', {
      query: { q: 'smi th', 'operator_id[]': ['a', 'b'], limit: 5, skip: undefined },
      body: { name: 'Ada' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.body).toEqual({
      method: 'POST',
      path: '/v1/clients',
      query: '?q=smi+th&operator_id%5B%5D=a&operator_id%5B%5D=b&limit=5',
      contentType: 'application/json',
      body: { name: 'Ada' },
    });
  });

  it('queues requests until the worker connects, then answers them all', async () => {
    let start!: (service: FetchHandler) => void;
    const { client, page, worker } = connect(new Promise((resolve) => (start = resolve)));
    const arrived: unknown[] = [];
    const probed = new Promise<void>((resolve) =>
      worker.addEventListener('message', (event) => {
        arrived.push(event.data);
        if ((event.data as { probe?: boolean }).probe) resolve();
      }),
    );
    const answers = Promise.all([client.request('GET', '/one'), client.request('GET', '/two')]);
    // A port delivers in order: a probe posted after the requests reaches the worker after
    // any of them the client sent. The worker refuses the probe (not a request) in its log.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    page.postMessage({ probe: true });
    await probed;
    expect(arrived).toEqual([{ probe: true }]);
    start(echo);
    const [one, two] = await answers;
    expect((one.body as { path: string }).path).toBe('/one');
    expect((two.body as { path: string }).path).toBe('/two');
  });

  it('matches concurrent answers to their requests by id', async () => {
    // The first request is held until the second one has its answer.
    let releaseSlow!: () => void;
    const slowMayAnswer = new Promise<void>((resolve) => (releaseSlow = resolve));
    const slowFirst: FetchHandler = {
      async fetch(request) {
        if (request.url.endsWith('/slow')) await slowMayAnswer;
        return new Response(new URL(request.url).pathname, { status: 200 });
      },
    };
    const { client } = connect(Promise.resolve(slowFirst));
    const slow = client.request('GET', '/slow');
    const fast = await client.request('GET', '/fast');
    releaseSlow();
    expect([(await slow).body, fast.body]).toEqual(['/slow', '/fast']);
  });

  it('carries a body that is neither JSON nor plain text as its bytes', async () => {
    const csv = 'id,name\r\nc_1,Zoë 陳\r\n';
    const { client } = connect(
      Promise.resolve({
        fetch: async () =>
          new Response(csv, {
            status: 200,
            headers: { 'Content-Type': 'text/csv; charset=utf-8' },
          }),
      }),
    );
    const response = await client.request('GET', '/local/client-export');
    expect(response.body).toBeInstanceOf(Uint8Array);
    expect(new TextDecoder().decode(response.body as Uint8Array)).toBe(csv);
  });

  it('returns an empty body as null (204)', async () => {
    const { client } = connect(
      Promise.resolve({ fetch: async () => new Response(null, { status: 204 }) }),
    );
    expect(await client.request('DELETE', '/v1/clients/x')).toEqual({
      status: 204,
      headers: {},
      body: null,
    });
  });

  it('answers 500 with a problem when the service throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = connect(
      Promise.resolve({ fetch: () => Promise.reject(new Error('disk gone')) }),
    );
    const response = await client.request('GET', '/v1/clients');
    expect(response.status).toBe(500);
    expect(response.headers['content-type']).toBe('application/problem+json');
    expect(response.body).toMatchObject({ type: 'internal_error', detail: 'Error: disk gone' });
  });

  it('still connects when the service cannot start, and answers 503 with the reason', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = connect(Promise.reject(new Error('IndexedDB blocked')));
    const response = await client.request('GET', '/local/status');
    expect(response.status).toBe(503);
    expect(response.body).toMatchObject({
      type: 'unavailable',
      detail: expect.stringContaining('IndexedDB blocked'),
    });
  });

  it('delivers push events to the listeners of that name until they unsubscribe', async () => {
    const { client, host } = connect(Promise.resolve(echo));
    const seen: unknown[] = [];
    const off = client.on('sync-status', (args) => seen.push(args));
    client.on('other', () => seen.push('wrong'));
    host.push('sync-status', { pending: 2 });
    await client.request('GET', '/barrier');
    off();
    host.push('sync-status', { pending: 0 });
    await client.request('GET', '/barrier');
    expect(seen).toEqual([{ pending: 2 }]);
  });

  it.each([
    ['an origin in the url', '//evil.example/x', null, /message from the page[\s\S]*url/],
    ['a GET with a body', '/v1/x', '{"q":"x"}', /GET request has no body[\s\S]*at body/],
    ['a GET with an empty body', '/v1/x', '', /GET request has no body[\s\S]*at body/],
  ])('refuses %s on the worker side as a readable 422, not a 500', async (_, url, body, detail) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { page } = connect(Promise.resolve(echo));
    const message = await postRaw(page, {
      type: 'request',
      id: 7,
      method: 'GET',
      url,
      headers: {},
      body,
    });
    expect(message).toMatchObject({ id: 7, status: 422 });
    expect(JSON.parse(message.body).detail).toMatch(detail);
  });

  it.each([
    [
      'a header name that is not a token',
      { 'Idempotency Key': 'k' },
      /header name[\s\S]*Idempotency Key/,
    ],
    ['an empty header name', { '': 'k' }, /header name/],
    ['a header value with CR LF', { 'X-Note': 'a\r\nX-Admin: 1' }, /header value[\s\S]*X-Note/],
    ['a header value with NUL', { 'X-Note': 'a\0b' }, /header value[\s\S]*X-Note/],
    [
      'a header value past U+00FF',
      { 'Idempotency-Key': 'key-€' },
      /header value[\s\S]*Idempotency-Key/,
    ],
  ])('refuses %s as a 422 naming it, not a 500', async (_, headers, detail) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { page } = connect(Promise.resolve(echo));
    const message = await postRaw(page, {
      type: 'request',
      id: 8,
      method: 'GET',
      url: '/v1/clients',
      headers,
      body: null,
    });
    expect(message).toMatchObject({ id: 8, status: 422 });
    expect(JSON.parse(message.body)).toMatchObject({ type: 'validation_failed' });
    expect(JSON.parse(message.body).detail).toMatch(detail);
  });

  it('lets a DELETE carry a body, as fetch does', async () => {
    const { client } = connect(Promise.resolve(echo));
    const response = await client.request('DELETE', '/v1/x', { body: { reason: 'dup' } });
    expect(response.body).toMatchObject({ method: 'DELETE', body: { reason: 'dup' } });
  });

  it('rejects the request whose answer breaks the protocol', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const channel = openChannel();
    const client = createWorkerClient(channel.port1);
    channel.port2.addEventListener('message', (event) => {
      const { id } = event.data as { id: number };
      channel.port2.postMessage({ type: 'response', id, status: 'ok', headers: {}, body: '' });
    });
    channel.port2.start();
    channel.port2.postMessage({ type: 'connect' });
    await expect(client.request('GET', '/x')).rejects.toBeInstanceOf(ParseError);
  });

  it('fails pending and later requests once closed', async () => {
    const { client } = connect(new Promise(() => {}));
    const waiting = client.request('GET', '/never');
    client.close('worker crashed');
    await expect(waiting).rejects.toThrow('Local service unavailable: worker crashed');
    await expect(client.request('GET', '/later')).rejects.toThrow('worker crashed');
  });
});

describe('request bodies are bounded in UTF-8 bytes', () => {
  /** A host that records the bodies it was handed. */
  function recording() {
    const bodies: number[] = [];
    const { page } = connect(
      Promise.resolve({
        async fetch(request: Request) {
          bodies.push((await request.arrayBuffer()).byteLength);
          return new Response(null, { status: 204 });
        },
      }),
    );
    const post = (body: string) =>
      postRaw(page, {
        type: 'request',
        id: 9,
        method: 'POST',
        url: '/v1/clients',
        headers: {},
        body,
      });
    return { post, bodies };
  }

  it.each([
    ['one byte over, in two-byte characters', 'é'.repeat(MAX_REQUEST_BODY_BYTES / 2) + 'a'],
    ['one byte over, in one-byte characters', 'a'.repeat(MAX_REQUEST_BODY_BYTES + 1)],
  ])('answers 413 payload_too_large, unread by the service, for %s', async (_, body) => {
    const { post, bodies } = recording();
    const message = await post(body);
    expect(message).toMatchObject({ id: 9, status: 413 });
    expect(JSON.parse(message.body)).toMatchObject({ type: 'payload_too_large', status: 413 });
    expect(bodies).toEqual([]);
  });

  it('hands the service a body of exactly the limit', async () => {
    const { post, bodies } = recording();
    expect(await post('é'.repeat(MAX_REQUEST_BODY_BYTES / 2))).toMatchObject({ status: 204 });
    expect(bodies).toEqual([MAX_REQUEST_BODY_BYTES]);
  });
});
