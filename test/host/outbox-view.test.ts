// Outbox entries name the records they make, so a screen can mark each new RFQ and each
// message pending until it syncs.
import { describe, expect, it } from 'vitest';
import { outboxEntryView } from '../../shared/host/sync/outbox-view';
import { batchRequest, seededHarness, trips } from '../service/rfq-fixtures';

describe('an outbox entry as the page sees it', () => {
  it("lists a batch's RFQs and a message among the records it makes", async () => {
    const h = await seededHarness({ replica: {} });
    await h.call('POST', `/v1/trip-requests/${trips.open}/rfqs`, {
      body: batchRequest([0, 1, 2]),
      headers: { 'Idempotency-Key': 'b1' },
    });
    const rfqIds = (await h.db.rfqs.toArray()).map((row) => row.id).sort();
    await h.call('POST', `/v1/rfqs/${rfqIds[0]}/messages`, { body: { body: 'Hello' } });
    const [messageId] = await h.db.messages.toCollection().primaryKeys();

    const [batch, message] = await Promise.all(
      (await h.db.outbox.orderBy('seq').toArray()).map((row) => outboxEntryView(h.db, row)),
    );
    expect(batch).toMatchObject({
      operation_id: 'createRfqBatch',
      record: { kind: 'trip_request', id: trips.open },
    });
    expect([...batch!.created_ids].sort()).toEqual(rfqIds);
    expect(message).toMatchObject({
      operation_id: 'createRfqMessage',
      record: { kind: 'rfq', id: rfqIds[0] },
      created_ids: [messageId],
    });
  });
});
