// What the broker may do with an entry that needs attention (DESIGN: Failures): retry it,
// discard it, which restores the server's last known state of the record (a discarded
// create removes it, a discarded delete brings it back), re-create a client that was
// deleted on the server, settle a field the server changed too (keep mine, take theirs,
// keep both), or send a batch to the operators its refusal did not name. Each runs in one
// transaction that changes the outbox first.
import { makeProblem } from '../../api';
import { ProblemError } from '../../api/problem-error';
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import { inTransaction } from '../../db/unit-of-work';
import { writeOf } from '../writes';
import type { ConflictChoice } from '../writes/behavior';
import { conflictReason } from '../writes/change-words';
import { createRequestOf } from '../writes/create-client';

export async function entryById(db: CharterDb, id: string): Promise<OutboxRow> {
  const entry = await db.outbox.where('id').equals(id).first();
  if (!entry) throw new ProblemError(makeProblem('not_found', { detail: 'No such outbox entry' }));
  return entry;
}

/** What an entry the broker sends again starts from: waiting for the next sync, no failure. */
function goesAgain(nowIso: string) {
  return {
    state: 'pending',
    next_attempt_at: null,
    reason: null,
    problem: null,
    updated_at: nowIso,
  } as const;
}

function refuse(detail: string): never {
  throw new ProblemError(makeProblem('conflict', { detail }));
}

/** Entries on the records `created` of `entry` made. */
function actingOn(entry: OutboxRow, created: readonly string[]) {
  const entityOf = writeOf(entry.operation_id).createdEntity;
  const entities = new Set(entityOf ? created.map(entityOf) : []);
  return (other: OutboxRow) => other.seq !== entry.seq && entities.has(other.entity);
}

/** Entries that cannot go without `entry`: on what it created, or waiting for it. */
async function dependants(db: CharterDb, entry: OutboxRow): Promise<OutboxRow[]> {
  const onCreated = actingOn(entry, entry.created_ids);
  return db.outbox
    .filter(
      (other) => onCreated(other) || (other.seq !== entry.seq && other.depends_on === entry.seq),
    )
    .toArray();
}

/** Drops `entries` and restores what each changed, latest first (each undoes its own). */
async function dropAll(db: CharterDb, entries: OutboxRow[]): Promise<void> {
  await db.outbox.bulkDelete(entries.map((each) => each.seq));
  for (const each of entries.sort((a, b) => b.seq - a.seq)) {
    await writeOf(each.operation_id).undo(db, each);
  }
}

/** Drops the entries on the records `created` of `entry` made, restoring what each changed. */
export async function dropActingOn(
  db: CharterDb,
  entry: OutboxRow,
  created: readonly string[],
): Promise<void> {
  await dropAll(db, await db.outbox.filter(actingOn(entry, created)).toArray());
}

/**
 * Drops the entry (and what cannot go without it) and restores the server's last known
 * state of what it changed. An entry being sent cannot be discarded: its outcome is unknown.
 */
export function discardEntry(db: CharterDb, id: string): Promise<OutboxRow[]> {
  return inTransaction(db, 'rw', db.tables, async (db) => {
    const entry = await entryById(db, id);
    if (entry.state === 'in_flight') refuse('This change is being sent; wait for its answer');
    const dropped = [entry, ...(await dependants(db, entry))];
    await dropAll(db, dropped);
    return dropped;
  });
}

/** A parked entry goes again at the next sync, with its key. */
export function retryEntry(db: CharterDb, id: string, nowIso: string): Promise<OutboxRow> {
  return inTransaction(db, 'rw', [db.outbox], async (db) => {
    const entry = await entryById(db, id);
    if (entry.state !== 'parked') refuse('Only a change that needs attention can be retried');
    if ((writeOf(entry.operation_id).checkBeforeSend?.conflicts(entry).length ?? 0) > 0) {
      refuse('First choose what to keep of each field the server changed too');
    }
    const resumed: OutboxRow = { ...entry, ...goesAgain(nowIso) };
    await db.outbox.put(resumed);
    return resumed;
  });
}

