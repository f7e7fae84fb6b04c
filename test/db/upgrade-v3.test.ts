// A database made by schema version 3 (sync) opens at version 4 with its records, its outbox
// and its aliases as they were, and a table for the broker's read marks, parsed on read.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import { ParseError } from '../../shared/encoding/parse-unknown';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { id, storedRfq } from '../service/rfq-fixtures';
import { RELEASED } from './released-schemas';
import { clientRow } from './row-builders';

describe('schema version 4', () => {
  it('upgrades a version-3 database, keeping its records, and stores read marks', async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    RELEASED.slice(0, 3).forEach((stores, index) => old.version(index + 1).stores(stores));
    const rfq = storedRfq({ id: id(300), sent_at: '2026-11-20T10:00:00.000Z' });
    await old.table('clients').put(clientRow(id(1)));
    await old.table('rfqs').put(rfq);
    await old.table('aliases').put({ local_id: id(301), server_id: id(300), kind: 'rfq' });
    old.close();

    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    expect(await db.clients.get(id(1))).toEqual(clientRow(id(1)));
    expect(await db.rfqs.get(id(300))).toEqual(rfq);
    expect(await db.aliases.get(id(301))).toMatchObject({ server_id: id(300) });

    expect(await db.thread_reads.count()).toBe(0);
    const mark = { rfq_id: id(300), read_through: '2026-11-21T08:00:00.000Z' };
    await db.thread_reads.put(mark);
    expect(await db.thread_reads.get(id(300))).toEqual(mark);
    await db.thread_reads.put({ rfq_id: id(302), read_through: 'soon' });
    await expect(db.thread_reads.get(id(302))).rejects.toBeInstanceOf(ParseError);
    db.close();
  });
});
