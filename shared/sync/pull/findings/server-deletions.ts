// Clients the server no longer holds (a GET of one answered 404, or a walk that found most
// of them gone). One the broker changed is kept, and its entries park so the broker
// re-creates it or discards the changes; one the broker deleted too is done. One unchanged
// goes locally as it went on the server (a colleague deleted it), unless it was made here or
// the remote lost data: then it stays, a finding for the broker to decide on (findings-record.ts).
// Nothing the broker typed or made is lost silently.
import { makeProblem } from '../../../api';
import type { CharterDb } from '../../../db/database';
import type { OutboxRow } from '../../../db/rows';
import { clientEntity } from '../../entities';
import { addFindings, missing, type FindingKind } from './findings-record';

export const DELETED_ON_SERVER = 'deleted on the server';

function parked(entry: OutboxRow, nowIso: string): OutboxRow {
  return {
    ...entry,
    state: 'parked',
    next_attempt_at: null,
    reason: DELETED_ON_SERVER,
    problem: makeProblem('not_found', { detail: 'The server no longer has this client' }),
    updated_at: nowIso,
  };
}

/** Of `ids`, those of records made here (their create's answer gave them, ../../aliases.ts). */
export async function madeHere(
  db: CharterDb,
  kind: Exclude<FindingKind, 'trip_request'>,
  ids: readonly string[],
): Promise<Set<string>> {
  const aliases = await db.aliases.where('server_id').anyOf(ids).toArray();
  return new Set(aliases.filter((alias) => alias.kind === kind).map((alias) => alias.server_id));
}

/**
 * Call inside a transaction that records sync state first (../../sync-state.ts: applyFromRemote).
 * `lost`: the remote is known to have lost data, so none of them is taken for a deletion.
 */
export async function clientsGone(
  db: CharterDb,
  ids: readonly string[],
  nowIso: string,
  { lost }: { lost: boolean },
): Promise<void> {
  if (ids.length === 0) return;
  const [rows, entries, own] = await Promise.all([
    db.clients.bulkGet([...ids]),
    db.outbox.where('entity').anyOf(ids.map(clientEntity)).toArray(),
    madeHere(db, 'client', ids),
  ]);
  const changed = new Set(entries.map((entry) => entry.entity));
  const here = ids.filter((_id, index) => rows[index] !== undefined);
  // Kept while the broker has changes on it; the remote_clients row stays too, so a walk
  // that ends after the broker discarded them finds it gone again.
  const kept = new Set(here.filter((id) => changed.has(clientEntity(id))));
  const found = here.filter((id) => !kept.has(id) && (lost || own.has(id)));
  const removed = ids.filter((id) => !kept.has(id) && !found.includes(id));
  const removedEntities = new Set(removed.map(clientEntity));
  // What is left of a removed client's entries is its DELETE: the server already did it.
  await db.outbox.bulkDelete(
    entries.filter((entry) => removedEntities.has(entry.entity)).map((entry) => entry.seq),
  );
  await db.outbox.bulkPut(
    entries
      .filter((entry) => !removedEntities.has(entry.entity) && entry.reason !== DELETED_ON_SERVER)
      .map((entry) => parked(entry, nowIso)),
  );
  await addFindings(
    db,
    found.map((id) => missing('client', id, own.has(id), nowIso)),
  );
  await db.trip_requests.where('client_id').anyOf(removed).modify({ client_id: null });
  await db.clients.bulkDelete(removed);
  // A finding is no longer believed on the server: the next walk does not look for it.
  await db.remote_clients.bulkDelete([...removed, ...found]);
}
