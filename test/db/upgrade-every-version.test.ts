// A book made by any released version opens with the same stores and indexes as a book made
// new: whichever versions it passes through, none of its tables or indexes is missing, extra
// or different (shared/db/versions.ts declares a version that moves no rows with the next).
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { declareReleased } from './released-schemas';

/** Every store of the open database: its key, flags and indexes, as IndexedDB holds them. */
function storesOf(db: Dexie): Record<string, unknown> {
  const idb = db.backendDB();
  const names = [...idb.objectStoreNames].sort();
  const tx = idb.transaction(names, 'readonly');
  return Object.fromEntries(
    names.map((name) => {
      const store = tx.objectStore(name);
      const indexes = [...store.indexNames].sort().map((indexName) => {
        const index = store.index(indexName);
        return [indexName, index.keyPath, index.unique, index.multiEntry];
      });
      return [name, { key: store.keyPath, autoIncrement: store.autoIncrement, indexes }];
    }),
  );
}

async function openedFrom(version: number): Promise<Record<string, unknown>> {
  const indexedDB = new IDBFactory();
  if (version > 0) {
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    declareReleased(old, version);
    await old.open();
    old.close();
  }
  const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
  await db.open();
  expect(db.verno).toBe(SCHEMA_VERSION);
  const stores = storesOf(db);
  db.close();
  return stores;
}

describe('the schema of every released version', () => {
  it('opens at the last version with the stores and indexes of a book made new', async () => {
    const made = await openedFrom(0);
    expect(Object.keys(made).length).toBeGreaterThan(20);
    for (let version = 1; version < SCHEMA_VERSION; version += 1) {
      expect({ version, stores: await openedFrom(version) }).toEqual({ version, stores: made });
    }
  });
});
