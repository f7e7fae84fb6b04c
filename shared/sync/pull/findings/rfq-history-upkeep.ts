// The findings keep which RFQs are history (shared/db/rfq-history/): one found missing is
// history until the remote holds it again or the broker removes it; one sent again stays the
// history of the new request that replaced it. Call inside the findings' transaction, whose
// scope holds the history table.
import type { CharterDb } from '../../../db/database';
import type { RfqHistoryRow } from '../../../db/rows';

/** RFQs `found` missing at their `found_at` (an RFQ history already keeps its first moment). */
export async function missingIsHistory(
  db: CharterDb,
  found: readonly { id: string; found_at: string }[],
): Promise<void> {
  if (found.length === 0) return;
  const ids = found.map((each) => each.id);
  const [rfqs, known] = await Promise.all([db.rfqs.bulkGet(ids), db.rfq_history.bulkGet(ids)]);
  const rows: RfqHistoryRow[] = found.flatMap((each, at) => {
    const rfq = rfqs[at];
    if (!rfq || known[at]) return [];
    const { id, found_at: since } = each;
    return [
      {
        rfq_id: id,
        trip_request_id: rfq.trip_request_id,
        because: 'missing',
        since,
        sent_again_as: null,
      },
    ];
  });
  if (rows.length > 0) await db.rfq_history.bulkPut(rows);
}

/** RFQs sent again: each the history of the new request (`sentAs`, by old id) in its place. */
export async function sentAgainIsHistory(
  db: CharterDb,
  sentAs: ReadonlyMap<string, string>,
  nowIso: string,
): Promise<void> {
  const ids = [...sentAs.keys()];
  const rfqs = await db.rfqs.bulkGet(ids);
  const rows: RfqHistoryRow[] = ids.flatMap((id, at) => {
    const rfq = rfqs[at];
    if (!rfq) return [];
    const since = nowIso;
    const row: RfqHistoryRow = {
      rfq_id: id,
      trip_request_id: rfq.trip_request_id,
      because: 'sent_again',
      since,
      sent_again_as: sentAs.get(id) ?? null,
    };
    return [row];
  });
  await db.rfq_history.bulkPut(rows);
}

/** RFQs the remote holds again, or removed here: history no more. */
export async function noLongerHistory(db: CharterDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  // Only those that were: the Inbox makes the items of each one again.
  const were = await db.rfq_history
    .where('rfq_id')
    .anyOf([...ids])
    .primaryKeys();
  if (were.length > 0) await db.rfq_history.bulkDelete(were);
}
