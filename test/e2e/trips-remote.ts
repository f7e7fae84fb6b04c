// The reference remote for the journey: one organization with the demo's operators and
// remembered contacts, one open trip request, a running clock (the worker's is the real one,
// so expiry reads right), stopped and started again at the same address as an outage would,
// read from the test with a read-only key, and its operators acting through /_sim/.
import type { Page } from '@playwright/test';
import type { RfqSeed } from '../../shared/api/organization-seed';
import { demoAirports, demoOperators, generateDemoOrganization } from '../../shared/demo';
import type { RemoteConfig } from '../remote-api/config';
import type { RemoteApi } from '../remote-api/server';
import { startRemote } from './remote-fixture';

export const TRIPS_KEY = 'e2e-trips-write-key-0001';
const READ_KEY = 'e2e-trips-read-key-0001';
export const TRIP = '0d000000-0000-4000-8000-000000000001';
const DAY_MS = 24 * 60 * 60 * 1000;

export const operatorOf = (designator: string) =>
  demoOperators.find((operator) => operator.designator === designator)!;

/** The open trip's fields a spec may set (a budget, a currency) over the journey's. */
export type TripFields = Partial<
  NonNullable<RemoteConfig['organizations'][number]['trip_requests']>[number]
>;

function tripsConfig(now: Date, tripFields: TripFields, rfqs: readonly RfqSeed[]): RemoteConfig {
  const data = generateDemoOrganization({ clients: 10, tripRequests: 0, seed: 9, now });
  const departs = new Date(now.getTime() + 30 * DAY_MS).toISOString().slice(0, 10);
  const back = new Date(now.getTime() + 34 * DAY_MS).toISOString().slice(0, 10);
  return {
    clock: { frozen: false },
    organizations: [
      {
        name: 'E2E Trips Charter',
        plan: { monthly_quota: 100_000, requests_per_minute: 10_000 },
        keys: [
          { token: TRIPS_KEY, scopes: ['read', 'write'] },
          { token: READ_KEY, scopes: ['read'] },
        ],
        ...data,
        airports: demoAirports.slice(0, 20),
        trip_requests: [
          {
            id: TRIP,
            client_id: data.clients![0]!.id,
            status: 'open',
            pax: 4,
            legs: [
              { depart_date: departs, from: 'KTEB', to: 'KPBI' },
              { depart_date: back, from: 'KPBI', to: 'KTEB' },
            ],
            ...tripFields,
          },
        ],
        rfqs: [...rfqs],
      },
    ],
  };
}

export interface TripsRemote {
  readonly api: RemoteApi;
  /** A /v1 GET with the read-only key: its JSON body. */
  read<T>(path: string): Promise<T>;
  /** A /_sim/ request, as an operator acts. */
  sim(path: string, body?: unknown): Promise<unknown>;
  stop(): Promise<void>;
  /**
   * Back at the same address with the same seed. The remote keeps its records in memory, so
   * the test writes nothing to it before stopping it: it comes back as it was.
   */
  restart(): Promise<void>;
}

/** `rfqs`: sent before the remote starts, as their operators left them. */
export async function startTripsRemote(
  tripFields: TripFields = {},
  rfqs: readonly RfqSeed[] = [],
): Promise<TripsRemote> {
  const config = tripsConfig(new Date(), tripFields, rfqs);
  let api = await startRemote(config);
  const port = Number(new URL(api.url).port);
  async function request(path: string, init: RequestInit) {
    const response = await fetch(`${api.url}${path}`, init);
    const text = await response.text();
    const body = text === '' ? null : (JSON.parse(text) as unknown);
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return body;
  }
  return {
    get api() {
      return api;
    },
    read: async <T>(path: string) =>
      (await request(path, { headers: { Authorization: `Bearer ${READ_KEY}` } })) as T,
    sim: (path, body) =>
      request(`/_sim${path}`, {
        method: 'POST',
        headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    stop: () => api.close(),
    async restart() {
      api = await startRemote(config, port);
    },
  };
}

/**
 * What the browser does when the network comes back: the page tells the worker, which ends
 * an outage's backoff at once (the Sync screen's "Sync now" does the same).
 */
export async function networkBack(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}
