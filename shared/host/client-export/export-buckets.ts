// The first pass of a large export from the CSV records kept per index bucket
// (db/client-csv/tables.ts): 256 large values instead of every row. A bucket gone stale
// since it was made (its clients or the aircraft types changed) is replaced by its listed
// clients' rows, got by id; past a share of stale buckets one pass over the rows
// (export-scan.ts) costs less.
import type { CharterDb } from '../../db/database';
import {
  CLIENT_CSV_TABLE,
  currentTypes,
  staleCsvBuckets,
  type CsvBucketRecord,
} from '../../db/client-csv/tables';
import { csvRecordsFor, forEachCsvRecord } from '../../export/csv-bucket';
import type { CsvPurpose } from '../../export/csv';
import type { ReorderedRecords } from '../../export/reordered-records';
import { BUCKET_COUNT, bucketOf } from '../../search/snapshot';
import { rowsOfIds } from '../../service/clients/client-view';
import { addRowRecords } from './export-scan';

/** Stale buckets above this share: their clients got by id cost more than reading every row. */
const STALE_SHARE = 0.25;
/** Buckets read at a time. */
const SLICE = 32;
/**
 * Slices asked for ahead of the one being placed, so IndexedDB reads the next ones meanwhile
 * (~40 ms a slice here, ~27 to place one): memory holds these few slices, ~4 MB each.
 */
const SLICES_AHEAD = 3;

function slice(db: CharterDb, from: number): Promise<CsvBucketRecord[]> {
  return db
    .table(CLIENT_CSV_TABLE)
    .where('bucket')
    .between(from, from + SLICE)
    .toArray() as Promise<CsvBucketRecord[]>;
}

/**
 * Adds the record for `purpose` of each client `positions` lists (id → place in the list), or
 * returns false (nothing added) when too many buckets are stale. `db` is bound to a read transaction over
 * clients, aircraft types, the index and the CSV buckets; `indexRevisions` are the index
 * buckets' revisions it reads.
 */
export async function addRecordsFromBuckets(
  db: CharterDb,
  positions: ReadonlyMap<string, number>,
  indexRevisions: ReadonlyMap<number, number>,
  records: ReorderedRecords,
  purpose: CsvPurpose,
): Promise<boolean> {
  const types = await currentTypes(db);
  const stale = await staleCsvBuckets(db, types.rev, indexRevisions);
  if (stale.size > BUCKET_COUNT * STALE_SHARE) return false;
  const staleIds =
    stale.size === 0 ? [] : [...positions.keys()].filter((id) => stale.has(bucketOf(id)));
  const rows = rowsOfIds(db, staleIds);
  const asked: Promise<CsvBucketRecord[]>[] = [];
  let nextFrom = 0;
  const askAhead = () => {
    for (; asked.length <= SLICES_AHEAD && nextFrom < BUCKET_COUNT; nextFrom += SLICE) {
      asked.push(slice(db, nextFrom));
    }
  };
  askAhead();
  while (asked.length > 0) {
    const buckets = await asked.shift()!;
    askAhead();
    for (const bucket of buckets) {
      if (stale.has(bucket.bucket)) continue;
      forEachCsvRecord(csvRecordsFor(bucket, purpose), (id, record) => {
        const position = positions.get(id);
        if (position !== undefined) records.add(position, record);
      });
    }
  }
  addRowRecords(await rows, types.byId, positions, records, purpose);
  return true;
}
