// Which records on the trip and thread screens have not reached the remote yet, from the
// outbox: a batch's new RFQs, messages, withdrawals. An entry the remote refused (parked)
// is a failure with its reason, which the broker may retry; a batch refused on some of its
// operators names them (`refused`), and its other RFQs wait for the broker's choice.
import type { OutboxEntryView } from '../../shared/rpc/local/outbox';

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
  /** Batches the remote refused on some of their operators, in write order. */
  refusedBatches: readonly OutboxEntryView[];
}

function markOf(entry: OutboxEntryView): SyncMark {
  if (entry.state !== 'parked') return { state: 'pending', reason: null, entry };
  const reason = entry.problem?.detail ?? entry.reason ?? entry.problem?.title ?? null;
  return { state: 'failed', reason, entry };
}

export function syncMarks(entries: readonly OutboxEntryView[]): SyncMarks {
  const created = new Map<string, SyncMark>();
  const withdrawals = new Map<string, SyncMark>();
  const refusedBatches: OutboxEntryView[] = [];
  for (const entry of entries) {
    const mark = markOf(entry);
    if (entry.operation_id === 'withdrawRfq' && entry.record) {
      withdrawals.set(entry.record.id, mark);
    } else if (
      entry.operation_id === 'createRfqBatch' ||
      entry.operation_id === 'createRfqMessage'
    ) {
      for (const id of entry.created_ids) created.set(id, mark);
      if (entry.refused.length > 0) refusedBatches.push(entry);
    }
  }
  return { created, withdrawals, refusedBatches };
}

export const NO_MARKS: SyncMarks = syncMarks([]);

/** The names of the operators a refusal named, as a broker reads a list of them. */
export function refusedNames(entry: OutboxEntryView): string {
  const names = entry.refused.map((part) => part.name);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}
