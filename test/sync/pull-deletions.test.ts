// The full walk finds clients deleted on the server: one the broker has not changed goes
// locally too; one with unsynced changes stays, its entries parked for the broker to
// re-create it or discard. A client created or renamed while a walk runs is not lost.
import { describe, expect, it } from 'vitest';
import { client as clientSchema, page } from '../../shared/api';
import { discardEntry, recreateClient } from '../../shared/sync/outbox/actions';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { newKey } from '../service/rfq-fixtures';
import {
  DAY_MS,
  advance,
  clientId,
  emptyReplica,
  pullThrough,
  remoteWith,
  shortPath,
} from './pull-fixtures';

async function mirrored(count: number) {
  const remote = await remoteWith(count);
  const replica = emptyReplica();
  const planner = createPullPlanner();
  await remote.pullAll(replica, planner);
  return { remote, replica, planner };
}

/** Runs the planner until its next walk has ended. */
async function nextWalk({ remote, replica, planner }: Awaited<ReturnType<typeof mirrored>>) {
  advance(DAY_MS, replica, remote.server);
  return (await remote.pullAll(replica, planner)).map(shortPath);
}

describe('clients deleted on the server', () => {
  it('go locally after the next complete walk; an edited one stays, parked', async () => {
    const mirror = await mirrored(5);
    const { remote, replica } = mirror;
    await replica.call('PATCH', `/v1/clients/${clientId(3)}`, { body: { notes: 'Call Tuesday' } });
    // The broker deleted client 4 too: the server has already done what the DELETE asks.
    await replica.call('DELETE', `/v1/clients/${clientId(4)}`);
    for (const n of [1, 3, 4]) await remote.server.call('DELETE', `/v1/clients/${clientId(n)}`);

    const pulled = await nextWalk(mirror);
    // The walk misses them; reading each confirms it is gone.
    expect(pulled.slice(-4)).toEqual(['clients', 'client:1', 'client:3', 'client:4']);
    expect(await replica.db.clients.get(clientId(1))).toBeUndefined();
    expect(await replica.db.remote_clients.get(clientId(1))).toBeUndefined();
    expect(await replica.db.clients.get(clientId(3))).toMatchObject({ notes: 'Call Tuesday' });
    const entries = await replica.db.outbox.toArray();
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({
      operation_id: 'updateClient',
      state: 'parked',
      reason: 'deleted on the server',
      problem: { type: 'not_found', status: 404 },
    });

    // The broker re-creates it: it comes back on the server as the broker has it.
    await recreateClient(replica.db, entry!.id, replica.clock.now().toISOString(), newKey());
    await remote.drain(replica);
    const all = page(clientSchema).parse(
      await (await remote.server.call('GET', '/v1/clients')).json(),
    );
    expect(all.items.find((row) => row.notes === 'Call Tuesday')).toMatchObject({
      name: 'Client 003',
    });
  });

  it('once the broker discards the parked change, the next walk removes the client', async () => {
    const mirror = await mirrored(2);
    const { remote, replica } = mirror;
    await replica.call('PATCH', `/v1/clients/${clientId(1)}`, { body: { notes: 'Call Tuesday' } });
    await remote.server.call('DELETE', `/v1/clients/${clientId(1)}`);
    await nextWalk(mirror);
    const [entry] = await replica.db.outbox.toArray();
    await discardEntry(replica.db, entry!.id);
    expect(await replica.db.clients.get(clientId(1))).toMatchObject({ notes: null });

    expect((await nextWalk(mirror)).slice(-2)).toEqual(['clients', 'client:1']);
    expect(await replica.db.clients.get(clientId(1))).toBeUndefined();
  });

  it('a client created during a walk, before its cursor, is not taken for deleted', async () => {
    const { remote, replica, planner } = await mirrored(150);
    advance(DAY_MS, replica, remote.server);
    await pullThrough(remote, replica, planner, 'clients');
    // Sorted by name before the cursor: the rest of this walk will not see it.
    await replica.call('POST', '/v1/clients', {
      body: { name: 'Aaron Early' },
      headers: { 'Idempotency-Key': newKey() },
    });
    await remote.drain(replica);

    expect((await remote.pullAll(replica, planner)).map(shortPath)).toEqual(['clients+']);
    const early = await replica.db.clients.filter((row) => row.name === 'Aaron Early').toArray();
    expect(early).toHaveLength(1);
    expect(await replica.db.clients.count()).toBe(151);
  });

  it('a client renamed behind the walk’s cursor is read, not removed', async () => {
    const { remote, replica, planner } = await mirrored(150);
    advance(DAY_MS, replica, remote.server);
    await pullThrough(remote, replica, planner, 'clients');
    await remote.server.call('PATCH', `/v1/clients/${clientId(140)}`, {
      body: { name: 'Aaron Renamed' },
    });

    expect((await remote.pullAll(replica, planner)).map(shortPath)).toEqual([
      'clients+',
      'client:140',
    ]);
    expect(await replica.db.clients.get(clientId(140))).toMatchObject({ name: 'Aaron Renamed' });
    expect(await replica.db.clients.count()).toBe(150);
  });
});
