// RFQs that are history (schema version 11): the one rule every reader of RFQs applies. An
// RFQ is history when the remote no longer holds it — found missing (a finding, kept here or
// not yet decided on), or sent again as a new request, of which it is the lost first part.
// History stays readable (its thread, its quote, on the trip below the live RFQs, in search
// and the timeline) but is never counted, compared, offered or told of as news: the Inbox,
// quotes compared, the RFQs' summary, Needs you and proposals read live
// RFQs only. Kept by the findings (shared/sync/pull/findings/); the Inbox's items follow it
// (../inbox-upkeep/). Local only: never synced, so the write guard leaves it alone.
import type { EntityTable } from 'dexie';
import type { RfqHistoryRow } from '../rows';

/** What the reads below need of a database: its history table. */
type WithHistory = { rfq_history: EntityTable<RfqHistoryRow, 'rfq_id'> };

export const HISTORY_TABLE = 'rfq_history';
/** By RFQ, by trip request, and by the RFQ that re-sent it. */
export const HISTORY_SCHEMA = 'rfq_id, trip_request_id, sent_again_as';

/** The history rows of a trip request's RFQs, by RFQ id. */
export async function tripHistory(
  db: WithHistory,
  tripId: string,
): Promise<Map<string, RfqHistoryRow>> {
  const rows = await db.rfq_history.where('trip_request_id').equals(tripId).toArray();
  return new Map(rows.map((row) => [row.rfq_id, row]));
}

/** The ids of every RFQ that is history. */
export async function historyIds(db: WithHistory): Promise<Set<string>> {
  return new Set(await db.rfq_history.toCollection().primaryKeys());
}

/** Of `rfqs`, those that are live: not in `history`. */
export const liveOnly = <Row extends { id: string }>(
  rfqs: readonly Row[],
  history: ReadonlySet<string> | ReadonlyMap<string, unknown>,
): Row[] => rfqs.filter((rfq) => !history.has(rfq.id));
