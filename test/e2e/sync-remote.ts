// The reference remote for the browser-mode sync tests: started in the test's own process on
// a free 127.0.0.1 port, with a running clock (the worker's clock is the real one), a plan
// no test comes near, CORS for the preview server's origin, one open trip request to ask
// operators about, and what the tests read back: /v1 with the key, and the request log.
import {
  client,
  clientDetail,
  page as pageOf,
  rfq,
  rfqMessage,
  type Client,
  type Rfq,
  type RfqMessage,
} from '../../shared/api';
import { demoAirports, demoOperators, generateDemoOrganization } from '../../shared/demo';
import type { RemoteConfig } from '../remote-api/config';
import type { LogEntry } from '../remote-api/request-log';
import { startRemoteApi, type RemoteApi } from '../remote-api/server';

export const SYNC_KEY = 'e2e-sync-write-key-0001';
export const SYNC_TRIP = '0e000000-0000-4000-8000-000000000001';
const DAY_MS = 24 * 60 * 60 * 1000;

export function syncConfig(now = new Date()): RemoteConfig {
  const data = generateDemoOrganization({ clients: 30, tripRequests: 0, seed: 8, now });
  const departs = new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
  return {
    clock: { frozen: false },
    organizations: [
      {
        name: 'E2E Sync Charter',
        plan: { monthly_quota: 100_000, requests_per_minute: 10_000 },
        keys: [{ token: SYNC_KEY, scopes: ['read', 'write'] }],
        ...data,
        airports: demoAirports.slice(0, 20),
        trip_requests: [
          {
            id: SYNC_TRIP,
            client_id: data.clients![0]!.id,
            status: 'open',
            legs: [{ depart_date: departs, from: 'KTEB', to: 'KPBI' }],
          },
        ],
      },
    ],
  };
}

/** A body for the RFQ batch: `count` demo operators. */
export const batchOf = (count: number, note: string) => ({
  operators: demoOperators.slice(0, count).map((operator, index) => ({
    operator_id: operator.id,
    email: `dispatch${index}@operator.example`,
    name: `Dispatch ${index}`,
  })),
  note,
});

export interface SyncRemote extends RemoteApi {
  /** A /v1 request with the key; its status and JSON body (null when empty). */
  v1(method: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }>;
  /** A /_sim/ request; throws unless it answered 200. */
  sim(method: string, path: string, body?: unknown): Promise<unknown>;
  /** Every client the remote holds. */
  clients(): Promise<Client[]>;
  clientDetail(id: string): Promise<ReturnType<typeof clientDetail.parse> | null>;
  tripRfqs(tripId: string): Promise<Rfq[]>;
  messages(rfqId: string): Promise<RfqMessage[]>;
  /**
   * The /v1 requests logged after `mark` (a request id from `mark()`) among the newest
   * `limit`, oldest first: cheap enough to poll.
   */
  loggedSince(mark: string | null, limit?: number): Promise<LogEntry[]>;
  /** The newest request the log holds. */
  mark(): Promise<string | null>;
  /**
   * Every /v1 request logged so far, oldest first. The remote keeps the last 1,000 (its
   * own log reads included): this gathers them, so call it before 1,000 more can come.
   */
  history(): Promise<LogEntry[]>;
  /** The client the open trip request belongs to. */
  tripOwner: string;
}

export async function startSyncRemote(appOrigin: string): Promise<SyncRemote> {
  const config = syncConfig();
  const api = await startRemoteApi({ port: 0, config, appOrigins: [appOrigin] });
  const send = async (method: string, path: string, key: string | null, body?: unknown) => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: {
        ...(key === null ? {} : { Authorization: `Bearer ${key}` }),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  };
  const v1 = (method: string, path: string, body?: unknown) => send(method, path, SYNC_KEY, body);
  const ok = async (path: string) => {
    const answer = await v1('GET', path);
    if (answer.status !== 200) throw new Error(`GET ${path}: ${JSON.stringify(answer)}`);
    return answer.body;
  };
  async function all<T>(
    path: string,
    parse: (body: unknown) => { items: T[]; next_cursor: string | null },
  ) {
    const items: T[] = [];
    let cursor: string | null = null;
    do {
      const joiner = path.includes('?') ? '&' : '?';
      const pageBody = parse(
        await ok(
          `${path}${joiner}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        ),
      );
      items.push(...pageBody.items);
      cursor = pageBody.next_cursor;
    } while (cursor !== null);
    return items;
  }
  const log = async (limit: number) =>
    ((await send('GET', `/_sim/requests?limit=${limit}`, null)).body as { items: LogEntry[] })
      .items;
  // Read whole, oldest first: as long as fewer than 1,000 requests come between two reads,
  // a new one always lands after those before it.
  const seen = new Map<string, LogEntry>();
  return {
    ...api,
    v1,
    async sim(method, path, body) {
      const answer = await send(method, `/_sim${path}`, null, body);
      if (answer.status !== 200)
        throw new Error(`${method} /_sim${path}: ${JSON.stringify(answer)}`);
      return answer.body;
    },
    clients: () => all('/v1/clients', (body) => pageOf(client).parse(body)),
    async clientDetail(id) {
      const answer = await v1('GET', `/v1/clients/${id}`);
      if (answer.status === 404) return null;
      return clientDetail.parse(answer.body);
    },
    tripRfqs: (tripId) =>
      all(`/v1/trip-requests/${tripId}/rfqs`, (body) => pageOf(rfq).parse(body)),
    messages: (rfqId) =>
      all(`/v1/rfqs/${rfqId}/messages`, (body) => pageOf(rfqMessage).parse(body)),
    async mark() {
      return (await log(1))[0]?.request_id ?? null;
    },
    async loggedSince(mark, limit = 50) {
      const entries = await log(limit);
      const newer = entries.findIndex((entry) => entry.request_id === mark);
      return entries
        .slice(0, newer < 0 ? entries.length : newer)
        .filter((entry) => entry.path.startsWith('/v1/'))
        .reverse();
    },
    async history() {
      for (const entry of (await log(1000)).reverse()) {
        if (entry.path.startsWith('/v1/') && !seen.has(entry.request_id)) {
          seen.set(entry.request_id, entry);
        }
      }
      return [...seen.values()];
    },
    tripOwner: config.organizations[0]!.trip_requests![0]!.client_id!,
  };
}
