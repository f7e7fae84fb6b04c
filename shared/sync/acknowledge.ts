// What an entry's success does locally, in one transaction: the entry goes, the entries that
// waited for it go on, and the remote's answer replaces the local record except the fields
// later unsynced changes hold. A create's record takes the server id (the local id becomes
// an alias); a batch's RFQs become the server's, matched by operator, keeping their thread
// and the broker's read mark on it.
import type { Client, Rfq, RfqBatch, RfqMessage } from '../api';
import type { CharterDb } from '../db/database';
import type { OutboxRow } from '../db/rows';
import { inTransaction } from '../db/unit-of-work';
import { adoptServerId } from './aliases';
import { clientEntity, dirtyFieldsOf, rfqEntity } from './entities';
import { clientRowOf, merged, rememberReferences, rfqRowOf } from './records';
import { currentWalk } from './sync-state';

async function landClient(db: CharterDb, localId: string, server: Client): Promise<void> {
  const local = await db.clients.get(localId);
  // Deleted locally meanwhile: its DELETE is queued, nothing to bring back.
  if (!local) return;
  const dirty = await dirtyFieldsOf(db, clientEntity(server.id), server.id);
  const row = merged(local, clientRowOf(server), dirty) ?? local;
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

async function landBatch(db: CharterDb, entry: OutboxRow, batch: RfqBatch): Promise<void> {
  for (const localId of entry.created_ids) {
    const local = await db.rfqs.get(localId);
    const server = batch.items.find((item) => item.operator.id === local?.operator.id);
    if (!local || !server) continue;
    await adoptServerId(db, { local_id: localId, server_id: server.id, kind: 'rfq' });
    await landRfq(db, localId, server);
  }
  await rememberReferences(db, { rfqs: batch.items });
}

/** Applies the remote's answer `data` (already checked against the operation's schema). */
export async function acknowledge(db: CharterDb, entry: OutboxRow, data: unknown): Promise<void> {
  await inTransaction(db, 'rw', db.tables, async (db) => {
    // The outbox changes first: that is what lets the replica's guard accept the rest.
    await db.outbox.delete(entry.seq);
    await db.outbox.filter((other) => other.depends_on === entry.seq).modify({ depends_on: null });
    const target = entry.target_id!;
    switch (entry.operation_id) {
      case 'createClient': {
        const server = data as Client;
        const localId = entry.created_ids[0]!;
        await adoptServerId(db, { local_id: localId, server_id: server.id, kind: 'client' });
        await landClient(db, localId, server);
        await db.remote_clients.put({ id: server.id, walk: await currentWalk(db) });
        await rememberReferences(db, { clients: [server] });
        return;
      }
      case 'updateClient':
        await landClient(db, target, data as Client);
        await rememberReferences(db, { clients: [data as Client] });
        return;
      case 'deleteClient':
        await db.remote_clients.delete(target);
        return;
      case 'createRfqBatch':
        await landBatch(db, entry, data as RfqBatch);
        return;
      case 'createRfqMessage': {
        const message = data as RfqMessage;
        await db.messages.delete(entry.created_ids[0]!);
        await db.messages.put({ ...message, rfq_id: target });
        return;
      }
      case 'withdrawRfq':
        await landRfq(db, target, data as Rfq);
        return;
      default:
        throw new Error(`${entry.operation_id} is not a write`);
    }
  });
}
