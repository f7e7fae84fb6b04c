// createRfqBatch: requests for quotes sent to several operators on one trip. Acknowledged,
// each local RFQ becomes the server's one to the same operator, keeping its thread.
import { rfqBatch, rfqBatchRequest, type RfqBatch } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OutboxEntry } from '../../db/rows';
import { adoptServerId } from '../aliases';
import { rfqEntity, tripEntity } from '../entities';
import { rememberReferences } from '../records';
import type { Landing, WriteBehavior } from './behavior';
import { bodyOf, createdItemIdsOf, pathIdOf } from './write-input';

/** The batch's RFQs become the server's, matched by operator. */
async function landBatch(
  db: CharterDb,
  entry: OutboxEntry<'createRfqBatch'>,
  batch: RfqBatch,
  land: Landing,
) {
  for (const localId of entry.created_ids) {
    const local = await db.rfqs.get(localId);
    const server = batch.items.find((item) => item.operator.id === local?.operator.id);
    if (!local || !server) continue;
    await adoptServerId(db, { local_id: localId, server_id: server.id, kind: 'rfq' });
    await land.rfq(db, localId, server);
  }
  await rememberReferences(db, { rfqs: batch.items });
}

export const createRfqBatch: WriteBehavior<'createRfqBatch'> = {
  async draft(_db, write, result) {
    const tripId = pathIdOf(write);
    return {
      operation_id: 'createRfqBatch',
      entity: tripEntity(tripId),
      target_id: tripId,
      body: bodyOf(rfqBatchRequest, write),
      base: null,
      created_ids: createdItemIdsOf(result),
    };
  },
  // Its RFQs are made here: the remote's copies must not overwrite them.
  holds: () => 'all',
  answer: rfqBatch,
  acknowledge: landBatch,
  async undo(db, entry) {
    await db.messages.where('rfq_id').anyOf(entry.created_ids).delete();
    await db.rfqs.bulkDelete(entry.created_ids);
  },
  recreatable: false,
  async describe(db, entry) {
    const target = entry.target_id!;
    const count = entry.created_ids.length;
    const trip = await db.trip_requests.get(target);
    const plural = count === 1 ? 'operator' : 'operators';
    return {
      summary: `Request quotes from ${count} ${plural}${trip ? ` for trip ${trip.number}` : ''}`,
      effect: `Removes the ${count} request${count === 1 ? '' : 's'} for quotes and their messages`,
      record: { kind: 'trip_request', id: target },
    };
  },
  createdEntity: rfqEntity,
};
