// docs/openapi.json says exactly what the remote answers: Stoplight Prism, as a validating
// proxy in front of the reference remote, checks the status, headers and body of every
// answer to traffic over all 11 operations and their errors (traffic.ts). First, that the
// check catches a violation at all: Prism in front of a server that breaks the document.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../shared/api';
import { startTestApi, type TestApi } from '../remote-api/remote-harness';
import { OPENAPI_PATH } from '../tools/write-openapi';
import { responseViolations, startPrismProxy, type PrismProxy } from './prism-proxy';
import { sendTraffic, trafficConfig, type Exchange } from './traffic';

// Prism starts in a few seconds; on a loaded machine it may take longer.
const STARTING = 120_000;

/** Every budget header of a metered answer, as the remote sends them. */
const budget = {
  'X-RateLimit-Limit': '100',
  'X-RateLimit-Remaining': '99',
  'X-RateLimit-Reset': '1774915200',
  'X-Quota-Limit': '1000',
  'X-Quota-Remaining': '999',
  'X-Quota-Reset': '1775001600',
};

interface Canned {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

const emptyPage = { items: [], next_cursor: null, total: 0 };
const quotaProblem = {
  type: 'quota_exceeded',
  title: 'Request allowance used up',
  status: 429,
  reset_at: '2026-04-01T00:00:00.000Z',
  upgrade_url: 'https://charter-desk.example/billing/upgrade',
};

/** What the stand-in server answers GET /v1/clients?q=<case> with. */
const cases: Record<string, Canned> = {
  valid: {
    status: 200,
    headers: { 'X-Request-Id': 'r1', ...budget, 'Content-Type': 'application/json' },
    body: emptyPage,
  },
  'no budget headers': {
    status: 200,
    headers: { 'X-Request-Id': 'r2', 'Content-Type': 'application/json' },
    body: emptyPage,
  },
  'an unknown field': {
    status: 200,
    headers: { 'X-Request-Id': 'r3', ...budget, 'Content-Type': 'application/json' },
    body: { ...emptyPage, count: 0 },
  },
  'quota_exceeded without upgrade_url': {
    status: 429,
    headers: {
      'X-Request-Id': 'r4',
      ...budget,
      'Retry-After': '60',
      'Content-Type': 'application/problem+json',
    },
    body: { ...quotaProblem, upgrade_url: undefined },
  },
  'an undocumented status': {
    status: 418,
    headers: { 'X-Request-Id': 'r5', 'Content-Type': 'application/problem+json' },
    body: { type: 'conflict', title: 'Teapot', status: 418 },
  },
  '401 without WWW-Authenticate': {
    status: 401,
    headers: { 'X-Request-Id': 'r6', 'Content-Type': 'application/problem+json' },
    body: { type: 'unauthorized', title: 'Unauthorized', status: 401 },
  },
};

function standIn(): Promise<Server> {
  const server = createServer((request, response) => {
    const q = new URL(request.url ?? '/', 'http://x').searchParams.get('q') ?? '';
    const canned = cases[q];
    if (!canned) return void response.writeHead(500).end();
    response.writeHead(canned.status, canned.headers).end(JSON.stringify(canned.body));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the validating proxy', () => {
  let server: Server;
  let prism: PrismProxy;
  beforeAll(async () => {
    server = await standIn();
    const { port } = server.address() as AddressInfo;
    prism = await startPrismProxy(OPENAPI_PATH, `http://127.0.0.1:${port}`);
  }, STARTING);
  afterAll(async () => {
    await prism?.close();
    server?.close();
  });

  const violationsOf = async (q: string) => {
    const response = await fetch(`${prism.url}/v1/clients?q=${encodeURIComponent(q)}`, {
      headers: { Authorization: 'Bearer any-key-at-all' },
    });
    await response.arrayBuffer();
    return responseViolations(response);
  };

  it('passes an answer that keeps the document', async () => {
    expect(await violationsOf('valid')).toEqual([]);
  });

  it.each(Object.keys(cases).filter((q) => q !== 'valid'))('catches %s', async (q) => {
    expect(await violationsOf(q)).not.toEqual([]);
  });
});

describe('the reference remote, through the validating proxy', () => {
  let api: TestApi;
  let prism: PrismProxy;
  let exchanges: Exchange[];
  beforeAll(async () => {
    api = await startTestApi(trafficConfig());
    prism = await startPrismProxy(OPENAPI_PATH, api.url);
    exchanges = await sendTraffic(api, prism.url);
  }, STARTING);
  afterAll(async () => {
    await prism?.close();
    await api?.close();
  });

  it('answers every request as the document says', () => {
    const broken = exchanges.flatMap(({ label, status, response }) =>
      responseViolations(response).map((violation) => `${label} (${status}): ${violation.message}`),
    );
    expect(broken).toEqual([]);
  });

  it('covered every operation, every error status, both 429s and replays', () => {
    const seen = new Set(exchanges.map(({ operation, status }) => `${operation} ${status}`));
    for (const { id, success } of operations) expect(seen).toContain(`${id} ${success.status}`);
    const statuses = new Set(exchanges.map(({ status }) => status));
    for (const status of [401, 403, 404, 409, 413, 415, 422, 429, 503]) {
      expect(statuses).toContain(status);
    }
    const types = new Set(exchanges.map(({ problemType }) => problemType));
    for (const type of [
      'rate_limited',
      'quota_exceeded',
      'idempotency_key_mismatch',
      'invalid_cursor',
      'conflict',
    ]) {
      expect(types).toContain(type);
    }
    const replays = exchanges.filter(({ replayed }) => replayed).map(({ operation }) => operation);
    expect(new Set(replays)).toEqual(
      new Set(['createClient', 'createRfqBatch', 'createRfqMessage', 'withdrawRfq']),
    );
    // The address's 429 carries no budget: it comes before any key is read.
    const last = exchanges.at(-1)!;
    expect(last).toMatchObject({ status: 429, problemType: 'rate_limited' });
    expect(last.response.headers.get('X-RateLimit-Limit')).toBeNull();
  });
});
