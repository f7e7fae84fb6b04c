// Records every local write's outbox entry inside the write's own transaction (commitWrite
// calls it), so there is never a write without its entry nor an entry without its write.
// The entry is written before the records (the replica's write guard checks that order),
// then completed from what the write did, as its behavior says (writes/); coalescing
// (coalesce.ts) may fold it into an earlier entry that was never sent.
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import type { Clock } from '../../encoding/clock';
import type { WriteJournal } from '../../service/deps';
import { placeEntry, type Placeholder } from './coalesce';
import { isWriteOperation, writeOf } from '../writes';

export interface JournalOptions {
  clock: Clock;
  newId?: () => string;
  /** Off only to prove, in tests, that coalescing changes nothing the remote ends with. */
  coalesce?: boolean;
}

/**
 * Holds the entry's place in write order until its draft completes it. The one row that is
 * not yet its operation's shape (its body and base come with the draft), so it is never
 * read: the same transaction completes or deletes it (placeEntry gets it from here).
 */
function reserve(db: CharterDb, placeholder: Placeholder): Promise<number> {
  return db.outbox.add(placeholder as unknown as OutboxRow);
}

/**
 * What an entry starts with, beside its draft: pending, never tried, with its own key, given
 * once here so every retry, reload and restart sends the same one.
 */
export function newEntryState(newId: () => string, nowIso: string) {
  return {
    id: newId(),
    idempotency_key: newId(),
    depends_on: null,
    state: 'pending' as const,
    attempts: 0,
    next_attempt_at: null,
    reason: null,
    problem: null,
    created_at: nowIso,
    updated_at: nowIso,
  };
}

export function createWriteJournal(options: JournalOptions): WriteJournal {
  const { clock } = options;
  const newId = options.newId ?? (() => crypto.randomUUID());
  return {
    async record(write, db, work) {
      const operationId = write.operation.id;
      if (!isWriteOperation(operationId)) {
        throw new Error(`${operationId} is not a write the outbox knows`);
      }
      const behavior = writeOf(operationId);
      const nowIso = clock.now().toISOString();
      const placeholder: Placeholder = {
        operation_id: operationId,
        entity: '',
        target_id: null,
        body: null,
        base: null,
        created_ids: [],
        ...newEntryState(newId, nowIso),
      };
      const seq = await reserve(db, placeholder);
      const was = await behavior.before?.(db, write);
      const result = await work();
      const draft = await behavior.draft(db, write, result, was);
      if (draft === null) await db.outbox.delete(seq);
      else await placeEntry(db, { ...placeholder, seq }, draft, options.coalesce ?? true);
      return result;
    },
  };
}
