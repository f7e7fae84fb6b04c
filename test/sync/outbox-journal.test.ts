// Every local write of a replica records its outbox entry in the same transaction: one
// entry per write, with its operation, target, body, created records and its own key.
import { describe, expect, it } from 'vitest';
import { client, rfqBatch, rfqMessage } from '../../shared/api';
import type { OutboxRow } from '../../shared/db/rows';
import { UnjournaledWriteError } from '../../shared/db/write-guard';
import { applyFromRemote } from '../../shared/sync/sync-state';
import { clientRow } from '../db/row-builders';
import { batchRequest, seededHarness, trips, unknownId } from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';

const outbox = (h: Harness): Promise<OutboxRow[]> => h.db.outbox.orderBy('seq').toArray();

async function createClient(h: Harness, body: object = { name: 'Ana Lee' }) {
  const response = await h.call('POST', '/v1/clients', {
    body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.status).toBe(201);
  return client.parse(await response.json());
}

describe('the write journal', () => {
  it('records each write once, with its own Idempotency-Key, in the order made', async () => {
    const h = await seededHarness({ replica: { coalesce: false } });
    const ana = await createClient(h);
    await h.call('PATCH', `/v1/clients/${ana.id}`, { body: { company: 'Lee Air' } });
    const batch = rfqBatch.parse(
      await (
        await h.call('POST', `/v1/trip-requests/${trips.open}/rfqs`, {
          body: batchRequest([0, 1]),
          headers: { 'Idempotency-Key': 'b1' },
        })
      ).json(),
    );
    const rfqId = batch.items[0]!.id;
    const message = rfqMessage.parse(
      await (await h.call('POST', `/v1/rfqs/${rfqId}/messages`, { body: { body: 'Hi' } })).json(),
    );
    await h.call('POST', `/v1/rfqs/${rfqId}/withdrawals`, { headers: { 'Idempotency-Key': 'w1' } });
    await h.call('DELETE', `/v1/clients/${ana.id}`);

    const entries = await outbox(h);
    expect(entries.map((entry) => [entry.operation_id, entry.entity, entry.target_id])).toEqual([
      ['createClient', `client:${ana.id}`, null],
      ['updateClient', `client:${ana.id}`, ana.id],
      ['createRfqBatch', `trip:${trips.open}`, trips.open],
      ['createRfqMessage', `rfq:${rfqId}`, rfqId],
      ['withdrawRfq', `rfq:${rfqId}`, rfqId],
      ['deleteClient', `client:${ana.id}`, ana.id],
    ]);
    const [create, patch, batchEntry, messageEntry, withdrawal, deletion] = entries;
    expect(create!.created_ids).toEqual([ana.id]);
    expect(create!.body).toMatchObject({ name: 'Ana Lee' });
    // Only what changed, and the value it replaced.
    expect(patch!.body).toEqual({ company: 'Lee Air' });
    expect(patch!.base).toEqual({ company: null });
    expect(batchEntry!.created_ids).toEqual(batch.items.map((item) => item.id));
    expect(messageEntry!.created_ids).toEqual([message.id]);
    // Waits for nothing: the batch that made the RFQ is earlier in write order.
    expect(messageEntry!.depends_on).toBe(batchEntry!.seq);
    expect(withdrawal!.base).toEqual({ status: 'sent' });
    expect((deletion!.base as { row: { company: string } }).row.company).toBe('Lee Air');
    const keys = entries.map((entry) => entry.idempotency_key);
    expect(new Set(keys).size).toBe(entries.length);
    expect(entries.every((entry) => entry.state === 'pending' && entry.attempts === 0)).toBe(true);
  });

  it('records nothing for a write that fails or changes nothing', async () => {
    const h = await seededHarness({ replica: {} });
    const ana = await createClient(h);
    await h.db.outbox.clear();
    const refused = [
      await h.call('PATCH', `/v1/clients/${unknownId}`, { body: { name: 'X' } }),
      await h.call('POST', `/v1/trip-requests/${trips.booked}/rfqs`, {
        body: batchRequest([0]),
        headers: { 'Idempotency-Key': 'b2' },
      }),
      await h.call('PATCH', `/v1/clients/${ana.id}`, { body: { email: 'not an email' } }),
      await h.call('PATCH', `/v1/clients/${ana.id}`, { body: { name: 'Ana Lee' } }),
    ];
    expect(refused.map((response) => response.status)).toEqual([404, 409, 422, 200]);
    expect(await outbox(h)).toEqual([]);
    expect(await h.db.rfqs.count()).toBe(0);
  });

  it('a replayed create (same Idempotency-Key) records no second entry', async () => {
    const h = await seededHarness({ replica: {} });
    const send = () =>
      h.call('POST', '/v1/clients', { body: { name: 'Ana' }, headers: { 'Idempotency-Key': 'k' } });
    await send();
    await send();
    expect(await outbox(h)).toHaveLength(1);
  });
});

describe('the write guard of a replica', () => {
  it('refuses a mirrored write that has neither an outbox entry nor a sync state', async () => {
    const h = await seededHarness({ replica: {} });
    const id = '0c000000-0000-4000-8000-000000000001';
    await expect(h.db.clients.put(clientRow(id))).rejects.toBeInstanceOf(UnjournaledWriteError);
    await expect(
      h.db.transaction('rw', h.db.tables, () => h.db.rfqs.clear()),
    ).rejects.toBeInstanceOf(UnjournaledWriteError);
    expect(await h.db.clients.count()).toBe(0);
    await applyFromRemote(h.db, 'test', h.clock.now().toISOString(), () =>
      h.db.clients.put(clientRow(id)),
    );
    expect(await h.db.clients.count()).toBe(1);
  });
});
