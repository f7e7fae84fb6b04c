// A database made by schema version 6 kept its CSV records with the ids and lengths as arrays;
// version 7 keeps them as one text and a typed array. Opening it at version 7 drops the old
// records, so every bucket is stale (the export reads the rows) until they are made again,
// in the new shape.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { forEachCsvRecord } from '../../shared/export/csv-bucket';
import { refreshCsvBuckets } from '../../shared/host/client-export/csv-refresh';
import { entryOf } from '../../shared/search/client-entry';
import { bucketOf, encodeBucket } from '../../shared/search/snapshot';
import { RELEASED } from './released-schemas';
import { staleCsv as stale } from './stale-csv';
import { clientRow, idOf } from './row-builders';

describe('schema version 7', () => {
  it('drops the CSV records a version-6 book kept, then makes them in the new shape', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    RELEASED.slice(0, 6).forEach((stores, index) => old.version(index + 1).stores(stores));
    const row = clientRow(idOf(1));
    const bucket = bucketOf(row.id);
    await old.table('clients').put(row);
    await old.table('client_index').put({ bucket, rev: 1, entries: encodeBucket([entryOf(row)]) });
    await old.table('meta').put({ key: 'client_index.revision', value: 1 });
    await old.table('client_csv_types').put({ rev: 1, text: '[]' });
    const record = new TextEncoder().encode('old,record\r\n');
    await old
      .table('client_csv')
      .put({ bucket, rev: 1, types: 1, ids: [row.id], lengths: [record.length], bytes: record });
    old.close();

    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.table('client_csv').count()).toBe(0);
    expect([...(await stale(db))]).toEqual([bucket]);

    await refreshCsvBuckets(db, [bucket]);
    const [made] = await db.table('client_csv').toArray();
    const visited: string[] = [];
    forEachCsvRecord(made, (id, bytes) => visited.push(`${id} ${bytes.length > 0}`));
    expect(visited).toEqual([`${row.id} true`]);
    db.close();
  });
});
