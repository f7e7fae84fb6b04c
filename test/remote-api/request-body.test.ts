// Request bodies, on /v1 and /_sim/ alike: JSON only (a page's text/plain no-cors POST moved
// the clock 25 hours), and at most MAX_REQUEST_BODY_BYTES, refused before the body is read.
import { once } from 'node:events';
import { request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_REQUEST_BODY_BYTES, client, page, rfqBatch } from '../../shared/api';
import {
  ALPHA_TRIP,
  KEYS,
  START,
  batchBody,
  budgetOf,
  expectProblem,
  rawRequest,
  responseOf,
  startTestApi,
  testConfig,
  type TestApi,
} from './remote-harness';

const QUOTA = 100;
const RATE = 50;

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi(testConfig({ monthly_quota: QUOTA, requests_per_minute: RATE }));
});
afterEach(() => api.close());

const clockNow = async () => (await api.sim<{ now: string }>('GET', '/clock')).now;
/** How many of Alpha's clients match `q`. */
const clientsNamed = async (q: string) => {
  const response = await api.call('GET', `/v1/clients?q=${encodeURIComponent(q)}`);
  return page(client).parse(await response.json()).total;
};

/** The request log's line for `response`. */
async function logLineOf(response: Response) {
  const log = await api.sim<{ items: { request_id: string; counted: boolean }[] }>(
    'GET',
    '/requests?limit=20',
  );
  return log.items.find((item) => item.request_id === response.headers.get('X-Request-Id'));
}

/** Both budgets of Alpha's second write key are untouched: nothing was metered or rated. */
async function expectNothingSpent() {
  const next = await api.call('GET', '/v1/operator-contacts', { key: KEYS.alphaWrite2 });
  expect(budgetOf(next).rate?.remaining).toBe(RATE - 1);
  expect(budgetOf(next).quota?.remaining).toBe(QUOTA - 1);
}

describe('415: a body that is not JSON', () => {
  it('refuses the text/plain POST a web page can send without CORS', async () => {
    // fetch labels a string body text/plain, as a page's `mode: 'no-cors'` request does.
    const response = await fetch(`${api.url}/_sim/clock`, {
      method: 'POST',
      body: JSON.stringify({ advance_ms: 25 * 3_600_000 }),
    });
    await expectProblem(response, 415, 'unsupported_media_type');
    expect(await clockNow()).toBe(START);
  });

  it.each([
    ['no Content-Type', {}],
    ['a form', { 'Content-Type': 'application/x-www-form-urlencoded' }],
    ['a JSON look-alike', { 'Content-Type': 'text/json' }],
  ])('refuses %s on /_sim/', async (_, headers) => {
    const response = await rawRequest(api.url, {
      method: 'POST',
      path: '/_sim/clock',
      headers,
      body: JSON.stringify({ advance_ms: 60_000 }),
    });
    await expectProblem(response, 415, 'unsupported_media_type');
    expect(await clockNow()).toBe(START);
  });

  it('refuses it on /v1 before anything is written or spent', async () => {
    const response = await api.call('POST', '/v1/clients', {
      body: { name: 'Plain Text' },
      headers: { 'Content-Type': 'text/plain', 'Idempotency-Key': 'plain-text-client' },
    });
    await expectProblem(response, 415, 'unsupported_media_type');
    expect((await logLineOf(response))?.counted).toBe(false);
    await expectNothingSpent();
    expect(await clientsNamed('Plain Text')).toBe(0);
  });

  it.each(['application/json; charset=utf-8', 'Application/JSON', 'application/vnd.x+json'])(
    'accepts %s',
    async (type) => {
      const response = await api.call('POST', '/v1/clients', {
        body: { name: `Typed ${type}` },
        headers: { 'Content-Type': type, 'Idempotency-Key': `typed-${type}` },
      });
      expect(response.status).toBe(201);
    },
  );

  it('accepts a request without a body, whatever its Content-Type', async () => {
    const sent = await api.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      body: batchBody(),
      headers: { 'Idempotency-Key': 'bodyless-batch' },
    });
    const [item] = rfqBatch.parse(await sent.json()).items;
    const withdrawal = await api.call('POST', `/v1/rfqs/${item!.id}/withdrawals`, {
      headers: { 'Idempotency-Key': 'bodyless-withdrawal', 'Content-Type': 'text/plain' },
    });
    expect(withdrawal.status).toBe(200);
  });
});

const CHUNK = 64 * 1024;
/** Far beyond the limit, and beyond what loopback socket buffers hold unread. */
const TOTAL = 64 * 1024 * 1024;

/**
 * POSTs up to TOTAL bytes in chunks, as fast as the server takes them, and stops sending
 * the moment an answer arrives. `sent` says how much had been handed over by then.
 */
async function streamUntilAnswered(path: string, headers: OutgoingHttpHeaders) {
  const outgoing = request(`${api.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
  });
  let incoming: IncomingMessage | null = null;
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    outgoing.on('response', (value: IncomingMessage) => resolve((incoming = value)));
    outgoing.on('error', reject);
  });
  const chunk = Buffer.alloc(CHUNK, ' ');
  let sent = 0;
  while (incoming === null && sent < TOTAL) {
    sent += chunk.length;
    if (!outgoing.write(chunk)) await Promise.race([once(outgoing, 'drain'), answered]);
    else await new Promise((resolve) => setImmediate(resolve));
  }
  if (incoming === null) outgoing.end();
  const response = await responseOf(await answered);
  outgoing.destroy();
  return { response, sent };
}

describe('413: a body over the limit', () => {
  const v1Write = {
    path: '/v1/clients',
    headers: { Authorization: `Bearer ${KEYS.alphaWrite}`, 'Idempotency-Key': 'huge-client' },
  };
  const simWrite = { path: '/_sim/clock', headers: {} };

  it.each([
    ['/v1, declared by Content-Length', v1Write, { 'Content-Length': String(TOTAL) }],
    ['/v1, chunked', v1Write, {}],
    ['/_sim/, declared by Content-Length', simWrite, { 'Content-Length': String(TOTAL) }],
    ['/_sim/, chunked', simWrite, {}],
  ])('is refused on %s while the client is still sending', async (_, target, length) => {
    const { response, sent } = await streamUntilAnswered(target.path, {
      ...target.headers,
      ...length,
    });
    const problem = await expectProblem(response, 413, 'payload_too_large');
    expect(problem.detail).toContain(String(MAX_REQUEST_BODY_BYTES));
    expect(sent).toBeLessThan(TOTAL);
    expect((await logLineOf(response))?.counted).toBe(false);
    await expectNothingSpent();
    expect(await clockNow()).toBe(START);
  });

  it('reads a body of exactly the limit, and refuses one byte more', async () => {
    const change = JSON.stringify({ advance_ms: 60_000 });
    // Whitespace is valid JSON padding: the body is a real clock change of the given size.
    const padded = (size: number) => change.padEnd(size, ' ');
    const post = (size: number) =>
      fetch(`${api.url}/_sim/clock`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: padded(size),
      });
    await expectProblem(await post(MAX_REQUEST_BODY_BYTES + 1), 413, 'payload_too_large');
    expect(await clockNow()).toBe(START);
    expect((await post(MAX_REQUEST_BODY_BYTES)).status).toBe(200);
    expect(await clockNow()).toBe(new Date(Date.parse(START) + 60_000).toISOString());
  });
});
