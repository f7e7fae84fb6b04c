// Clients the server no longer holds (a GET of one answered 404). One without unsynced
// changes goes locally as it went on the server: its trip requests stay, detached. One the
// broker changed is kept, and its entries park so the broker re-creates it or discards the
// changes; nothing the broker typed is lost silently. One the broker deleted too is done.
import { makeProblem } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import { clientEntity } from '../entities';

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

/** Call inside a transaction that records sync state first (sync-state.ts: applyFromRemote). */
export async function clientsGone(
  db: CharterDb,
  ids: readonly string[],
  nowIso: string,
): Promise<void> {
  if (ids.length === 0) return;
  const [rows, entries] = await Promise.all([
    db.clients.bulkGet([...ids]),
    db.outbox.where('entity').anyOf(ids.map(clientEntity)).toArray(),
  ]);
  const changed = new Set(entries.map((entry) => entry.entity));
  // Kept while the broker has changes on it; the remote_clients row stays too, so a walk
  // that ends after the broker discarded them removes the client then.
  const kept = new Set(ids.filter((id, index) => rows[index] && changed.has(clientEntity(id))));
  const removed = ids.filter((id) => !kept.has(id));
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
  await db.trip_requests.where('client_id').anyOf(removed).modify({ client_id: null });
  await db.clients.bulkDelete(removed);
  await db.remote_clients.bulkDelete(removed);
}
