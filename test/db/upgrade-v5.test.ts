// A database made by schema version 5 opens at version 6 with no CSV records kept for export:
// every bucket is stale, so an export reads the rows until the records are made. A database
// made at version 6 has nothing stale: its buckets come with its clients.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { refreshCsvBuckets } from '../../shared/host/client-export/csv-refresh';
import { entryOf } from '../../shared/search/client-entry';
import { bucketOf, encodeBucket } from '../../shared/search/snapshot';
import { RELEASED } from './released-schemas';
import { staleCsv as stale } from './stale-csv';
import { clientRow, idOf } from './row-builders';

describe('schema version 6', () => {
  it('opens a version-5 book with every bucket stale, until the records are made', async () => {
    // A book as version 5 left it: clients and their snapshot.
    const indexedDB = new IDBFactory();
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    RELEASED.slice(0, 5).forEach((stores, index) => old.version(index + 1).stores(stores));
    const rows = Array.from({ length: 200 }, (_, n) => clientRow(idOf(n + 1)));
    await old.table('clients').bulkPut(rows);
    const snapshot = [...new Set(rows.map((row) => bucketOf(row.id)))].map((bucket) => ({
      bucket,
      rev: 1,
      entries: encodeBucket(rows.filter((row) => bucketOf(row.id) === bucket).map(entryOf)),
    }));
    await old.table('client_index').bulkPut(snapshot);
    await old.table('meta').put({ key: 'client_index.revision', value: 1 });
    old.close();

    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    const buckets = [...(await stale(db))];
    expect(buckets).toHaveLength(snapshot.length);
    await refreshCsvBuckets(db, buckets);
    expect((await stale(db)).size).toBe(0);
    db.close();
  });

  it('makes a new book with nothing stale', async () => {
    const db = new CharterDb('fresh', { backend: { indexedDB: new IDBFactory(), IDBKeyRange } });
    await db.open();
    expect((await stale(db)).size).toBe(0);
    db.close();
  });
});
