// Outbox entries as the Sync screen lists them: what each change is and what a discard
// would undo, in a broker's words (each write's own, sync/writes/), with the record to open
// to fix it.
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import type { OutboxEntryView } from '../../rpc/local/outbox';
import { writeOf } from '../../sync/writes';

export async function outboxEntryView(db: CharterDb, entry: OutboxRow): Promise<OutboxEntryView> {
  const write = writeOf(entry.operation_id);
  const { summary, effect, record, conflict, refused } = await write.describe(db, entry);
  return {
    id: entry.id,
    operation_id: entry.operation_id,
    summary,
    state: entry.state,
    attempts: entry.attempts,
    next_attempt_at:
      entry.next_attempt_at === null ? null : new Date(entry.next_attempt_at).toISOString(),
    reason: entry.reason,
    problem: entry.problem,
    discard_effect: effect,
    record,
    can_recreate:
      entry.state === 'parked' && write.recreatable && entry.problem?.type === 'not_found',
    conflict: conflict
      ? {
          name: conflict.name,
          fields: conflict.fields.map(({ keepBoth, ...field }) => ({
            ...field,
            keep_both: keepBoth,
          })),
        }
      : null,
    refused: refused?.parts ?? [],
    can_send_others: refused?.othersMayGo ?? false,
    created_ids: entry.created_ids,
    created_at: entry.created_at,
  };
}
