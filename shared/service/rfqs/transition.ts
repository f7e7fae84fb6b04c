// The one way an RFQ's status moves (withdraw, quote, decline): find it, check it is still
// open, apply the change. Call inside a write transaction.
import type { Rfq } from '../../api';
import type { RfqRow } from '../../db/rows';
import type { ServiceDeps } from '../deps';
import { assertOpen, findRfq } from './rfq-rules';
import { rfqView } from './rfq-view';

export async function transitionRfq(
  deps: ServiceDeps,
  ref: string,
  action: string,
  change: (row: RfqRow, nowIso: string) => Partial<RfqRow>,
): Promise<Rfq> {
  const now = deps.clock.now();
  const row = await findRfq(deps.db, ref);
  assertOpen(row, now, action);
  const updated: RfqRow = { ...row, ...change(row, now.toISOString()) };
  await deps.db.rfqs.put(updated);
  return rfqView(updated, now);
}
