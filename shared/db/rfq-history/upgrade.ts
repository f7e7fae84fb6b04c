// Schema version 11: the RFQs a database already found missing (its findings, in sync_state)
// become history, and leave the Inbox, as the findings keep it from then on.
import type { Transaction } from 'dexie';
import { z } from 'zod';
import type { RfqHistoryRow, RfqRow } from '../rows';
import { HISTORY_TABLE } from './history';

/** What the upgrade reads of the stored findings (shared/sync/pull/findings/). */
const storedFindings = z.object({
  items: z.array(
    z.object({ kind: z.string(), id: z.string(), problem: z.string(), found_at: z.string() }),
  ),
});

export async function historyFromFindings(tx: Transaction): Promise<void> {
  const stored = (await tx.table('sync_state').get('findings')) as { value: unknown } | undefined;
  const parsed = storedFindings.safeParse(stored?.value);
  if (!parsed.success) return;
  const missing = parsed.data.items.filter(
    (item) => item.kind === 'rfq' && item.problem === 'missing',
  );
  const rfqs = (await tx.table('rfqs').bulkGet(missing.map((item) => item.id))) as (
    RfqRow | undefined
  )[];
  const rows: RfqHistoryRow[] = missing.flatMap((item, at) => {
    const rfq = rfqs[at];
    return rfq
      ? [
          {
            rfq_id: rfq.id,
            trip_request_id: rfq.trip_request_id,
            because: 'missing' as const,
            since: item.found_at,
            sent_again_as: null,
          },
        ]
      : [];
  });
  // Their inbox items go with them (the inbox's middleware follows the history table).
  await tx.table(HISTORY_TABLE).bulkPut(rows);
}
