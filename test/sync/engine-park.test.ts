// Entries the remote refuses park with its problem; the broker fixes and retries, or
// discards, which restores the server's last known state. Unrelated entries go on.
import { afterEach, describe, expect, it } from 'vitest';
import { client } from '../../shared/api';
import { applyFromRemote } from '../../shared/sync/sync-state';
import { discardEntry } from '../../shared/sync/outbox/actions';
import { syncRig, type SyncRig } from './sync-rig';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const settled = async () =>
  (await rig!.replica.db.outbox.filter((entry) => entry.state !== 'parked').count()) === 0;

/** An aircraft type the replica knows and the remote does not: its 422 is the remote's. */
const UNKNOWN_TYPE = {
  id: '0a1c0000-0000-4000-8000-000000000001',
  category: 'light' as const,
  icao_designator: 'XX99',
  manufacturer: 'Nowhere',
  model: 'Phantom',
};

describe('parked entries', () => {
  it('a 422 parks with the field at fault; fixing the record resumes and lands it', async () => {
    rig = await syncRig();
    const { replica } = rig;
    await applyFromRemote(replica.db, 'test', new Date(rig.time.now).toISOString(), (db) =>
      db.aircraft_types.put(UNKNOWN_TYPE),
    );
    const created = await replica.call('POST', '/v1/clients', {
      body: { name: 'Ana Lee', preferred_aircraft_type_id: UNKNOWN_TYPE.id },
      headers: { 'Idempotency-Key': 'c1' },
    });
    const ana = client.parse(await created.json());
    await replica.call('POST', '/v1/clients', {
      body: { name: 'Unrelated' },
      headers: { 'Idempotency-Key': 'c2' },
    });
    rig.engine.start();
    await rig.runUntil(settled);

    const [parked] = await replica.db.outbox.toArray();
    expect(parked).toMatchObject({ operation_id: 'createClient', state: 'parked' });
    expect(parked!.problem?.errors?.map((error) => error.field)).toEqual([
      'preferred_aircraft_type_id',
    ]);
    expect(parked!.reason).toContain('preferred_aircraft_type_id');
    // The unrelated client went on.
    const unrelated = await rig.remote.call('GET', '/v1/clients?q=Unrelated');
    expect(((await unrelated.json()) as { total: number }).total).toBe(1);

    await replica.call('PATCH', `/v1/clients/${ana.id}`, {
      body: { preferred_aircraft_type_id: null },
    });
    await rig.runUntil(async () => (await replica.db.outbox.count()) === 0);
    const landed = await rig.remote.call('GET', '/v1/clients?q=Ana%20Lee');
    expect(((await landed.json()) as { total: number }).total).toBe(1);
  });

  it('an edit of a client deleted on the server parks; discarding it restores the server values', async () => {
    rig = await syncRig();
    const { replica } = rig;
    const [known] = await replica.db.clients.orderBy('name').limit(1).toArray();
    await rig.remote.call('DELETE', `/v1/clients/${known!.id}`);
    await replica.call('PATCH', `/v1/clients/${known!.id}`, { body: { notes: 'Call back' } });
    rig.engine.start();
    await rig.runUntil(settled);

    const [parked] = await replica.db.outbox.toArray();
    expect(parked).toMatchObject({ operation_id: 'updateClient', state: 'parked' });
    expect(parked!.reason).toMatch(/Deleted on the server/);
    expect(parked!.problem?.type).toBe('not_found');
    expect((await replica.db.clients.get(known!.id))?.notes).toBe('Call back');

    await discardEntry(replica.db, parked!.id);
    expect(await replica.db.outbox.count()).toBe(0);
    expect((await replica.db.clients.get(known!.id))?.notes).toBe(known!.notes);
  });

  it('a discarded delete brings the client back; a discarded create removes it', async () => {
    rig = await syncRig();
    const { replica } = rig;
    const [known] = await replica.db.clients.orderBy('name').limit(1).toArray();
    await replica.call('DELETE', `/v1/clients/${known!.id}`);
    const created = await replica.call('POST', '/v1/clients', {
      body: { name: 'Never sent' },
      headers: { 'Idempotency-Key': 'c3' },
    });
    const neverSent = client.parse(await created.json());
    const [deletion, creation] = await replica.db.outbox.orderBy('seq').toArray();
    await discardEntry(replica.db, deletion!.id);
    await discardEntry(replica.db, creation!.id);
    expect(await replica.db.clients.get(known!.id)).toEqual(known);
    expect(await replica.db.clients.get(neverSent.id)).toBeUndefined();
    const found = await replica.call('GET', `/v1/clients?q=${encodeURIComponent(known!.name)}`);
    expect(((await found.json()) as { total: number }).total).toBeGreaterThanOrEqual(1);
  });
});
