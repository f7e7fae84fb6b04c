// Starts the reference remote on a random 127.0.0.1 port with two small organizations and a
// frozen clock, and sends real HTTP requests to it.
import { request, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { expect } from 'vitest';
import {
  PROBLEM_CONTENT_TYPE,
  parseBudgetHeaders,
  problem,
  type Problem,
  type ProblemType,
} from '../../shared/api';
import { demoAirports, demoOperators, generateDemoOrganization } from '../../shared/demo';
import type { RemoteConfig } from './config';
import { startRemoteApi, type RemoteApi } from './server';

/** 90 s before the end of March (UTC): a test can cross a minute and a billing period. */
export const START = '2026-03-31T23:58:30.000Z';
export const NEXT_MINUTE = Date.parse('2026-03-31T23:59:00.000Z');
export const PERIOD_END = Date.parse('2026-04-01T00:00:00.000Z');

export const KEYS = {
  alphaRead: 'alpha-read-key-0001',
  alphaWrite: 'alpha-write-key-0002',
  alphaWrite2: 'alpha-write-key-0003',
  alphaWriteOnly: 'alpha-write-only-0004',
  betaWrite: 'beta-write-key-0005',
} as const;

export const ALPHA_TRIP = '0a000000-0000-4000-8000-000000000001';
export const BETA_TRIP = '0b000000-0000-4000-8000-000000000001';
export const UNKNOWN_ID = '0f000000-0000-4000-8000-00000000dead';
export const operatorAt = (index: number) => demoOperators[index % demoOperators.length]!;

export interface Plan {
  monthly_quota: number;
  requests_per_minute: number;
}

function organization(name: string, seed: number, tripId: string, plan: Plan) {
  const data = generateDemoOrganization({
    clients: 30,
    tripRequests: 0,
    seed,
    now: new Date(START),
  });
  const client = data.clients?.[0];
  return {
    name,
    plan,
    ...data,
    airports: demoAirports.slice(0, 20),
    trip_requests: [
      {
        id: tripId,
        client_id: client?.id ?? null,
        status: 'open' as const,
        legs: [{ depart_date: '2026-04-20', from: 'KTEB', to: 'KPBI' }],
      },
    ],
  };
}

export function testConfig(plan: Plan = { monthly_quota: 1_000, requests_per_minute: 100 }) {
  return {
    clock: { start: START, frozen: true },
    organizations: [
      {
        ...organization('Alpha Charter', 1, ALPHA_TRIP, plan),
        keys: [
          { token: KEYS.alphaRead, scopes: ['read'] },
          { token: KEYS.alphaWrite, scopes: ['read', 'write'] },
          { token: KEYS.alphaWrite2, scopes: ['read', 'write'] },
          { token: KEYS.alphaWriteOnly, scopes: ['write'] },
        ],
      },
      {
        ...organization('Beta Jets', 2, BETA_TRIP, plan),
        keys: [{ token: KEYS.betaWrite, scopes: ['read', 'write'] }],
      },
    ],
  } satisfies RemoteConfig;
}

export interface CallOptions {
  key?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface TestApi extends RemoteApi {
  /** A /v1 request, by default with Alpha's read+write key. */
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  /** A /_sim/ request (no key); its JSON reply, after checking the status. */
  sim<T = unknown>(method: string, path: string, body?: unknown, status?: number): Promise<T>;
}

export interface TestApiOptions {
  /** Keeps the state in (and finds it again in) this data directory. */
  dataDir?: string;
  fresh?: boolean;
  /** `call` and `sim` answered in-process (the remote's `fetch`) rather than over HTTP. */
  inProcess?: boolean;
  newId?: () => string;
}

/** Port 0 picks a free one; a fixed port brings a stopped remote back at its address. */
export async function startTestApi(
  config: RemoteConfig = testConfig(),
  port = 0,
  { inProcess = false, ...storage }: TestApiOptions = {},
): Promise<TestApi> {
  const api = await startRemoteApi({ port, config, ...storage });
  const send = inProcess ? api.fetch : fetch;
  const call = (method: string, path: string, options: CallOptions = {}) => {
    const key = options.key === undefined ? KEYS.alphaWrite : options.key;
    return send(`${api.url}${path}`, {
      method,
      headers: {
        ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  };
  const sim = async <T>(method: string, path: string, body?: unknown, status = 200) => {
    const response = await call(method, `/_sim${path}`, { key: null, body });
    expect(response.status, await response.clone().text()).toBe(status);
    return (await response.json()) as T;
  };
  return { ...api, call, sim };
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string;
}

/**
 * A request over node:http, for what fetch will not send: a Host header of its choosing, a
 * body without a Content-Type.
 */
export function rawRequest(baseUrl: string, options: RawRequest): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${baseUrl}${options.path}`, {
      method: options.method ?? 'GET',
      headers: options.headers,
    });
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => responseOf(incoming).then(resolve, reject));
    outgoing.end(options.body);
  });
}

/** A node:http answer, read to its end, as a fetch Response, so the same checks read both. */
export async function responseOf(incoming: IncomingMessage): Promise<Response> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const body = Buffer.concat(chunks);
  return new Response(body.length === 0 ? null : body, { status: incoming.statusCode, headers });
}

/** The problem body of `response`, checked: status, media type and type. */
export async function expectProblem(
  response: Response,
  status: number,
  type: ProblemType,
): Promise<Problem> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('Content-Type')).toContain(PROBLEM_CONTENT_TYPE);
  const body = problem.parse(JSON.parse(text));
  expect(body.type).toBe(type);
  expect(body.status).toBe(status);
  return body;
}

/** The quota and rate windows a response carries (null where a window is absent). */
export const budgetOf = (response: Response) => parseBudgetHeaders(response.headers);

/** A body for operation 2: ask `count` demo operators to quote. */
export function batchBody(count = 1, note?: string) {
  return {
    operators: Array.from({ length: count }, (_, index) => ({
      operator_id: operatorAt(index).id,
      email: `dispatch${index}@operator.example`,
      name: `Dispatch ${index}`,
    })),
    ...(note === undefined ? {} : { note }),
  };
}
