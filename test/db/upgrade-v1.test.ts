// A database made by schema version 1 (before the client index) opens at version 2 with
// its clients, and the index snapshot built from them.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { compileFilter } from '../../shared/search/client-filter';
import { sortSpecOf } from '../../shared/search/client-sorts';
import { LiveClientIndex } from '../../shared/db/index-upkeep/live-index';
import { RELEASED } from './released-schemas';
import { clientRow, idOf } from './row-builders';

describe('schema version 2', () => {
  it('upgrades a version-1 database and indexes its clients', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    old.version(1).stores(RELEASED[0]!);
    await old
      .table('clients')
      .bulkPut([
        clientRow(idOf(1), { name: 'Zoë Müller', tags: ['vip'] }),
        clientRow(idOf(2), { name: 'Anna Smith', phone: '+1 212 555 0100' }),
      ]);
    old.close();

    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.clients.count()).toBe(2);

    const live = new LiveClientIndex(db);
    await live.ready();
    const index = await live.caughtUp();
    const search = (q: string) =>
      index
        .search(sortSpecOf('name'), compileFilter({ q }, Date.now()), null, 10)
        .entries.map((entry) => entry.id);
    expect(search('muller')).toEqual([idOf(1)]);
    expect(search('5550100')).toEqual([idOf(2)]);
    expect(index.size).toBe(2);
  });
});
