// Who may drive the remote from a browser: only loopback Host names (a page that rebinds its
// DNS to this machine is refused), CORS for the app's own origins on /v1 alone, and no web
// page at all on the test controls.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { QUOTA_HEADERS, RATE_HEADERS } from '../../shared/api';
import { REPLAYED_HEADER } from '../../shared/service/commit-write';
import {
  KEYS,
  START,
  budgetOf,
  expectProblem,
  rawRequest,
  startTestApi,
  testConfig,
  type TestApi,
} from './remote-harness';
import { hostAllowed } from './origin-policy';
import { startRemoteApi } from './server';

const APP = 'http://127.0.0.1:4174';
const DEFAULT_ORIGINS = [APP, 'http://localhost:4174', 'http://127.0.0.1:4173'];
const OTHER = 'http://127.0.0.1:3000';
const RATE = 2;

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi(testConfig({ monthly_quota: 100, requests_per_minute: RATE }));
});
afterEach(() => api.close());

const port = () => new URL(api.url).port;
const clockNow = async () => (await api.sim<{ now: string }>('GET', '/clock')).now;
const corsHeadersOf = (response: Response) =>
  [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('Host', () => {
  it.each([
    ['another name', () => 'attacker.example'],
    ['another name with the port', () => `attacker.example:${port()}`],
    ['a name that merely starts like loopback', () => `127.0.0.1.nip.io:${port()}`],
  ])('refuses %s on /_sim/ before anything runs', async (_, host) => {
    const response = await rawRequest(api.url, {
      method: 'POST',
      path: '/_sim/clock',
      headers: { Host: host(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ advance_ms: 25 * 3_600_000 }),
    });
    const problem = await expectProblem(response, 403, 'forbidden');
    expect(problem.detail).toContain(host());
    expect(await clockNow()).toBe(START);
  });

  it('refuses another name on /v1 with nothing spent', async () => {
    const response = await rawRequest(api.url, {
      path: '/v1/operator-contacts',
      headers: { Host: 'attacker.example', Authorization: `Bearer ${KEYS.alphaWrite}` },
    });
    await expectProblem(response, 403, 'forbidden');
    expect(budgetOf(response)).toMatchObject({ quota: null, rate: null });
    const next = await api.call('GET', '/v1/operator-contacts');
    expect(budgetOf(next).rate?.remaining).toBe(RATE - 1);
    expect(budgetOf(next).quota?.remaining).toBe(99);
  });

  it.each(['127.0.0.1', 'localhost', 'LocalHost', '[::1]'])(
    'accepts %s, with or without the port',
    async (name) => {
      for (const host of [name, `${name}:${port()}`]) {
        const response = await rawRequest(api.url, {
          path: '/_sim/clock',
          headers: { Host: host },
        });
        expect(response.status, host).toBe(200);
      }
    },
  );

  it('accepts the name the server was told to listen on, and only loopback otherwise', () => {
    expect(hostAllowed('charter-dev.lan:8787', 'charter-dev.lan')).toBe(true);
    expect(hostAllowed('[fd00::5]:8787', 'fd00::5')).toBe(true);
    expect(hostAllowed('charter-dev.lan:8787', '127.0.0.1')).toBe(false);
    expect(hostAllowed(undefined, '127.0.0.1')).toBe(false);
    expect(hostAllowed('127.0.0.1@attacker.example', '127.0.0.1')).toBe(false);
  });
});

describe('CORS for the app on /v1', () => {
  const preflight = (origin: string, path = '/v1/clients') =>
    api.call('OPTIONS', path, {
      key: null,
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
      },
    });

  it.each(DEFAULT_ORIGINS)('answers a preflight from %s: 204, no key needed', async (origin) => {
    const response = await preflight(origin);
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('GET, POST, PATCH, DELETE');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe(
      'Authorization, Content-Type, Idempotency-Key',
    );
    expect(Number(response.headers.get('Access-Control-Max-Age'))).toBeGreaterThan(0);
    expect(response.headers.get('Vary')).toBe('Origin');
  });

  it('never counts, rate-limits or meters a preflight', async () => {
    for (let index = 0; index < RATE; index += 1) await api.call('GET', '/v1/operator-contacts');
    await expectProblem(await api.call('GET', '/v1/operator-contacts'), 429, 'rate_limited');
    for (let index = 0; index < RATE + 1; index += 1) {
      const response = await preflight(APP);
      expect(response.status).toBe(204);
      expect(budgetOf(response)).toMatchObject({ quota: null, rate: null });
    }
    const after = await api.call('GET', '/v1/operator-contacts', { key: KEYS.alphaWrite2 });
    expect(budgetOf(after).quota?.remaining).toBe(100 - RATE - 1);
  });

  it('lets the app read every answer, errors included, and the budget headers', async () => {
    const expose = [
      ...Object.values(QUOTA_HEADERS),
      ...Object.values(RATE_HEADERS),
      'Retry-After',
      'X-Request-Id',
      REPLAYED_HEADER,
    ];
    const answers = [
      await api.call('GET', '/v1/operator-contacts', { headers: { Origin: APP } }),
      await api.call('GET', '/v1/operator-contacts', {
        key: 'wrong-key-0000',
        headers: { Origin: APP },
      }),
      await api.call('GET', '/v1/nowhere', { headers: { Origin: APP } }),
      await api.call('GET', '/v1/operator-contacts', { headers: { Origin: APP } }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 401, 404, 429]);
    for (const response of answers) {
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP);
      expect(response.headers.get('Vary')).toBe('Origin');
      expect(response.headers.get('Access-Control-Expose-Headers')?.split(', ')).toEqual(expose);
    }
  });

  it('gives any other origin no CORS headers at all', async () => {
    const read = await api.call('GET', '/v1/operator-contacts', { headers: { Origin: OTHER } });
    expect(read.status).toBe(200);
    expect(corsHeadersOf(read)).toEqual([]);
    // Its preflight is a plain request to /v1: no key, so 401, and nothing to allow it.
    const refused = await preflight(OTHER);
    await expectProblem(refused, 401, 'unauthorized');
    expect(corsHeadersOf(refused)).toEqual([]);
    expect(corsHeadersOf(await preflight('null'))).toEqual([]);
  });

  it('takes the allowed origins from appOrigins, replacing the defaults', async () => {
    const own = await startRemoteApi({
      port: 0,
      config: testConfig(),
      appOrigins: ['http://127.0.0.1:5000'],
    });
    try {
      const options = (origin: string) =>
        fetch(`${own.url}/v1/clients`, {
          method: 'OPTIONS',
          headers: { Origin: origin, 'Access-Control-Request-Method': 'GET' },
        });
      const allowed = await options('http://127.0.0.1:5000');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5000');
      expect(corsHeadersOf(await options(APP))).toEqual([]);
    } finally {
      await own.close();
    }
  });
});

describe('test controls and web pages', () => {
  it('has no CORS, not even for the app', async () => {
    const response = await api.call('OPTIONS', '/_sim/clock', {
      key: null,
      headers: { Origin: APP, 'Access-Control-Request-Method': 'POST' },
    });
    await expectProblem(response, 403, 'forbidden');
    expect(corsHeadersOf(response)).toEqual([]);
  });

  it('refuses any request a web page sends, even with a JSON body', async () => {
    for (const origin of [APP, OTHER, 'null']) {
      const response = await api.call('POST', '/_sim/clock', {
        key: null,
        body: { advance_ms: 25 * 3_600_000 },
        headers: { Origin: origin },
      });
      await expectProblem(response, 403, 'forbidden');
      expect(corsHeadersOf(response)).toEqual([]);
    }
    expect(await clockNow()).toBe(START);
  });
});
