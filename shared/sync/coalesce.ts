// Where a new outbox entry goes (DESIGN: Outbox and sync). It waits for the entry that
// created what it acts on, and, with coalescing, folds into the entity's entries that were
// never sent: create + PATCHes → one create; PATCH + PATCH → one PATCH (later field wins,
// the earliest server value is kept to restore); DELETE of a never-synced create → nothing;
// DELETE after unsent PATCHes → the DELETE alone. Batches, messages and withdrawals never
// coalesce. An entry once handed to the transport is never changed (the remote may already
// hold it under its Idempotency-Key), unless the remote refused it as invalid.
import type { CharterDb } from '../db/database';
import type { OutboxRow } from '../db/rows';

export type EntryDraft = Pick<OutboxRow, 'entity' | 'target_id' | 'body' | 'base' | 'created_ids'>;

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

/** The entry a PATCH folds into (the entity's last, when never sent), as it becomes. */
function foldedPatch(last: OutboxRow | undefined, draft: EntryDraft): OutboxRow | null {
  if (!last || !foldable(last)) return null;
  const body = { ...(last.body as object), ...(draft.body as object) };
  if (last.operation_id === 'createClient') return resumed({ ...last, body });
  // The earliest value is the server's: that is what a discard must restore.
  if (last.operation_id === 'updateClient') {
    return resumed({ ...last, body, base: { ...draft.base, ...last.base } });
  }
  return null;
}

/**
 * Folds a DELETE into the entity's entries when none was ever sent: a create never reached
 * the remote, so nothing is sent; unsent PATCHes are dropped, the DELETE remembers the
 * record as the server last had it. Returns the draft to keep, or null for none.
 */
async function foldDelete(db: CharterDb, earlier: OutboxRow[], draft: EntryDraft) {
  if (earlier.length === 0 || !earlier.every(foldable)) return draft;
  await db.outbox.bulkDelete(earlier.map((entry) => entry.seq));
  if (earlier.some((entry) => entry.operation_id === 'createClient')) return null;
  const base = draft.base as { row: Record<string, unknown> };
  const serverValues = Object.assign({}, ...earlier.map((entry) => entry.base));
  return { ...draft, base: { ...base, row: { ...base.row, ...serverValues } } };
}

/**
 * Completes the placeholder entry `seq` from `draft`, or folds it away. Every await here is
 * an IndexedDB request (see journal.ts on Dexie's transaction zone).
 */
export async function placeEntry(
  db: CharterDb,
  seq: number,
  draft: EntryDraft,
  coalesce: boolean,
): Promise<void> {
  const creator = draft.target_id === null ? undefined : await creatorOf(db, draft.target_id, seq);
  const placeholder = (await db.outbox.get(seq))!;
  let kept: EntryDraft | null = draft;
  if (coalesce) {
    // Primary-key order within the entity index: write order.
    const earlier = (await db.outbox.where('entity').equals(draft.entity).toArray()).filter(
      (entry) => entry.seq < seq,
    );
    const folded =
      placeholder.operation_id === 'updateClient' ? foldedPatch(earlier.at(-1), draft) : null;
    if (folded) {
      await db.outbox.put(folded);
      kept = null;
    } else if (placeholder.operation_id === 'deleteClient') {
      kept = await foldDelete(db, earlier, draft);
    }
  }
  if (kept === null) {
    await db.outbox.delete(seq);
    return;
  }
  // A create it waits for that was folded away above cannot be its creator any more.
  const dependsOn = creator && (await db.outbox.get(creator.seq)) ? creator.seq : null;
  await db.outbox.put({ ...placeholder, ...kept, depends_on: dependsOn });
}
