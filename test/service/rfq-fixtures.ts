// Seed data and small helpers shared by the RFQ, message and operator-contact tests.
import { expect } from 'vitest';
import {
  problem,
  rfqBatch,
  type Operator,
  type Problem,
  type RfqBatch,
  type TripRequestStatus,
} from '../../shared/api';
import type { CharterDb } from '../../shared/db/database';
import type { RfqRow } from '../../shared/db/rows';
import type { RfqDelivery } from '../../shared/service/deps';
import { REPLAYED_HEADER } from '../../shared/service/commit-write';
import { seedOrganization } from '../../shared/db/seed';
import { applyFromRemote } from '../../shared/sync/sync-state';
import { createHarness, type Harness, type HarnessOptions } from '../support/service-harness';
import { demoAirports } from '../../shared/demo';

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const HOUR_MS = 60 * 60 * 1000;

/** The reference remote's delivery: operators are emailed a link made of the token. */
export const remoteDelivery: RfqDelivery = {
  emailed: true,
  linkUrl: (token) => `https://remote.test/rfq-links/${token}`,
};

export function tokenOf(url: string | null): string {
  const token = url?.split('/').pop();
  if (!token) throw new Error(`no link token in ${String(url)}`);
  return token;
}

/** 25 operators, so a batch can name more than the 20 allowed. */
export const operators: Operator[] = Array.from({ length: 25 }, (_, i) => ({
  id: id(200 + i),
  designator: `OP${i}`,
  legal_name: `Operator ${i} Aviation LLC`,
  dba_name: i % 2 === 0 ? `Operator ${i}` : null,
}));

export const operatorAt = (index: number): Operator => {
  const operator = operators[index];
  if (!operator) throw new Error(`no operator ${index}`);
  return operator;
};

/** One trip request per status, keyed by status. */
export const trips: Record<TripRequestStatus, string> = {
  open: id(100),
  quoted: id(101),
  booked: id(102),
  completed: id(103),
  declined: id(104),
  cancelled: id(105),
};

export const unknownId = id(999);

/** A harness with the operators and one trip request per status (loaded as from the remote). */
export async function seededHarness(options: HarnessOptions = {}) {
  const h = createHarness(options);
  const seed = (db: CharterDb) =>
    seedOrganization(
      db,
      {
        airports: demoAirports.filter((airport) => ['KTEB', 'KPBI'].includes(airport.code)),
        operators,
        trip_requests: Object.entries(trips).map(([status, tripId]) => ({
          id: tripId,
          status: status as TripRequestStatus,
          legs: [{ depart_date: '2026-12-20', from: 'KTEB', to: 'KPBI' }],
        })),
      },
      h.clock,
    );
  // A replica holds only what came from its remote.
  if (options.replica) await applyFromRemote(h.db, 'seed', h.clock.now().toISOString(), seed);
  else await seed(h.db);
  return h;
}

export async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  return problem.parse(await response.json());
}

export function batchRequest(indexes: number[], extra: { note?: string } = {}) {
  return {
    operators: indexes.map((i) => ({
      operator_id: operatorAt(i).id,
      email: `dispatch${i}@operator.example`,
      name: `Dispatch ${i}`,
    })),
    ...extra,
  };
}

/** Makes the service's new ids `id(start)`, `id(start + 1)`, ... so bodies can be compared whole. */
export function sequentialIds(h: Harness, start: number): void {
  let next = start;
  h.deps.newId = () => id(next++);
}

let keys = 0;
export const newKey = () => `test-key-${(keys += 1)}`;

/** Sends a batch that must succeed and returns its parsed body. */
export async function sendBatch(
  h: Harness,
  body: unknown,
  tripId = trips.open,
  key = newKey(),
): Promise<RfqBatch> {
  const response = await h.call('POST', `/v1/trip-requests/${tripId}/rfqs`, {
    body,
    headers: { 'Idempotency-Key': key },
  });
  expect(response.status).toBe(201);
  expect(response.headers.get(REPLAYED_HEADER)).toBeNull();
  return rfqBatch.parse(await response.json());
}

/** The first RFQ of a fresh one-operator batch on the open trip request. */
export async function sendOne(h: Harness, operatorIndex = 0) {
  const batch = await sendBatch(h, batchRequest([operatorIndex]));
  const [item] = batch.items;
  if (!item) throw new Error('empty batch');
  return item;
}

/** A stored RFQ row for tests that place records directly, e.g. around a cursor. */
export function storedRfq(overrides: Partial<RfqRow> & Pick<RfqRow, 'id' | 'sent_at'>): RfqRow {
  return {
    trip_request_id: trips.open,
    status: 'sent',
    contact_email: 'dispatch@operator.example',
    contact_name: null,
    created_by: null,
    expires_at: new Date(Date.parse(overrides.sent_at) + 72 * HOUR_MS).toISOString(),
    viewed_at: null,
    responded_at: null,
    response_note: null,
    note: null,
    quote_id: null,
    quote_amount_cents: null,
    message_count: 0,
    last_message_at: null,
    last_message_author: null,
    operator: operatorAt(0),
    link_token: null,
    url: null,
    ...overrides,
  };
}
