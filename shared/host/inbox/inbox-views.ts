// The Inbox's items as the page reads them (`inboxItem`, shared/rpc/local/inbox.ts): each one
// with its RFQ, its message, the trip request and its client, read a table at a time for a
// whole page. The same words for what the database's arrivals bring.
import type { CharterDb } from '../../db/database';
import type { Arrival } from '../../db/inbox-upkeep/arrivals';
import { answerKey, itemSource, messageKey } from '../../db/inbox-upkeep/items';
import type { ClientRow, InboxRow, MessageRow, RfqRow, TripRequestRow } from '../../db/rows';
import type { InboxItem } from '../../rpc/local/inbox';
import { operatorName } from '../../rules/rfq-states';

/** An item to describe: stored, or an arrival (whose message may not be stored yet). */
interface Entry {
  key: string;
  kind: InboxItem['kind'] | 'answer';
  rfq_id: string;
  at: string;
  unread: boolean;
  message_id: string | null;
}

const unique = <T>(values: readonly T[]) => [...new Set(values)];

function byId<Row extends { id: string }>(rows: readonly (Row | undefined)[]): Map<string, Row> {
  return new Map(rows.filter((row) => row !== undefined).map((row) => [row.id, row]));
}

function tripOf(
  trip: TripRequestRow | undefined,
  client: ClientRow | undefined,
): InboxItem['trip'] {
  if (!trip) return null;
  const legs = [...trip.legs].sort((a, b) => a.seq - b.seq);
  return {
    number: trip.number,
    legs: legs.map((leg) => ({ from: leg.from.code, to: leg.to.code })),
    departs: legs[0]?.depart_date ?? null,
    client_name: client?.name ?? null,
    currency: trip.currency,
  };
}

function itemOf(
  entry: Entry,
  rfq: RfqRow,
  message: MessageRow | undefined,
  trip: InboxItem['trip'],
): InboxItem {
  const kind =
    entry.kind === 'answer' ? (rfq.status === 'declined' ? 'decline' : 'quote') : entry.kind;
  return {
    key: entry.key,
    kind,
    at: entry.at,
    unread: entry.unread,
    rfq_id: rfq.id,
    trip_request_id: rfq.trip_request_id,
    trip,
    operator_name: operatorName(rfq),
    amount_cents: kind === 'quote' ? rfq.quote_amount_cents : null,
    text: kind === 'message' ? (message?.body ?? null) : rfq.response_note,
    author_name: kind === 'message' ? (message?.author_name ?? null) : null,
  };
}

/** Each entry described; one whose RFQ is gone (it went in the same moment) is left out. */
async function describe(db: CharterDb, entries: readonly Entry[]): Promise<InboxItem[]> {
  const rfqs = byId(await db.rfqs.bulkGet(unique(entries.map((entry) => entry.rfq_id))));
  const messageIds = entries.flatMap((entry) => entry.message_id ?? []);
  const messages = byId(await db.messages.bulkGet(messageIds));
  const tripIds = unique([...rfqs.values()].map((rfq) => rfq.trip_request_id));
  const trips = byId(await db.trip_requests.bulkGet(tripIds));
  const clientIds = unique([...trips.values()].flatMap((trip) => trip.client_id ?? []));
  const clients = byId(await db.clients.bulkGet(clientIds));
  return entries.flatMap((entry) => {
    const rfq = rfqs.get(entry.rfq_id);
    if (!rfq) return [];
    const trip = trips.get(rfq.trip_request_id);
    const client = trip?.client_id ? clients.get(trip.client_id) : undefined;
    const message = entry.message_id ? messages.get(entry.message_id) : undefined;
    return [itemOf(entry, rfq, message, tripOf(trip, client))];
  });
}

/** The tables `inboxViews` and `arrivalViews` read. */
export const VIEW_TABLES = ['rfqs', 'messages', 'trip_requests', 'clients'] as const;

export function inboxViews(db: CharterDb, rows: readonly InboxRow[]): Promise<InboxItem[]> {
  return describe(
    db,
    rows.map((row) => {
      const source = itemSource(row.key);
      const isMessage = source?.kind === 'message';
      return {
        key: row.key,
        kind: isMessage ? 'message' : 'answer',
        rfq_id: row.rfq_id,
        at: row.at,
        unread: row.unread === 1,
        message_id: isMessage ? source.id : null,
      };
    }),
  );
}

/**
 * What arrived, as the Inbox will show it. A message told of by its RFQ's counters before
 * its thread is pulled is keyed by its thread and time, and has no text yet.
 */
export function arrivalViews(db: CharterDb, arrivals: readonly Arrival[]): Promise<InboxItem[]> {
  return describe(
    db,
    arrivals.map((arrival) => ({
      key:
        arrival.kind === 'message'
          ? arrival.message_id === null
            ? `thread:${arrival.rfq_id}@${arrival.at}`
            : messageKey(arrival.message_id)
          : answerKey(arrival.rfq_id),
      kind: arrival.kind,
      rfq_id: arrival.rfq_id,
      at: arrival.at,
      unread: true,
      message_id: arrival.message_id,
    })),
  );
}
