// One trip request as the trips list keeps it in memory (trip-memory.ts): the trip's own
// fields the list shows, its RFQs reduced to what their progress and quotes need, its unread
// operator messages and its sort keys. Read from the database in batches (`readKeptTrips`).
import { z } from 'zod';
import type { CharterDb } from '../../db/database';
import { departureKey } from '../../db/trip-order/order';
import { liveOnly } from '../../db/rfq-history/history';
import { parseUnknown } from '../../encoding/parse-unknown';
import { isExpired } from '../../rules/rfq-states';
import { departureZone } from '../../time/zoned';
import type { TripListItem } from '../../rpc/local/trip-list';
import {
  rawRowsOf,
  readTripsAndRfqs,
  unreadByTrip,
  type ListedRfq,
  type ListedTrip,
} from './read-trips';

interface KeptRfq {
  id: string;
  /** What the remote no longer holds (shared/db/rfq-history/): kept, never counted. */
  history: boolean;
  status: ListedRfq['status'];
  viewed: boolean;
  expires_at: string;
  quote_cents: number | null;
}

export interface KeptTrip {
  item: Omit<TripListItem, 'rfqs' | 'lowest_quote_cents' | 'unread' | 'last_activity_at'>;
  /** The trip's client, even one this computer does not hold (its name would come later). */
  clientId: string | null;
  rfqs: KeptRfq[];
  unread: number;
  /** First leg's date and time (a trip with no leg last), then its number (db/trip-order/). */
  departureKey: string;
  /** ISO time in UTC: string order is time order. */
  lastActivityAt: string;
}

const latest = (times: readonly (string | null)[]): string =>
  new Date(
    Math.max(...times.filter((at) => at !== null).map((at) => Date.parse(at))),
  ).toISOString();

function keptTrip(
  trip: ListedTrip,
  rfqs: readonly ListedRfq[],
  history: ReadonlySet<string>,
  clientName: string | null,
  unread: number,
): KeptTrip {
  const legs = [...trip.legs].sort((a, b) => a.seq - b.seq);
  const first = legs[0];
  const last = legs.at(-1);
  const route = legs.map((leg) => leg.from.code);
  if (last) route.push(last.to.code);
  return {
    item: {
      id: trip.id,
      number: trip.number,
      status: trip.status,
      source: trip.source,
      source_system: trip.source_system,
      client:
        trip.client_id === null || clientName === null
          ? null
          : { id: trip.client_id, name: clientName },
      route,
      departure: first
        ? { date: first.depart_date, time: first.depart_time, zone: departureZone(first) }
        : null,
      last_leg_date: last && legs.length > 1 ? last.depart_date : null,
      pax: trip.pax,
      currency: trip.currency,
      budget_cents: trip.budget_cents,
      budget_min_cents: trip.budget_min_cents,
    },
    clientId: trip.client_id,
    rfqs: rfqs.map((rfq) => ({
      id: rfq.id,
      history: history.has(rfq.id),
      status: rfq.status,
      viewed: rfq.viewed_at !== null,
      expires_at: rfq.expires_at,
      quote_cents: rfq.status === 'quoted' ? rfq.quote_amount_cents : null,
    })),
    unread,
    departureKey: departureKey(trip),
    lastActivityAt: latest([
      trip.updated_at,
      ...liveOnly(rfqs, history).flatMap((rfq) => [
        rfq.sent_at,
        rfq.viewed_at,
        rfq.responded_at,
        rfq.last_message_at,
      ]),
    ]),
  };
}

/** The list's item for `kept` at `now` (an RFQ's expiry is read at answer time). */
export function itemOf(kept: KeptTrip, now: Date): TripListItem {
  const rfqs = { asked: 0, viewed: 0, quoted: 0, declined: 0, withdrawn: 0, expired: 0 };
  let lowest: number | null = null;
  for (const rfq of kept.rfqs) {
    if (rfq.history) continue;
    rfqs.asked += 1;
    if (rfq.viewed) rfqs.viewed += 1;
    if (rfq.status === 'quoted') rfqs.quoted += 1;
    if (rfq.status === 'declined') rfqs.declined += 1;
    if (rfq.status === 'withdrawn') rfqs.withdrawn += 1;
    if (rfq.status === 'sent' && isExpired(rfq, now)) rfqs.expired += 1;
    if (rfq.quote_cents !== null && (lowest === null || rfq.quote_cents < lowest)) {
      lowest = rfq.quote_cents;
    }
  }
  return {
    ...kept.item,
    rfqs,
    lowest_quote_cents: lowest,
    unread: kept.unread,
    last_activity_at: kept.lastActivityAt,
  };
}

const clientName = z.object({ id: z.string(), name: z.string() });

/** The names of the clients `ids` held here. */
async function clientNames(db: CharterDb, ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await rawRowsOf(db.clients, 'id', ids);
  return new Map(
    rows.map((row) => {
      const { id, name } = parseUnknown(clientName, row, 'clients row');
      return [id, name];
    }),
  );
}

/** Every trip held, or those of `tripIds`, as kept; in `db`'s read transaction. */
export async function readKeptTrips(
  db: CharterDb,
  tripIds?: readonly string[],
): Promise<KeptTrip[]> {
  const { trips, rfqs, history } = await readTripsAndRfqs(db, tripIds);
  const clientIds = [...new Set(trips.flatMap((trip) => trip.client_id ?? []))];
  const [names, unread] = await Promise.all([
    clientNames(db, clientIds),
    unreadByTrip(db, liveOnly(rfqs, history)),
  ]);
  const byTrip = new Map<string, ListedRfq[]>();
  for (const rfq of rfqs) {
    const list = byTrip.get(rfq.trip_request_id);
    if (list) list.push(rfq);
    else byTrip.set(rfq.trip_request_id, [rfq]);
  }
  return trips.map((trip) =>
    keptTrip(
      trip,
      byTrip.get(trip.id) ?? [],
      history,
      trip.client_id === null ? null : (names.get(trip.client_id) ?? null),
      unread.get(trip.id) ?? 0,
    ),
  );
}
