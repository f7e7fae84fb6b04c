// A page of the trips list in departure order read from storage (db/trip-order/), while the
// worker's kept list (trip-memory.ts) is not loaded: the first opening after the book filled,
// or after another tab wrote. Each asked status is one range of the order's index, read as
// keys only from the cursor's place; the ranges are merged and only the page's trips are
// read whole, so a page costs its own 50 trips, not every trip, RFQ and thread held.
import { tripRequestStatus } from '../../api';
import type { CharterDb } from '../../db/database';
import { TRIP_ORDER_INDEX } from '../../db/trip-order/order';
import { inTransaction } from '../../db/unit-of-work';
import { encodeCursor } from '../../pagination/cursor';
import type { TripListPage } from '../../rpc/local/trip-list';
import { itemOf, readKeptTrips } from './kept-trip';
import { afterOf, bindingOf, compare, type Place, type Query } from './trip-list-page';

/**
 * The most trips the first page read from storage holds, whatever its `limit`: each one costs
 * reads of its own (its RFQs, their threads, its client), and a screen shows about 20. The
 * pages after it, asked as the broker scrolls, are as long as asked: shorter ones would take
 * more round trips to reach the end of the list.
 */
export const STORAGE_FIRST_PAGE_MOST = 40;

/** Higher than every character of a key: ids and departure keys are ASCII. */
const TOP = '\uffff';

/** The departure keys within the query's dates: a key starts with its first leg's date. */
function keyBounds({ departs_from, departs_to }: Query): [string, string] {
  if (departs_from === undefined && departs_to === undefined) return ['', TOP];
  // A date filter leaves out trips with no leg: their key ('9999|…') is past any date's.
  return [departs_from ?? '', `${departs_to ?? '9999-12-31'}T${TOP}`];
}

async function statusPlaces(
  db: CharterDb,
  status: string,
  [from, to]: [string, string],
  after: Place | null,
  limit: number,
): Promise<Place[]> {
  // A cursor's place lies within the dates it was made for; the bound is kept in any case.
  const resume = after !== null && compare(after, [from, '']) >= 0;
  const lower = resume ? [status, ...after] : [status, from, ''];
  // Rows, not the index's keys: one getAll, where keys come a cursor step at a time.
  const rows = await db.trip_order
    .where(TRIP_ORDER_INDEX)
    .between(lower, [status, to, TOP], !resume, true)
    .limit(limit)
    .toArray();
  return rows.map((row): Place => [row.departure_key, row.id]);
}

const countIn = (db: CharterDb, status: string, [from, to]: [string, string]) =>
  db.trip_order
    .where(TRIP_ORDER_INDEX)
    .between([status, from, ''], [status, to, TOP], true, true)
    .count();

async function readPage(db: CharterDb, query: Query, now: Date): Promise<TripListPage> {
  const statuses = query.status ?? tripRequestStatus.options;
  const bounds = keyBounds(query);
  const binding = bindingOf(query);
  const after = afterOf(query, binding);
  const limit = after === null ? Math.min(query.limit, STORAGE_FIRST_PAGE_MOST) : query.limit;
  const [ranges, counts] = await Promise.all([
    Promise.all(statuses.map((s) => statusPlaces(db, s, bounds, after, limit + 1))),
    Promise.all(statuses.map((s) => countIn(db, s, bounds))),
  ]);
  const places = ranges.flat().sort(compare);
  const shown = places.slice(0, limit);
  const kept = new Map(
    (
      await readKeptTrips(
        db,
        shown.map(([, id]) => id),
      )
    ).map((trip) => [trip.item.id, trip]),
  );
  const last = shown.at(-1);
  return {
    items: shown.map(([, id]) => {
      const trip = kept.get(id);
      // Written together with their trips (db/trip-order/middleware.ts): never one alone.
      if (!trip) throw new Error(`The trips' order names ${id}, a trip not held`);
      return itemOf(trip, now);
    }),
    next_cursor: places.length > limit && last ? encodeCursor(binding, last) : null,
    total: counts.reduce((sum, count) => sum + count, 0),
  };
}

/** `query`'s page (sorted by departure), read in one transaction. */
export function tripListPageFromStorage(
  db: CharterDb,
  query: Query,
  now: Date,
): Promise<TripListPage> {
  const scope = [
    db.trip_order,
    db.trip_requests,
    db.rfqs,
    db.messages,
    db.thread_reads,
    db.clients,
    db.rfq_history,
  ];
  return inTransaction(db, 'r', scope, (bound) => readPage(bound, query, now));
}
