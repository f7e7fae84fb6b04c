// The trips list's order by departure, kept in the database (schema version 9): each trip
// request's status and departure key, indexed, so the Trips screen's pages sorted by departure
// are read from storage while the worker's kept list (shared/host/trip-list/) is not loaded.
// Derived from the trip request's own row alone: its RFQs and threads play no part.
import type { TripOrderRow } from '../rows';

export const TRIP_ORDER_TABLE = 'trip_order';
/** Status first, so each status is one range in departure order; the id breaks ties. */
export const TRIP_ORDER_INDEX = '[status+departure_key+id]';
export const TRIP_ORDER_SCHEMA = `id, ${TRIP_ORDER_INDEX}`;

/** A trip with no leg sorts last: no calendar date is after it ('9999-…' < '9999|'). */
export const NO_DEPARTURE = '9999';

interface Leg {
  seq: number;
  depart_date: string;
  depart_time: string | null;
}

/** First leg's date and time, then the trip's number: the list's departure order. */
export function departureKey(trip: { number: number; legs: readonly Leg[] }): string {
  let first: Leg | undefined;
  for (const leg of trip.legs) if (!first || leg.seq < first.seq) first = leg;
  const when = first ? `${first.depart_date}T${first.depart_time ?? ''}` : NO_DEPARTURE;
  return `${when}|${String(trip.number).padStart(12, '0')}`;
}

interface OrderedTrip {
  id: string;
  number: number;
  status: TripOrderRow['status'];
  legs: readonly Leg[];
}

export const orderRowOf = (trip: OrderedTrip): TripOrderRow => ({
  id: trip.id,
  status: trip.status,
  departure_key: departureKey(trip),
});
