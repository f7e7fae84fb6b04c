// The clients' CSV records kept ready for export (schema version 6, in this shape since 7):
// one record per index bucket holding the CSV records of that bucket's clients as UTF-8
// bytes, so an export reads 256 large values instead of 100,000 rows. Kept in the
// background, never by the writes of clients (shared/host/client-export/csv-refresh.ts): a
// bucket is fresh while it was built at its index bucket's revision, with the aircraft
// types as they are now and in the records' current format.
import type { Dexie } from 'dexie';
import type { AircraftTypeRow } from '../rows';
import type { CsvRecordBytes } from '../../export/csv-bucket';
import { CLIENT_INDEX_TABLE } from '../index-upkeep/tables';

export const CLIENT_CSV_TABLE = 'client_csv';
/** The aircraft types' text the records were made with, numbered; only the newest is kept. */
export const CLIENT_CSV_TYPES_TABLE = 'client_csv_types';
/** Index of CLIENT_CSV_TABLE: the two stamps, read by a key cursor without the records. */
export const CSV_STAMP_INDEX = '[rev+types]';

export interface CsvBucketRecord extends CsvRecordBytes {
  bucket: number;
  /** The `rev` of the index bucket the records were made from. */
  rev: number;
  /** The `rev` of the CsvTypesRecord the records were made with. */
  types: number;
}

export interface CsvTypesRecord {
  rev: number;
  /** RECORDS_FORMAT and the aircraft types table as JSON: any change to either changes it. */
  text: string;
}

/**
 * The shape of the records kept (export/csv-bucket.ts), stamped with the types they were made
 * with, so buckets of an older shape are stale and made again in the background. 2: with the
 * places of their neutralizing marks (an export for an import leaves those out).
 */
const RECORDS_FORMAT = 2;

export interface AircraftTypes {
  /** What a client's aircraft type resolves against (client-view.ts `viewsWith`). */
  byId: Map<string, AircraftTypeRow>;
  /** The same, with the records' format, as one comparable text. */
  text: string;
}

/** Every aircraft type, by id and as one text (with the records' format). */
export async function aircraftTypes(db: Dexie): Promise<AircraftTypes> {
  const rows = (await db.table('aircraft_types').toArray()) as AircraftTypeRow[];
  const text = `${RECORDS_FORMAT}:${JSON.stringify(rows)}`;
  return { byId: new Map(rows.map((type) => [type.id, type])), text };
}

/** The newest types stamp, or undefined before the first bucket is made. */
export async function latestTypes(db: Dexie): Promise<CsvTypesRecord | undefined> {
  return (await db.table(CLIENT_CSV_TYPES_TABLE).orderBy('rev').last()) as
    CsvTypesRecord | undefined;
}

/** The aircraft types now, and the stamp that names them (null when none does yet). */
export async function currentTypes(db: Dexie): Promise<AircraftTypes & { rev: number | null }> {
  const [types, latest] = await Promise.all([aircraftTypes(db), latestTypes(db)]);
  return { ...types, rev: latest?.text === types.text ? latest.rev : null };
}

/**
 * Each index bucket's revision, read from its `rev` index alone: ~200 ms at 100,000 clients,
 * where the client index in memory (`LiveClientIndex.bucketRevisions`) knows it at once.
 */
export async function indexRevisions(db: Dexie): Promise<Map<number, number>> {
  const revisions = new Map<number, number>();
  await db
    .table(CLIENT_INDEX_TABLE)
    .orderBy('rev')
    .eachKey((rev, cursor) => revisions.set(cursor.primaryKey as number, rev as number));
  return revisions;
}

/**
 * The index buckets whose CSV bucket is missing or stale: made at another index revision
 * than `indexRevisions` gives, or with aircraft types other than `types` (null: the types
 * changed since the newest stamp).
 */
export async function staleCsvBuckets(
  db: Dexie,
  types: number | null,
  indexRevisions: ReadonlyMap<number, number>,
): Promise<Set<number>> {
  const made = new Map<number, [number, number]>();
  await db
    .table(CLIENT_CSV_TABLE)
    .orderBy(CSV_STAMP_INDEX)
    .eachKey((stamp, cursor) => made.set(cursor.primaryKey as number, stamp as [number, number]));
  const stale = new Set<number>();
  for (const [bucket, rev] of indexRevisions) {
    const [madeAt, madeWith] = made.get(bucket) ?? [-1, null];
    if (madeAt !== rev || madeWith !== types) stale.add(bucket);
  }
  return stale;
}
