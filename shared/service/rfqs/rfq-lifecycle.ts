// The one way an RFQ's status moves: an action checked against what its status allows
// (shared/rules/rfq-states.ts, docs/decisions.md) and stored, or refused as a 409.
import type { RfqRow } from '../../db/rows';
import { actionRefusal, threadRefusal, type RfqAction } from '../../rules/rfq-states';
import type { ServiceDeps } from '../deps';
import { conflict, findRfq } from './rfq-rules';

export function assertThreadOpen(rfq: RfqRow): void {
  const refusal = threadRefusal(rfq);
  if (refusal) throw conflict(refusal);
}

/**
 * Moves an RFQ (by id or link token) by `action`, after checking the action is allowed at
 * `now`; call inside a write transaction. Answers the stored row.
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
  return updated;
}

/**
 * Operation 5. `responded_at` and the quote fields stay as they were: they date and price
 * the operator's answer, not the broker's withdrawal.
 */
export function withdrawRfq(deps: ServiceDeps, id: string, now: Date): Promise<RfqRow> {
  return transitionRfq(deps, id, 'withdraw', now, () => ({ status: 'withdrawn' }));
}
