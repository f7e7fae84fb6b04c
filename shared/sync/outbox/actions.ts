// What the broker may do with an entry that needs attention (DESIGN: Failures): retry it,
// discard it, which restores the server's last known state of the record (a discarded
// create removes it, a discarded delete brings it back), re-create a client that was
// deleted on the server, or send a batch to the operators its refusal did not name. Each
// runs in one transaction that changes the outbox first.
import { makeProblem } from '../../api';
import { ProblemError } from '../../api/problem-error';
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import { inTransaction } from '../../db/unit-of-work';
import { writeOf } from '../writes';
import { createRequestOf } from '../writes/create-client';

export async function entryById(db: CharterDb, id: string): Promise<OutboxRow> {
  const entry = await db.outbox.where('id').equals(id).first();
  if (!entry) throw new ProblemError(makeProblem('not_found', { detail: 'No such outbox entry' }));
  return entry;
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
    const resumed: OutboxRow = {
      ...entry,
      state: 'pending',
      next_attempt_at: null,
      reason: null,
      problem: null,
      updated_at: nowIso,
    };
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
    const recreated: OutboxRow = {
      ...entry,
      operation_id: 'createClient',
      target_id: null,
      body: createRequestOf(row),
      base: null,
      created_ids: [row.id],
      idempotency_key: newKey,
      state: 'pending',
      attempts: 0,
      next_attempt_at: null,
      reason: null,
      problem: null,
      updated_at: nowIso,
    };
    await db.outbox.put(recreated);
    await db.remote_clients.delete(row.id);
    return recreated;
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
      state: 'pending',
      attempts: 0,
      next_attempt_at: null,
      reason: null,
      problem: null,
      updated_at: nowIso,
    };
    await db.outbox.put(resent);
    await dropAll(db, await db.outbox.filter(actingOn(entry, split.refused.created_ids)).toArray());
    await write.undo(db, split.refused);
    return resent;
  });
}
