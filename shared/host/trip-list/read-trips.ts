// The trips list's reads (trip-memory.ts): trip requests and RFQs as raw rows, checked with
// schemas of only the fields the list shows. A trip request holds whole airports on each of
// its legs: at 5,000 trips the full rows parsed took seconds, the list's fields a fraction.
// Unread messages come from one read of the messages of the threads that may have any.
import { z } from 'zod';
import { dateTime, tripRequestSource, tripRequestStatus, rfqStatus } from '../../api';
import type { Table } from 'dexie';
import type { CharterDb } from '../../db/database';
import { parseUnknown } from '../../encoding/parse-unknown';
import { toldUnseen } from '../trip-screen/thread-state';

const listedLeg = z.object({
  seq: z.int(),
  depart_date: z.string(),
  depart_time: z.string().nullable(),
  depart_timezone: z.string().nullable(),
  timezone: z.string(),
  from: z.object({ code: z.string(), timezone: z.string().nullable() }),
  to: z.object({ code: z.string() }),
});

export const listedTrip = z.object({
  id: z.string(),
  number: z.int(),
  status: tripRequestStatus,
  source: tripRequestSource,
  source_system: z.string().nullable(),
  client_id: z.string().nullable(),
  pax: z.int().nullable(),
  currency: z.string(),
  budget_cents: z.int().nullable(),
  budget_min_cents: z.int().nullable(),
  legs: z.array(listedLeg),
  updated_at: dateTime,
});
export type ListedTrip = z.infer<typeof listedTrip>;

export const listedRfq = z.object({
  id: z.string(),
  trip_request_id: z.string(),
  status: rfqStatus,
  expires_at: dateTime,
  sent_at: dateTime,
  viewed_at: dateTime.nullable(),
  responded_at: dateTime.nullable(),
  quote_amount_cents: z.int().nullable(),
  last_message_at: dateTime.nullable(),
  last_message_author: z.enum(['broker', 'operator']).nullable(),
});
export type ListedRfq = z.infer<typeof listedRfq>;

const listedMessage = z.object({
  rfq_id: z.string(),
  at: dateTime,
  author: z.enum(['broker', 'operator']),
});

const parseAll = <T>(schema: z.ZodType<T>, rows: unknown[], what: string): T[] =>
  rows.map((row) => parseUnknown(schema, row, what));

/**
 * The raw rows whose `index` is one of `keys`: one read per key, all sent at once. Dexie's
 * `anyOf` walks a cursor from key to key instead, a round trip each (a page of 100 trips
 * took about four times as long so).
 */
export async function rawRowsOf(
  table: Table,
  index: string,
  keys: readonly string[],
): Promise<unknown[]> {
  const rows = await Promise.all(
    keys.map((key) => table.where(index).equals(key).raw().toArray() as Promise<unknown[]>),
  );
  return rows.flat();
}

/** Every trip request and RFQ held, or those of `tripIds`, and which RFQs are history. */
export async function readTripsAndRfqs(db: CharterDb, tripIds?: readonly string[]) {
  const [trips, rfqs, history] = await Promise.all([
    tripIds
      ? rawRowsOf(db.trip_requests, 'id', tripIds)
      : db.trip_requests.toCollection().raw().toArray(),
    tripIds
      ? rawRowsOf(db.rfqs, 'trip_request_id', tripIds)
      : db.rfqs.toCollection().raw().toArray(),
    tripIds
      ? db.rfq_history.where('trip_request_id').anyOf(tripIds).primaryKeys()
      : db.rfq_history.toCollection().primaryKeys(),
  ]);
  return {
    trips: parseAll(listedTrip, trips, 'trip_requests row'),
    rfqs: parseAll(listedRfq, rfqs, 'rfqs row'),
    history: new Set(history),
  };
}

/**
 * Unread operator messages of `rfqs`, by trip: those stored after each thread's read mark,
 * or the one a pulled RFQ tells of (as the trip screen counts them,
 * ../trip-screen/thread-state.ts). Only a thread told of a message after its mark can have
 * any (an RFQ's `last_message_at` is its newest message's), so only those threads' messages
 * are read.
 */
export async function unreadByTrip(
  db: CharterDb,
  rfqs: readonly ListedRfq[],
): Promise<Map<string, number>> {
  const marks = await db.thread_reads.bulkGet(rfqs.map((rfq) => rfq.id));
  const markOf = new Map(rfqs.map((rfq, index) => [rfq.id, marks[index]?.read_through ?? null]));
  const candidates = rfqs.filter((rfq) => {
    const mark = markOf.get(rfq.id) ?? null;
    return rfq.last_message_at !== null && (mark === null || rfq.last_message_at > mark);
  });
  const stored = parseAll(
    listedMessage,
    await rawRowsOf(
      db.messages,
      'rfq_id',
      candidates.map((rfq) => rfq.id),
    ),
    'messages row',
  );
  const threads = new Map<string, { last: string | null; unread: number }>();
  for (const message of stored) {
    const thread = threads.get(message.rfq_id) ?? { last: null, unread: 0 };
    const mark = markOf.get(message.rfq_id) ?? null;
    if (thread.last === null || message.at > thread.last) thread.last = message.at;
    if (message.author === 'operator' && (mark === null || message.at > mark)) thread.unread += 1;
    threads.set(message.rfq_id, thread);
  }
  const byTrip = new Map<string, number>();
  for (const rfq of candidates) {
    const thread = threads.get(rfq.id) ?? { last: null, unread: 0 };
    const unseen = toldUnseen(rfq, thread.last, markOf.get(rfq.id) ?? null);
    const unread = Math.max(thread.unread, unseen ? 1 : 0);
    if (unread > 0)
      byTrip.set(rfq.trip_request_id, (byTrip.get(rfq.trip_request_id) ?? 0) + unread);
  }
  return byTrip;
}
