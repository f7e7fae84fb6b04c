// Coalescing folds writes into entries that were never sent, and never touches one that was.
import { describe, expect, it } from 'vitest';
import { client } from '../../shared/api';
import type { OutboxRow } from '../../shared/db/rows';
import { applyFromRemote } from '../../shared/sync/sync-state';
import { clientRow } from '../db/row-builders';
import { batchRequest, seededHarness, trips } from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';

const outbox = (h: Harness): Promise<OutboxRow[]> => h.db.outbox.orderBy('seq').toArray();
const KNOWN = '0c000000-0000-4000-8000-0000000000aa';

async function replica() {
  const h = await seededHarness({ replica: {} });
  // A client the remote has, as a pull would have stored it.
  await applyFromRemote(h.db, 'pull', h.clock.now().toISOString(), (db) =>
    db.clients.put(clientRow(KNOWN, { name: 'Known', company: 'Old Co', phone: '+1 555 0100' })),
  );
  return h;
}

async function create(h: Harness, body: object) {
  const response = await h.call('POST', '/v1/clients', {
    body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  return client.parse(await response.json());
}

const patch = (h: Harness, id: string, body: object) =>
  h.call('PATCH', `/v1/clients/${id}`, { body });

describe('coalescing', () => {
  it('create + PATCHes → one create with the later values, under the create key', async () => {
    const h = await replica();
    const ana = await create(h, { name: 'Ana', company: 'A Co' });
    const [createEntry] = await outbox(h);
    await patch(h, ana.id, { company: 'B Co', phone: '+44 20 7946 0000' });
    await patch(h, ana.id, { company: null });
    const entries = await outbox(h);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.operation_id).toBe('createClient');
    expect(entries[0]!.idempotency_key).toBe(createEntry!.idempotency_key);
    expect(entries[0]!.body).toMatchObject({
      name: 'Ana',
      company: null,
      phone: '+44 20 7946 0000',
    });
  });

  it('PATCH + PATCH → one PATCH: the later field wins, the server value to restore is the first', async () => {
    const h = await replica();
    await patch(h, KNOWN, { company: 'Mid Co', name: 'Known Two' });
    await patch(h, KNOWN, { company: 'New Co' });
    const entries = await outbox(h);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.body).toEqual({ company: 'New Co', name: 'Known Two' });
    expect(entries[0]!.base).toEqual({ company: 'Old Co', name: 'Known' });
  });

  it('DELETE of a client never synced sends nothing', async () => {
    const h = await replica();
    const ana = await create(h, { name: 'Ana' });
    await patch(h, ana.id, { company: 'A Co' });
    expect((await h.call('DELETE', `/v1/clients/${ana.id}`)).status).toBe(204);
    expect(await outbox(h)).toEqual([]);
    expect(await h.db.clients.get(ana.id)).toBeUndefined();
  });

  it('unsent PATCHes then DELETE → the DELETE alone, remembering the server state', async () => {
    const h = await replica();
    await patch(h, KNOWN, { company: 'Mid Co' });
    await h.call('DELETE', `/v1/clients/${KNOWN}`);
    const entries = await outbox(h);
    expect(entries.map((entry) => entry.operation_id)).toEqual(['deleteClient']);
    const { row } = entries[0]!.base as { row: { company: string } };
    expect(row.company).toBe('Old Co');
  });

  it('never changes an entry that was handed to the transport: it waits for it instead', async () => {
    const h = await replica();
    const ana = await create(h, { name: 'Ana' });
    const [sent] = await outbox(h);
    await h.db.outbox.update(sent!.seq, { state: 'in_flight', attempts: 1 });
    await patch(h, ana.id, { company: 'A Co' });
    await h.call('DELETE', `/v1/clients/${ana.id}`);
    const entries = await outbox(h);
    expect(entries.map((entry) => entry.operation_id)).toEqual([
      'createClient',
      'updateClient',
      'deleteClient',
    ]);
    expect(entries[0]!.body).toEqual(sent!.body);
    // Both wait for the create in flight.
    expect(entries.slice(1).every((entry) => entry.depends_on === sent!.seq)).toBe(true);
  });

  it('messages, batches and withdrawals never coalesce', async () => {
    const h = await replica();
    for (const key of ['b1', 'b2']) {
      await h.call('POST', `/v1/trip-requests/${trips.open}/rfqs`, {
        body: batchRequest(key === 'b1' ? [0] : [1]),
        headers: { 'Idempotency-Key': key },
      });
    }
    const [rfq] = await h.db.rfqs.toArray();
    await h.call('POST', `/v1/rfqs/${rfq!.id}/messages`, { body: { body: 'One' } });
    await h.call('POST', `/v1/rfqs/${rfq!.id}/messages`, { body: { body: 'One' } });
    expect((await outbox(h)).map((entry) => entry.operation_id)).toEqual([
      'createRfqBatch',
      'createRfqBatch',
      'createRfqMessage',
      'createRfqMessage',
    ]);
  });
});
