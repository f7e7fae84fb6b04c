// A database made by schema version 1 (before the client index) opens at version 2 with
// its clients, and the index snapshot built from them.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { compileFilter } from '../../shared/search/client-filter';
import { sortSpecOf } from '../../shared/search/client-sorts';
import { LiveClientIndex } from '../../shared/db/client-index/live-index';
import { clientRow, idOf } from './rows';

/** Version 1 exactly as released: what a broker's disk holds. */
const VERSION_1 = {
  clients: 'id, name, updated_at',
  trip_requests: 'id, client_id, number, [client_id+created_at]',
  airports: 'id, code',
  aircraft_types: 'id',
  operators: 'id, designator',
  operator_contacts: '[operator_id+email], operator_id, updated_at',
  rfqs: 'id, trip_request_id, link_token, [trip_request_id+sent_at+id]',
  messages: 'id, rfq_id, [rfq_id+at+id]',
  idempotency: '[route+key], expires_at',
  meta: 'key',
};

describe('schema version 2', () => {
  it('upgrades a version-1 database and indexes its clients', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    old.version(1).stores(VERSION_1);
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
