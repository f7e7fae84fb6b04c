// Ids made offline (DESIGN: Ids). A record created offline has a local id; once its create
// lands it takes the server's id and the local id stays an alias, so an open screen, a
// queued entry or an export that holds the local id keeps working.
import type { CharterDb } from '../db/database';
import type { AliasRow } from '../db/rows';

/** The id a record has now: the server's for an alias, else the id itself. */
export async function resolveAlias(db: CharterDb, id: string): Promise<string> {
  return (await db.aliases.get(id))?.server_id ?? id;
}

/**
 * Records the alias and points every queued entry at the server id: its path and its
 * entity. Call inside the acknowledging transaction.
 */
export async function adoptServerId(db: CharterDb, alias: AliasRow): Promise<void> {
  const { local_id: localId, server_id: serverId, kind } = alias;
  if (localId === serverId) return;
  await db.aliases.put(alias);
  // A record made here and created again (the remote lost it): its first id follows too.
  await db.aliases.where('server_id').equals(localId).modify({ server_id: serverId });
  await db.outbox
    .where('entity')
    .equals(`${kind}:${localId}`)
    .modify({ entity: `${kind}:${serverId}` });
  await db.outbox.filter((entry) => entry.target_id === localId).modify({ target_id: serverId });
}
