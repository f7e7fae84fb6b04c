// How the remote's copy of a record lands locally when an entry is acknowledged: it
// replaces the local record except the fields later unsynced changes hold; a record made
// offline moves to its server id (the local id becomes an alias, ../aliases.ts). Handed to the
// writes' acknowledgements (writes/), which cannot import it: it reads their dirty fields.
import type { Client, Rfq } from '../../api';
import type { CharterDb } from '../../db/database';
import { dirtyFieldsOf } from '../outbox/dirty-fields';
import { clientEntity, rfqEntity } from '../entities';
import { clientRowOf, merged, rfqRowOf } from '../records';
import { withOwnStamps } from '../own-stamps';
import type { Landing } from '../writes/behavior';

async function landClient(db: CharterDb, localId: string, server: Client): Promise<void> {
  const local = await db.clients.get(localId);
  // Deleted locally meanwhile: its DELETE is queued, nothing to bring back.
  if (!local) return;
  const dirty = await dirtyFieldsOf(db, clientEntity(server.id), server.id);
  const [remote] = await withOwnStamps(db, [clientRowOf(server)]);
  const row = merged(local, remote!, dirty) ?? local;
  if (localId !== server.id) await db.clients.delete(localId);
  await db.clients.put({ ...row, id: server.id });
}

/** The broker's read mark follows the thread to its server id (a later mark wins). */
async function moveReadMark(db: CharterDb, localId: string, serverId: string): Promise<void> {
  const mark = await db.thread_reads.get(localId);
  if (!mark) return;
  await db.thread_reads.delete(localId);
  const existing = await db.thread_reads.get(serverId);
  if (existing && existing.read_through >= mark.read_through) return;
  await db.thread_reads.put({ rfq_id: serverId, read_through: mark.read_through });
}

/** An RFQ lands keeping its thread and the broker's read mark on it. */
async function landRfq(db: CharterDb, localId: string, server: Rfq): Promise<void> {
  const local = await db.rfqs.get(localId);
  if (!local) return;
  if (localId !== server.id) {
    await db.messages.where('rfq_id').equals(localId).modify({ rfq_id: server.id });
    await moveReadMark(db, localId, server.id);
    await db.rfqs.delete(localId);
  }
  const dirty = await dirtyFieldsOf(db, rfqEntity(server.id), server.id);
  await db.rfqs.put(merged(local, rfqRowOf(server, local), dirty) ?? local);
}

export const landing: Landing = { client: landClient, rfq: landRfq };
