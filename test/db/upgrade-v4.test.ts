// A database made by schema version 4 opens at version 5 at once: the upgrade only counts
// its clients, and their name order is filled afterwards, a few buckets at a time. Until it
// is complete the list by name comes from the index; a write between two steps is kept.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { clientSearchQuery, type Client, type Page } from '../../shared/api';
import { CharterDb } from '../../shared/db/database';
import { LiveClientIndex } from '../../shared/db/index-upkeep/live-index';
import { fillNameOrder } from '../../shared/db/index-upkeep/name-order-fill';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { entryOf } from '../../shared/search/client-entry';
import { clientFilterOf } from '../../shared/search/client-filter';
import { sortSpecOf } from '../../shared/search/client-sorts';
import { bucketOf, encodeBucket } from '../../shared/search/snapshot';
import { searchByNameOrder } from '../../shared/service/clients/name-order-search';
import { searchClients } from '../../shared/service/clients/client-search';
import { searchBinding } from '../../shared/service/clients/search-cursor';
import type { ServiceDeps } from '../../shared/service/deps';
import { testClock, testUser } from '../support/service-harness';
import { RELEASED } from './released-schemas';
import { clientRow, idOf } from './row-builders';

const CLIENTS = 300;
const binding = searchBinding(clientFilterOf({}), 'name');

/** A version-4 database as the app left it: clients, their snapshot and its revision. */
async function versionFourBook(indexedDB: IDBFactory) {
  const old = new Dexie('broker', { indexedDB, IDBKeyRange });
  RELEASED.slice(0, 4).forEach((stores, index) => old.version(index + 1).stores(stores));
  const rows = Array.from({ length: CLIENTS }, (_, n) =>
    clientRow(idOf(n + 1), { name: `${n % 2 ? 'a' : 'A'}ngler ${n % 37}` }),
  );
  await old.table('clients').bulkPut(rows);
  const buckets = new Map<number, typeof rows>();
  for (const row of rows)
    buckets.set(bucketOf(row.id), [...(buckets.get(bucketOf(row.id)) ?? []), row]);
  await old.table('client_index').bulkPut(
    [...buckets].map(([bucket, inBucket]) => ({
      bucket,
      rev: 1,
      entries: encodeBucket(inBucket.map(entryOf)),
    })),
  );
  await old.table('meta').put({ key: 'client_index.revision', value: 1 });
  old.close();
}

const firstPage = (deps: ServiceDeps) =>
  searchByNameOrder(deps.db, sortSpecOf('name'), null, 100, binding);

async function indexPage(deps: ServiceDeps): Promise<Page<Client>> {
  const live = new LiveClientIndex(deps.db);
  return searchClients(deps, live, clientSearchQuery.parse({ limit: '100' }));
}

describe('schema version 5', () => {
  it('opens a version-4 book counted, then fills its name order around the writes', async () => {
    const indexedDB = new IDBFactory();
    await versionFourBook(indexedDB);
    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    const deps: ServiceDeps = {
      db,
      clock: testClock(),
      currentUser: testUser,
      rfqDelivery: { emailed: false, linkUrl: () => null },
    };
    expect(await firstPage(deps)).toBeNull();
    expect((await indexPage(deps)).total).toBe(CLIENTS);

    let steps = 0;
    await fillNameOrder(db, async () => {
      steps += 1;
      // Between two steps the broker deletes one client and renames another.
      if (steps === 1) {
        await db.clients.delete(idOf(CLIENTS));
        await db.clients.update(idOf(1), { name: '  Aardvark' });
      }
    });
    expect(steps).toBeGreaterThan(1);
    const stored = await firstPage(deps);
    expect(stored).toEqual(await indexPage(deps));
    expect(stored?.total).toBe(CLIENTS - 1);
    expect(stored?.items[0]?.name).toBe('  Aardvark');
    db.close();
  });
});
