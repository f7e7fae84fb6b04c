// The snapshot middleware: every write to clients or trip requests, by any writer, keeps
// the index snapshot and the clients' trip statistics in step within its transaction.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import { compileFilter } from '../../shared/search/client-filter';
import { sortSpecOf } from '../../shared/search/client-sorts';
import { LiveClientIndex } from '../../shared/db/index-upkeep/live-index';
import { clientRow, idOf, tripRow } from './row-builders';

function openDb(factory = new IDBFactory(), name = 'index-store'): CharterDb {
  return new CharterDb(name, { backend: { indexedDB: factory, IDBKeyRange } });
}

async function indexedIds(live: LiveClientIndex, q?: string): Promise<string[]> {
  await live.ready();
  const index = await live.caughtUp();
  const result = index.search(sortSpecOf('name'), compileFilter({ q }, Date.now()), null, 100);
  return result.entries.map((entry) => entry.id);
}

describe('client index snapshot', () => {
  it('follows puts, updates, modifies, deletes and clears', async () => {
    const db = openDb();
    const live = new LiveClientIndex(db);
    await db.clients.bulkPut([
      clientRow(idOf(1), { name: 'Anna' }),
      clientRow(idOf(2), { name: 'Bruno' }),
      clientRow(idOf(3), { name: 'Carla' }),
    ]);
    expect(await indexedIds(live)).toEqual([idOf(1), idOf(2), idOf(3)]);

    await db.clients.update(idOf(1), { name: 'Zelda' });
    await db.clients.where('name').equals('Bruno').modify({ company: 'Acme Jets' });
    await db.clients.delete(idOf(3));
    expect(await indexedIds(live)).toEqual([idOf(2), idOf(1)]);
    expect(await indexedIds(live, 'acme')).toEqual([idOf(2)]);

    await db.clients.clear();
    expect(await indexedIds(live)).toEqual([]);
  });

  it('rolls back with an aborted transaction', async () => {
    const db = openDb();
    const live = new LiveClientIndex(db);
    await db.clients.put(clientRow(idOf(1), { name: 'Anna' }));
    await expect(
      db.transaction('rw', db.clients, async () => {
        await db.clients.put(clientRow(idOf(2), { name: 'Ghost' }));
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect(await indexedIds(live)).toEqual([idOf(1)]);
  });

  it('is shared by two connections to one database (two tabs)', async () => {
    const factory = new IDBFactory();
    const tabA = openDb(factory, 'shared');
    const tabB = openDb(factory, 'shared');
    const liveB = new LiveClientIndex(tabB);
    await tabA.clients.put(clientRow(idOf(1), { name: 'Anna' }));
    expect(await indexedIds(liveB)).toEqual([idOf(1)]);
    await tabA.clients.put(clientRow(idOf(2), { name: 'Aaron' }));
    await tabA.clients.delete(idOf(1));
    expect(await indexedIds(liveB)).toEqual([idOf(2)]);
  });
});

describe('trip request statistics', () => {
  it('derive count and newest created_at from stored trip requests', async () => {
    const db = openDb();
    await db.clients.bulkPut([clientRow(idOf(1)), clientRow(idOf(2))]);
    await db.trip_requests.bulkPut([
      tripRow(idOf(11), idOf(1), '2026-03-01T00:00:00.000Z'),
      tripRow(idOf(12), idOf(1), '2026-05-01T00:00:00.000Z'),
      tripRow(idOf(13), null, '2026-06-01T00:00:00.000Z'),
    ]);
    expect(await db.clients.get(idOf(1))).toMatchObject({
      trip_request_count: 2,
      last_request_at: '2026-05-01T00:00:00.000Z',
    });

    await db.trip_requests.update(idOf(12), { client_id: idOf(2) });
    expect(await db.clients.get(idOf(1))).toMatchObject({
      trip_request_count: 1,
      last_request_at: '2026-03-01T00:00:00.000Z',
    });
    expect(await db.clients.get(idOf(2))).toMatchObject({ trip_request_count: 1 });

    await db.trip_requests.delete(idOf(11));
    await db.trip_requests.clear();
    expect(await db.clients.get(idOf(1))).toMatchObject({
      trip_request_count: 0,
      last_request_at: null,
    });
    expect(await db.clients.get(idOf(2))).toMatchObject({ trip_request_count: 0 });
  });

  it('reach the index, so last_request filters see them', async () => {
    const db = openDb();
    const live = new LiveClientIndex(db);
    await db.clients.bulkPut([clientRow(idOf(1)), clientRow(idOf(2))]);
    await db.trip_requests.put(tripRow(idOf(11), idOf(2), new Date().toISOString()));
    await live.ready();
    const index = await live.caughtUp();
    const recent = index.search(
      sortSpecOf('name'),
      compileFilter({ lastRequest: 'last_30_days' }, Date.now()),
      null,
      10,
    );
    expect(recent.entries.map((entry) => entry.id)).toEqual([idOf(2)]);
  });
});
