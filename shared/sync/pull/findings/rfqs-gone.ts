// RFQs the server no longer has: their thread answered 404, a complete list of their trip's RFQs
// left them out, or their trip is gone. The API never deletes an RFQ, so the remote lost data: each
// becomes a finding for the broker (findings-record.ts), its thread is asked for no more, and the
// remote's loss is said (lost-remote.ts). A trip request gone is a finding too, and its RFQs with
// it. Call inside a transaction that records sync state first.
import type { CharterDb } from '../../../db/database';
import { heldHereOnly } from '../../local-only';
import { addFindings, missing, missingIds } from './findings-record';
import { remoteLost } from './lost-remote';
import { madeHere } from './server-deletions';

/**
 * Of `ids`, the RFQs here that the remote had (not held here only: made by an entry still to
 * be sent, or withdrawn before it was) and not found missing already.
 */
async function newlyGone(db: CharterDb, ids: readonly string[]): Promise<string[]> {
  const [rows, local, found] = await Promise.all([
    db.rfqs.bulkGet([...ids]),
    heldHereOnly(db, ids),
    missingIds(db, 'rfq'),
  ]);
  return ids.filter((id, index) => rows[index] !== undefined && !local.has(id) && !found.has(id));
}

export async function rfqsGone(db: CharterDb, ids: readonly string[], nowIso: string) {
  const gone = await newlyGone(db, ids);
  if (gone.length === 0) return;
  const own = await madeHere(db, 'rfq', gone);
  await addFindings(
    db,
    gone.map((id) => missing('rfq', id, own.has(id), nowIso)),
  );
  await remoteLost(db, 'rfq_missing', null, nowIso);
}

/** The RFQs here of trip `tripId` that a complete list of them (`listed`) leaves out. */
export async function rfqsLeftOut(
  db: CharterDb,
  tripId: string,
  listed: readonly string[],
  nowIso: string,
): Promise<void> {
  const known = await db.rfqs.where('trip_request_id').equals(tripId).primaryKeys();
  await rfqsGone(
    db,
    known.filter((id) => !listed.includes(id)),
    nowIso,
  );
}

export async function tripGone(db: CharterDb, tripId: string, nowIso: string): Promise<void> {
  const [trip, found] = await Promise.all([
    db.trip_requests.get(tripId),
    missingIds(db, 'trip_request'),
  ]);
  if (!trip || found.has(tripId)) return;
  await addFindings(db, [missing('trip_request', tripId, false, nowIso)]);
  await rfqsLeftOut(db, tripId, [], nowIso);
}
