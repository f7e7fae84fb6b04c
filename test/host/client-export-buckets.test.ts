// The CSV records kept per index bucket for export: after every kind of client write the
// export's records are exactly the rows' (stale buckets read from the rows), and a refresh
// makes the stale buckets fresh again with the rows' records.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { CharterDb } from '../../shared/db/database';
import { BUCKET_COUNT, bucketOf } from '../../shared/search/snapshot';
import {
  CLIENT_CSV_TABLE,
  CLIENT_CSV_TYPES_TABLE,
  currentTypes,
  indexRevisions,
  staleCsvBuckets,
} from '../../shared/db/client-csv/tables';
import { demoAircraftTypes } from '../../shared/demo';
import { clientCsvRecord } from '../../shared/export/client-csv';
import type { CsvPurpose } from '../../shared/export/csv';
import { ReorderedRecords } from '../../shared/export/reordered-records';
import { addRecordsFromBuckets } from '../../shared/host/client-export/export-buckets';
import { refreshCsvBuckets } from '../../shared/host/client-export/csv-refresh';
import { clientView } from '../../shared/service/clients/client-view';
import { liveIndexOf } from '../../shared/db/index-upkeep/live-index';
import { memoryScratch } from '../support/memory-scratch';
import { clientRow, idOf } from '../db/row-builders';

const SCOPE = [
  'meta',
  'client_index',
  'clients',
  'aircraft_types',
  CLIENT_CSV_TABLE,
  CLIENT_CSV_TYPES_TABLE,
];
const [JET, PROP] = demoAircraftTypes;

async function book(count: number) {
  const db = new CharterDb('book', { backend: { indexedDB: new IDBFactory(), IDBKeyRange } });
  await db.aircraft_types.bulkPut(demoAircraftTypes);
  await db.clients.bulkPut(
    Array.from({ length: count }, (_, n) =>
      clientRow(idOf(n + 1), {
        name: n % 7 ? `=Client ${n}` : `Client, "${n}"`,
        preferred_aircraft_type_id: n % 3 ? JET!.id : null,
      }),
    ),
  );
  return db;
}

/** Every client's record as the export makes it from the kept buckets, in id order. */
async function exported(
  db: CharterDb,
  purpose: CsvPurpose = 'spreadsheet',
): Promise<{ text: string; fromBuckets: boolean }> {
  const ids = (await db.clients.toCollection().primaryKeys()) as string[];
  const records = new ReorderedRecords((await memoryScratch().create())!, ids.length, ids.length);
  const live = liveIndexOf(db);
  await live.ready();
  // As an export reads them: the index buckets' revisions from the index in memory.
  const fromBuckets = await db.transaction('r', SCOPE, async () => {
    await live.caughtUp(db);
    const positions = new Map(ids.map((id, at) => [id, at]));
    return addRecordsFromBuckets(db, positions, live.bucketRevisions(), records, purpose);
  });
  records.seal();
  return { text: new TextDecoder().decode(records.chunk(0).bytes), fromBuckets };
}

/** The same from the rows, as client-view resolves them. */
async function fromRows(db: CharterDb, purpose: CsvPurpose = 'spreadsheet'): Promise<string> {
  const types = new Map((await db.aircraft_types.toArray()).map((type) => [type.id, type]));
  const rows = await db.clients.toArray();
  return rows
    .map((row) =>
      clientCsvRecord(
        clientView(row, types.get(row.preferred_aircraft_type_id ?? '') ?? null),
        purpose,
      ),
    )
    .join('');
}

const stale = (db: CharterDb) =>
  db.transaction('r', SCOPE, async () =>
    staleCsvBuckets(db, (await currentTypes(db)).rev, await indexRevisions(db)),
  );

async function refreshAll(db: CharterDb) {
  await refreshCsvBuckets(db, [...(await stale(db))]);
  expect((await stale(db)).size).toBe(0);
}

describe('CSV records kept per bucket', () => {
  it('match the rows after creates, edits, deletes and a pulled page; stale ones come from rows', async () => {
    const db = await book(1_500);
    expect((await stale(db)).size).toBe(BUCKET_COUNT);
    await refreshAll(db);
    expect(await exported(db)).toEqual({ text: await fromRows(db), fromBuckets: true });

    const touched = [idOf(3), idOf(40), idOf(900), idOf(2_000), idOf(1_200), idOf(1_201)];
    await db.clients.add(clientRow(idOf(2_000), { name: '+1 555 Newcomer' }));
    await db.clients.update(idOf(3), {
      notes: 'line\r\nbreak',
      preferred_aircraft_type_id: PROP!.id,
    });
    await db.clients.delete(idOf(40));
    await db.transaction('rw', ['clients'], () =>
      db.clients.bulkPut([
        clientRow(idOf(900), { email: '@pulled', tags: ['vip', 'new'] }),
        clientRow(idOf(1_200), { name: 'Pulled' }),
        clientRow(idOf(1_201), { company: '-Co' }),
      ]),
    );
    expect([...(await stale(db))].sort()).toEqual([...new Set(touched.map(bucketOf))].sort());
    expect(await exported(db)).toEqual({ text: await fromRows(db), fromBuckets: true });

    await refreshAll(db);
    expect(await exported(db)).toEqual({ text: await fromRows(db), fromBuckets: true });
    db.close();
  });

  it('give an import its values as they are, exactly as from the rows', async () => {
    const db = await book(600);
    await db.clients.bulkPut([
      clientRow(idOf(601), { name: 'Zoë 陳', phone: '+1 305 555 0155', company: '@Home, "Jets"' }),
      clientRow(idOf(602), { name: '-陳', notes: '=1\r\n+2', email: null, phone: '-' }),
    ]);
    await refreshAll(db);
    const imported = await exported(db, 'import');
    expect(imported).toEqual({ text: await fromRows(db, 'import'), fromBuckets: true });
    expect(imported.text).toContain(',+1 305 555 0155,');
    expect((await exported(db)).text).toContain(",'+1 305 555 0155,");
    db.close();
  });

  it('made in the shape before the marks of neutralized cells are stale, then made again', async () => {
    const db = await book(300);
    await refreshAll(db);
    // As the format before it stamped them: the aircraft types alone.
    await db
      .table(CLIENT_CSV_TYPES_TABLE)
      .toCollection()
      .modify({ text: JSON.stringify(await db.aircraft_types.toArray()) });
    expect((await stale(db)).size).toBe(await db.table('client_index').count());
    await refreshAll(db);
    expect(await exported(db, 'import')).toEqual({
      text: await fromRows(db, 'import'),
      fromBuckets: true,
    });
    db.close();
  });

  it('go stale when an aircraft type changes; the export then reads every row', async () => {
    const db = await book(300);
    await refreshAll(db);
    await db.aircraft_types.put({ ...JET!, model: 'Renamed' });
    expect((await stale(db)).size).toBe(await db.table('client_index').count());
    expect((await exported(db)).fromBuckets).toBe(false);
    await refreshAll(db);
    const { text } = await exported(db);
    expect(text).toBe(await fromRows(db));
    expect(text).toContain('Renamed');
    expect(await db.table(CLIENT_CSV_TYPES_TABLE).count()).toBe(1);
    db.close();
  });
});
