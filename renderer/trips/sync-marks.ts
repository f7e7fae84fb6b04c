// Which records on the trip and thread screens have not reached the remote yet, from the
// outbox: a batch's new RFQs, messages, withdrawals. An entry the remote refused (parked)
// is a failure with its reason, which the broker may retry.
import type { OutboxEntryView } from '../../shared/rpc/local-api';

export interface SyncMark {
  state: 'pending' | 'failed';
  /** Why it failed, in the remote's words when it gave some. */
  reason: string | null;
  entry: OutboxEntryView;
}

export interface SyncMarks {
  /** By the id of what an entry made: an RFQ of a batch, a message. */
  created: ReadonlyMap<string, SyncMark>;
  /** By RFQ id: a withdrawal waiting to reach the remote. */
  withdrawals: ReadonlyMap<string, SyncMark>;
}

function markOf(entry: OutboxEntryView): SyncMark {
  if (entry.state !== 'parked') return { state: 'pending', reason: null, entry };
  const reason = entry.problem?.detail ?? entry.reason ?? entry.problem?.title ?? null;
  return { state: 'failed', reason, entry };
}

export function syncMarks(entries: readonly OutboxEntryView[]): SyncMarks {
  const created = new Map<string, SyncMark>();
  const withdrawals = new Map<string, SyncMark>();
  for (const entry of entries) {
    const mark = markOf(entry);
    if (entry.operation_id === 'withdrawRfq' && entry.record) {
      withdrawals.set(entry.record.id, mark);
    } else if (
      entry.operation_id === 'createRfqBatch' ||
      entry.operation_id === 'createRfqMessage'
    ) {
      for (const id of entry.created_ids) created.set(id, mark);
    }
  }
  return { created, withdrawals };
}

export const NO_MARKS: SyncMarks = syncMarks([]);
