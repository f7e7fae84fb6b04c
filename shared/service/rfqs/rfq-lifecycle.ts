// The one way an RFQ's status moves: an action checked against what its status allows
// (shared/rules/rfq-states.ts, docs/decisions.md) and stored, or refused as a 409.
import type { CharterDb } from '../../db/database';
import type { RfqRow } from '../../db/rows';
import { keepTripQuotes } from '../../db/trip-quotes';
import { actionRefusal, threadRefusal, type RfqAction } from '../../rules/rfq-states';
import type { ServiceDeps } from '../deps';
import { conflict, findRfq } from './rfq-rules';

export function assertThreadOpen(rfq: RfqRow): void {
  const refusal = threadRefusal(rfq);
  if (refusal) throw conflict(refusal);
}

/**
 * A request the remote no longer holds is history here (db/rfq-history/): read, never acted on,
 * for nothing sent on it could land. The remote's own database holds no history.
 */
export async function assertNotHistory(db: CharterDb, rfq: Pick<RfqRow, 'id'>): Promise<void> {
  if (await db.rfq_history.get(rfq.id)) {
    throw conflict(
      'This request for quotes is history: the remote no longer holds it. Ask the operator again from the trip',
    );
  }
}

/**
 * Moves an RFQ (by id or link token) by `action`, after checking the action is allowed at
 * `now`; call inside a write transaction over RFQs and trip requests. Answers the stored row.
 * Where this database is the trip's source of truth, the trip's quotes follow in the same
 * transaction (db/trip-quotes.ts); a replica's are the remote's, as pulled.
 */
export async function transitionRfq(
  deps: ServiceDeps,
  ref: string,
  action: RfqAction,
  now: Date,
  change: (row: RfqRow, nowIso: string) => Partial<RfqRow>,
): Promise<RfqRow> {
  const row = await findRfq(deps.db, ref);
  const refusal = actionRefusal(row, action, now);
  if (refusal) throw conflict(refusal);
  const updated: RfqRow = { ...row, ...change(row, now.toISOString()) };
  await deps.db.rfqs.put(updated);
  if (deps.db.role === 'server') await keepTripQuotes(deps.db, [updated.trip_request_id], now);
  return updated;
}

/**
 * Operation 5. `responded_at` and the quote fields stay as they were: they date and price
 * the operator's answer, not the broker's withdrawal.
 */
export async function withdrawRfq(deps: ServiceDeps, id: string, now: Date): Promise<RfqRow> {
  await assertNotHistory(deps.db, await findRfq(deps.db, id));
  return transitionRfq(deps, id, 'withdraw', now, () => ({ status: 'withdrawn' }));
}