/**
 * A client deleted on the server while the broker had changes: its parked entry becomes a
 * create of the client as the broker has it, under a new key (it will get a new server id;
 * the current one stays an alias).
 */
export function recreateClient(
  db: CharterDb,
  id: string,
  nowIso: string,
  newKey: string,
): Promise<OutboxRow> {
  return inTransaction(db, 'rw', db.tables, async (db) => {
    const entry = await entryById(db, id);
    if (entry.state !== 'parked' || !writeOf(entry.operation_id).recreatable) {
      refuse('Only an edit of a client deleted on the server can re-create it');
    }
    const row = await db.clients.get(entry.target_id!);
    if (!row) refuse('The client is no longer here to re-create');
    // Its place in the outbox kept; nothing of what its write held (a create holds no base).
    const { seq, id: entryId, entity, depends_on, created_at } = entry;
    const recreated: OutboxRow = {
      seq,
      id: entryId,
      entity,
      depends_on,
      created_at,
      operation_id: 'createClient',
      target_id: null,
      body: createRequestOf(row),
      base: null,
      created_ids: [row.id],
      idempotency_key: newKey,
      attempts: 0,
      ...goesAgain(nowIso),
    };
    await db.outbox.put(recreated);
    await db.remote_clients.delete(row.id);
    return recreated;
  });
}

/**
 * The broker's choice on a field the server changed too: the edit sends the broker's value,
 * or the field no more (its value here becomes the server's), or both texts. With no
 * conflict left it goes at the next sync; with nothing left to send it is dropped. A body
 * changed after it was sent goes under `newKey` (the remote may hold the old one).
 */
export function resolveConflict(
  db: CharterDb,
  id: string,
  resolution: { field: string; choice: ConflictChoice },
  nowIso: string,
  newKey: string,
): Promise<OutboxRow | null> {
  return inTransaction(db, 'rw', db.tables, async (db) => {
    const entry = await entryById(db, id);
    const check = writeOf(entry.operation_id).checkBeforeSend;
    if (entry.state !== 'parked' || !check || check.conflicts(entry).length === 0) {
      refuse('Only a change parked on a conflict with the server can be settled');
    }
    // The outbox first: that is what lets the replica's guard accept the client's new value.
    await db.outbox.update(entry.seq, { updated_at: nowIso });
    const settled = await check.resolve(db, entry, resolution.field, resolution.choice);
    if (!settled) {
      await db.outbox.delete(entry.seq);
      return null;
    }
    const left = check.conflicts(settled).length > 0;
    const changed = JSON.stringify(settled.body) !== JSON.stringify(entry.body);
    const next: OutboxRow = {
      ...settled,
      idempotency_key: changed && entry.attempts > 0 ? newKey : entry.idempotency_key,
      state: left ? 'parked' : 'pending',
      next_attempt_at: null,
      reason: left ? conflictReason(check.conflicts(settled)) : null,
      updated_at: nowIso,
    };
    await db.outbox.put(next);
    return next;
  });
}

/**
 * A batch the remote refused on some of its operators goes to the others under a new key,
 * since its body changed (the old key's body is the one the remote refused); the part it
 * refused is discarded here, with what was queued on its requests.
 */
export function sendToOthers(
  db: CharterDb,
  id: string,
  nowIso: string,
  newKey: string,
): Promise<OutboxRow> {
  return inTransaction(db, 'rw', db.tables, async (db) => {
    const entry = await entryById(db, id);
    const write = writeOf(entry.operation_id);
    const split = entry.state === 'parked' ? await write.withoutRefused?.(db, entry) : null;
    if (!split) refuse('Only a request the server refused some operators of can go to the others');
    const resent: OutboxRow = {
      ...split.kept,
      idempotency_key: newKey,
      attempts: 0,
      ...goesAgain(nowIso),
    };
    await db.outbox.put(resent);
    await dropActingOn(db, entry, split.refused.created_ids);
    await write.undo(db, split.refused);
    return resent;
  });
}
