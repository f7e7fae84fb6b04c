// Finding the records an RFQ operation acts on, and whether a trip request takes RFQs:
// 404 for an unknown record, 409 `conflict` saying why otherwise (docs/decisions.md). What
// each status allows is shared/rules/rfq-states.ts; the RFQ's moves are rfq-lifecycle.ts.
import { makeProblem } from '../../api';
import { ProblemError } from '../../api/problem-error';
import type { CharterDb } from '../../db/database';
import type { RfqRow, TripRequestRow } from '../../db/rows';
import { acceptsRfqs } from '../../rules/rfq-states';

function notFound(detail: string): ProblemError {
  return new ProblemError(makeProblem('not_found', { detail }));
}

export function conflict(detail: string): ProblemError {
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

export function assertAcceptsRfqs(trip: TripRequestRow): void {
  if (!acceptsRfqs(trip)) {
    throw conflict(
      `This trip request is ${trip.status}: quotes can be requested only while it is open or quoted`,
    );
  }
}
