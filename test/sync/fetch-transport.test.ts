// The browser transport against a real HTTP server on 127.0.0.1: the exact URL and
// headers that leave the app, redirects refused, and network failures told apart.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFetchTransport } from '../../shared/sync/transport/fetch';
import { NetworkError } from '../../shared/rpc/remote-errors';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const seen: Seen[] = [];
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (request.url === '/base/v1/moved') {
        response.writeHead(302, { Location: `${origin}/collect` }).end();
      } else if (request.url === '/base/v1/silent') {
        // Never answers: only the transport's timeout ends the wait.
      } else if (request.url === '/base/v1/broken') {
        response.writeHead(503, { 'Content-Type': 'application/problem+json' });
        response.end('{"type":"unavailable"}');
      } else {
        response.writeHead(201, { 'Content-Type': 'application/json', 'X-Quota-Remaining': '7' });
        response.end('{"ok":true}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

const transport = (base = `${origin}/base/`, timeoutMs?: number) =>
  createFetchTransport({
    baseUrl: base,
    apiKey: 'cd_key_123',
    fetch: (url, init) => fetch(url, init),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

const get = (url: string) => ({ method: 'GET' as const, url, headers: {}, body: null });

describe('fetch transport', () => {
  it('joins the path onto the base path and sends the key, the headers and the body', async () => {
    const response = await transport().send({
      method: 'POST',
      url: '/v1/clients?limit=100',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': 'k-1',
        Authorization: 'Bearer not-this-one',
      },
      body: '{"name":"Ada"}',
    });
    expect(response).toEqual({
      status: 201,
      headers: expect.objectContaining({ 'x-quota-remaining': '7' }),
      body: '{"ok":true}',
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/base/v1/clients?limit=100' });
    expect(seen[0]?.headers).toMatchObject({
      authorization: 'Bearer cd_key_123',
      'idempotency-key': 'k-1',
      'content-type': 'application/json',
    });
    expect(seen[0]?.headers.cookie).toBeUndefined();
    expect(seen[0]?.body).toBe('{"name":"Ada"}');
  });

  it('resolves with error answers: they are the remote speaking, not a failure', async () => {
    const response = await transport().send(get('/v1/broken'));
    expect(response.status).toBe(503);
    expect(response.body).toBe('{"type":"unavailable"}');
  });

  it('refuses a redirect, which could carry the key elsewhere', async () => {
    await expect(transport().send(get('/v1/moved'))).rejects.toBeInstanceOf(NetworkError);
    expect(seen.map((request) => request.url)).toEqual(['/base/v1/moved']);
  });

  it.each(['/v2/clients', '/v1', '/v1/../admin', '/v1/%2e%2e/admin', '/v1/..\\..\\admin'])(
    'sends nothing outside /v1/ of the base: %s',
    async (url) => {
      const sending = transport().send(get(url));
      await expect(sending).rejects.toThrow(/Only \/v1\/ paths go to the remote API/);
      await expect(sending).rejects.not.toBeInstanceOf(NetworkError);
      expect(seen).toEqual([]);
    },
  );

  it('reports a refused connection as a NetworkError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const sending = transport(`http://127.0.0.1:${port}/`).send(get('/v1/clients'));
    await expect(sending).rejects.toBeInstanceOf(NetworkError);
    await expect(sending).rejects.toThrow(`Could not reach http://127.0.0.1:${port}`);
  });

  it('gives up on a request with no answer, as a NetworkError', async () => {
    const sending = transport(undefined, 20).send(get('/v1/silent'));
    await expect(sending).rejects.toThrow(/no answer within 20 ms/);
    await expect(sending).rejects.toBeInstanceOf(NetworkError);
  });

  it.each([
    'api.example.com/',
    'ftp://api.example.com/',
    'https://api.example.com/base',
    'https://API.example.com/',
    'https://api.example.com/?x=1',
    'https://api.example.com/#top',
  ])('requires a normalized absolute http(s) base URL ending in /: %s', (baseUrl) => {
    expect(() => transport(baseUrl)).toThrow(TypeError);
  });
});
