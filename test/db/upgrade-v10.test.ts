// A database made by schema version 9 opens at version 10 with the broker's own tables, empty,
// and every record it held still there.
import { Dexie } from 'dexie';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { BROKER_TABLES } from '../../shared/db/broker/stores';
import { CharterDb } from '../../shared/db/database';
import { SCHEMA_VERSION } from '../../shared/db/versions';
import { declareReleased } from './released-schemas';
import { clientRow, idOf } from './row-builders';

describe('schema version 10', () => {
  it("adds the broker's own tables to a version-9 book, keeping its records", async () => {
    const indexedDB = new IDBFactory();
    const old = new Dexie('broker', { indexedDB, IDBKeyRange });
    declareReleased(old, 9);
    await old.table('clients').put(clientRow(idOf(1)));
    old.close();

    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    await db.open();
    expect(db.verno).toBe(SCHEMA_VERSION);
    for (const name of BROKER_TABLES) expect(await db.table(name).count()).toBe(0);
    expect((await db.clients.get(idOf(1)))?.id).toBe(idOf(1));
    db.close();
  });

  it('keeps their rows as written and refuses one of the wrong shape where it is read', async () => {
    const indexedDB = new IDBFactory();
    const db = new CharterDb('broker', { backend: { indexedDB, IDBKeyRange } });
    const template = {
      id: 't1',
      kind: 'chase' as const,
      name: 'Gentle reminder',
      subject: null,
      body: 'Dear {operator_name}, any news on {trip_number}?',
      is_default: true,
      updated_at: '2026-11-29T08:12:00Z',
    };
    await db.templates.put(template);
    expect(await db.templates.get('t1')).toEqual(template);

    await db.templates.put({ ...template, id: 't2', kind: 'memo' as never });
    await expect(db.templates.get('t2')).rejects.toThrow(/templates row/);
    db.close();
  });
});
