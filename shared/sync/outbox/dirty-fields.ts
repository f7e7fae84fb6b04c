// Which fields of a record unsynced local changes hold, as each entry's write says
// (writes/): they stay the broker's when the remote's copy arrives, until the entries that
// changed them are acknowledged.
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import type { DirtyFields } from '../entities';
import { writeOf } from '../writes';

function union(entries: readonly OutboxRow[]): DirtyFields | null {
  if (entries.length === 0) return null;
  const fields = new Set<string>();
  for (const entry of entries) {
    const dirty = writeOf(entry.operation_id).holds(entry);
    if (dirty === 'all') return 'all';
    for (const field of dirty) fields.add(field);
  }
  return fields;
}

/** The entries still to send for a record: its entity's, and the one that created it. */
export async function entriesOf(db: CharterDb, entity: string, id: string): Promise<OutboxRow[]> {
  const [own, creators] = await Promise.all([
    db.outbox.where('entity').equals(entity).toArray(),
    db.outbox.where('created_ids').equals(id).toArray(),
  ]);
  const bySeq = new Map([...own, ...creators].map((entry) => [entry.seq, entry]));
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The fields unsynced changes hold, for many records of one kind at once (a pulled page): two
 * indexed reads of the outbox instead of two per record. Records without changes are absent.
 */
export async function dirtyFieldsOfMany(
  db: CharterDb,
  entityOf: (id: string) => string,
  ids: readonly string[],
): Promise<Map<string, DirtyFields>> {
  const [own, creators] = await Promise.all([
    db.outbox.where('entity').anyOf(ids.map(entityOf)).toArray(),
    db.outbox.where('created_ids').anyOf(ids).toArray(),
  ]);
  const held = new Map<string, DirtyFields>();
  for (const id of ids) {
    const entity = entityOf(id);
    const dirty = union([
      ...own.filter((entry) => entry.entity === entity),
      ...creators.filter((entry) => entry.created_ids.includes(id)),
    ]);
    if (dirty !== null) held.set(id, dirty);
  }
  return held;
}

/** The record's fields held by unsynced changes; null when it has none. */
export async function dirtyFieldsOf(
  db: CharterDb,
  entity: string,
  id: string,
): Promise<DirtyFields | null> {
  return union(await entriesOf(db, entity, id));
}
