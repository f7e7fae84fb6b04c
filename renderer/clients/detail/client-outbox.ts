// A client's place in the outbox (GET /local/outbox): changes of it still waiting to sync,
// one the remote refused (its problem names the fields at fault), and a delete to undo.
import type { OutboxEntryView } from '../../../shared/rpc/local/outbox';

export interface ClientOutbox {
  /** Changes made here that the remote does not have yet. */
  waiting: number;
  /** The remote refused this change: the broker must fix or discard it. */
  parked: OutboxEntryView | null;
  /** A create never sent: deleting the client folds it away, leaving nothing to undo. */
  unsent: boolean;
  /** The delete of this client, while it has not synced. */
  deletion: OutboxEntryView | null;
}

/** As the outbox folds a delete into earlier entries (shared/sync/outbox/coalesce.ts). */
const foldable = (entry: OutboxEntryView) =>
  (entry.state === 'pending' && entry.attempts === 0) ||
  (entry.state === 'parked' && entry.problem?.status === 422);

/** `ids`: the id the broker opened and the id the record has now (a local id may alias it). */
export function clientOutbox(entries: readonly OutboxEntryView[], ids: string[]): ClientOutbox {
  const own = entries.filter(
    (entry) => entry.record?.kind === 'client' && ids.includes(entry.record.id),
  );
  return {
    waiting: own.filter((entry) => entry.operation_id !== 'deleteClient').length,
    parked: own.find((entry) => entry.state === 'parked') ?? null,
    unsent: own.some((entry) => entry.operation_id === 'createClient' && foldable(entry)),
    deletion: own.find((entry) => entry.operation_id === 'deleteClient') ?? null,
  };
}
