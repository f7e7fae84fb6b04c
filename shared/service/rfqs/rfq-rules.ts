// Finding the records an RFQ operation acts on, and the state rules that allow or refuse
// it (docs/decisions.md): 404 for an unknown record, 409 `conflict` saying why otherwise.
import { makeProblem, type TripRequestStatus } from '../../api';
import type { CharterDb } from '../../db/database';
import type { RfqRow, TripRequestRow } from '../../db/rows';
import { ProblemError } from '../../api/problem-error';
import { isExpired } from './rfq-view';

function notFound(detail: string): ProblemError {
  return new ProblemError(makeProblem('not_found', { detail }));
}

function conflict(detail: string): ProblemError {
  return new ProblemError(makeProblem('conflict', { detail }));
}

export async function findTripRequest(db: CharterDb, id: string): Promise<TripRequestRow> {
  const trip = await db.trip_requests.get(id);
  if (!trip) throw notFound(`No trip request with id ${id}`);
  return trip;
}

/** An RFQ by its id or by the token of its link (tokens are never UUID-shaped). */
export async function findRfq(db: CharterDb, ref: string): Promise<RfqRow> {
  const row = (await db.rfqs.get(ref)) ?? (await db.rfqs.where('link_token').equals(ref).first());
  if (!row) throw notFound('No RFQ with this id or link');
  return row;
}

const CLOSED_TRIP_STATUSES: readonly TripRequestStatus[] = [
  'booked',
  'completed',
  'declined',
  'cancelled',
];

/** Operators are asked to quote only while the trip is still being priced. */
export function assertAcceptsRfqs(trip: TripRequestRow): void {
  if (CLOSED_TRIP_STATUSES.includes(trip.status)) {
    throw conflict(
      `This trip request is ${trip.status}: quotes can be requested only while it is open or quoted`,
    );
  }
}

/** Quoting, declining and withdrawing need an RFQ that is sent or quoted and not expired. */
export function assertOpen(row: RfqRow, now: Date, action: string): void {
  if (row.status === 'withdrawn') throw conflict(`Cannot ${action} this RFQ: it was withdrawn`);
  if (row.status === 'declined') {
    throw conflict(`Cannot ${action} this RFQ: the operator declined it`);
  }
  if (isExpired(row, now)) {
    throw conflict(`Cannot ${action} this RFQ: it expired at ${row.expires_at}`);
  }
}

/** A withdrawn RFQ's thread is closed; a declined or expired one may still be talked over. */
export function assertThreadOpen(row: RfqRow): void {
  if (row.status === 'withdrawn') throw conflict('Cannot write on this RFQ: it was withdrawn');
}
