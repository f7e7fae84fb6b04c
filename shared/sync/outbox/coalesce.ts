// Where a new outbox entry goes (DESIGN: Outbox and sync). It waits for the entry that
// created what it acts on, and, with coalescing, folds into the entity's entries that were
// never sent, as the writes' behaviors say (writes/): an edit folds into the record's last
// unsent entry that takes it (create + PATCHes → one create; PATCH + PATCH → one PATCH,
// later field wins, the earliest server value kept to restore); a delete takes the record's
// unsent entries with it (of a never-synced create → nothing; after PATCHes → the DELETE
// alone); a write that takes back a record an unsent entry made (a withdrawal of an RFQ of a
// batch never sent) takes it out of that entry, with what was queued on it, and goes nowhere.
// Other writes never coalesce. An entry once handed to the transport is never changed (the
// remote may already hold it under its Idempotency-Key), unless the remote refused it as
// invalid.
import type { CharterDb } from '../../db/database';
import type { ClientRow, OutboxRow } from '../../db/rows';
import type { EntryDraft } from '../writes/behavior';
import { writeOf } from '../writes';
import { dropActingOn } from './actions';

/** An entry as the journal first writes it: its place and key, its draft still to come. */
export type Placeholder = Omit<OutboxRow, 'seq' | 'body' | 'base'> & { body: null; base: null };

/**
 * Whether a write may fold into `entry`: never sent, or refused as invalid (a 422 is not
 * stored under its key, so the same key may carry the broker's fix).
 */
const foldable = (entry: OutboxRow) =>
  (entry.state === 'pending' && entry.attempts === 0) ||
  (entry.state === 'parked' && entry.problem?.status === 422);

/** A fix folded into a parked entry sends it again. */
const resumed = (entry: OutboxRow): OutboxRow =>
  entry.state === 'parked' ? { ...entry, state: 'pending', reason: null, problem: null } : entry;

/** The entry that created `id` and is still to be sent (not `self`), or undefined. */
async function creatorOf(db: CharterDb, id: string, self: number) {
  const creators = await db.outbox.where('created_ids').equals(id).toArray();
  return creators.find((entry) => entry.seq !== self);
}

/**
 * Folds `draft` into the entity's `earlier` entries when its write and theirs allow: the
 * draft to keep, or null when nothing more need be sent.
 */
async function fold(
  db: CharterDb,
  earlier: readonly OutboxRow[],
  draft: EntryDraft,
): Promise<EntryDraft | null> {
  const write = writeOf(draft.operation_id);
  if (write.edit) {
    const last = earlier.at(-1);
    if (!last || !foldable(last)) return draft;
    const taken = writeOf(last.operation_id).takeEdit?.(last, write.edit(draft));
    if (!taken) return draft;
    await db.outbox.put(resumed(taken));
    return null;
  }
  if (write.deleteKeeping) {
    if (earlier.length === 0 || !earlier.every(foldable)) return draft;
    const folded = earlier.map((entry) => writeOf(entry.operation_id).foldIntoDelete?.(entry));
    if (folded.some((each) => each === undefined)) return draft;
    await db.outbox.bulkDelete(earlier.map((entry) => entry.seq));
    // A create never reached the remote: neither it nor the delete need be sent.
    if (folded.some((each) => each?.cancels)) return null;
    const serverValues: Partial<ClientRow> = {};
    for (const each of folded)
      if (each && !each.cancels) Object.assign(serverValues, each.serverValues);
    return write.deleteKeeping(draft, serverValues);
  }
  return draft;
}

/**
 * `draft` takes back the record its `creator` made, when both writes allow it and the creator
 * never reached the remote: the creator goes on without the record (dropped when nothing is
 * left), the entries queued on the record are undone, and the draft is not kept (its
 * `placeholder` goes). A creator once tried sends its new body under the placeholder's key,
 * never sent: the remote may hold the old one. False when it cannot: the draft waits for the
 * creator, as any entry on what another makes.
 */
async function takeBack(
  db: CharterDb,
  placeholder: Placeholder & { seq: number },
  creator: OutboxRow,
  draft: EntryDraft,
): Promise<boolean> {
  const write = writeOf(draft.operation_id);
  const creating = writeOf(creator.operation_id);
  const id = draft.target_id;
  if (!write.takeBack || !creating.withoutCreated || !foldable(creator) || id === null) {
    return false;
  }
  const without = await creating.withoutCreated(db, creator, id);
  if (!without) return false;
  await db.outbox.delete(placeholder.seq);
  const { rest } = without;
  if (rest === null) await db.outbox.delete(creator.seq);
  else {
    const tried = creator.attempts > 0;
    await db.outbox.put({
      ...rest,
      ...(tried && { idempotency_key: placeholder.idempotency_key, attempts: 0 }),
      updated_at: placeholder.updated_at,
    });
  }
  await dropActingOn(db, creator, [id]);
  await write.takeBack(db, draft);
  return true;
}

/**
 * Completes the `placeholder` entry from `draft`, or folds it away. Every await here is an
 * IndexedDB request (unit-of-work.ts: the transaction would commit early).
 */
export async function placeEntry(
  db: CharterDb,
  placeholder: Placeholder & { seq: number },
  draft: EntryDraft,
  coalesce: boolean,
): Promise<void> {
  const { seq } = placeholder;
  const creator = draft.target_id === null ? undefined : await creatorOf(db, draft.target_id, seq);
  if (coalesce && creator && (await takeBack(db, placeholder, creator, draft))) return;
  let kept: EntryDraft | null = draft;
  if (coalesce) {
    // Primary-key order within the entity index: write order.
    const earlier = (await db.outbox.where('entity').equals(draft.entity).toArray()).filter(
      (entry) => entry.seq < seq,
    );
    kept = await fold(db, earlier, draft);
  }
  if (kept === null) {
    await db.outbox.delete(seq);
    return;
  }
  // A create it waits for that was folded away above cannot be its creator any more.
  const dependsOn = creator && (await db.outbox.get(creator.seq)) ? creator.seq : null;
  await db.outbox.put({ ...placeholder, ...kept, depends_on: dependsOn });
}
