// Keeps the clients' CSV records for export (db/client-csv/tables.ts) fresh in the
// background rather than in the transactions that write clients: a pull page rewrites ~80
// buckets, and rewriting their ~130 kB of records each would make every pull write heavier.
// It looks every few seconds and refreshes only once the clients have stopped changing
// since the last look and no request is under way, a few buckets per step with a pause
// between, so neither the broker's requests nor a pull wait on it for long.
import type { CharterDb } from '../../db/database';
import { CLIENT_INDEX_TABLE, REVISION_KEY, metaNumber } from '../../db/index-upkeep/tables';
import {
  CLIENT_CSV_TABLE,
  CLIENT_CSV_TYPES_TABLE,
  aircraftTypes,
  currentTypes,
  indexRevisions,
  latestTypes,
  staleCsvBuckets,
  type CsvBucketRecord,
} from '../../db/client-csv/tables';
import { inTransaction } from '../../db/unit-of-work';
import { pause } from '../../encoding/clock';
import { csvRecordBytesOf } from '../../export/csv-bucket';
import { bucketIds, type BucketRecord } from '../../search/snapshot';
import { rowsOfIds, viewsWith } from '../../service/clients/client-view';

/** About 800 clients a step at 100,000 (~60 ms here): a request waits at most that. */
const BUCKETS_PER_STEP = 2;
const STEP_PAUSE_MS = 20;
const LOOK_EVERY_MS = 3_000;

const READ_SCOPE = ['meta', CLIENT_INDEX_TABLE, CLIENT_CSV_TABLE, CLIENT_CSV_TYPES_TABLE];

/** The stale buckets and the clients' revision, read together. */
function look(db: CharterDb) {
  return inTransaction(db, 'r', [...READ_SCOPE, 'aircraft_types'], async (db) => {
    const [revision, types, index] = await Promise.all([
      db.meta.get(REVISION_KEY),
      currentTypes(db),
      indexRevisions(db),
    ]);
    return { revision: metaNumber(revision), stale: await staleCsvBuckets(db, types.rev, index) };
  });
}

/** The buckets' records as their clients and the aircraft types are now. */
function made(db: CharterDb, buckets: readonly number[]) {
  return inTransaction(db, 'r', [...READ_SCOPE, 'clients', 'aircraft_types'], async (db) => {
    const [revision, indexed, types] = await Promise.all([
      db.meta.get(REVISION_KEY),
      db.table(CLIENT_INDEX_TABLE).bulkGet([...buckets]) as Promise<(BucketRecord | undefined)[]>,
      aircraftTypes(db),
    ]);
    const records = await Promise.all(
      indexed
        .flatMap((record) => (record ? [record] : []))
        .map(async ({ bucket, rev, entries }) => {
          const rows = await rowsOfIds(db, bucketIds(entries));
          return { bucket, rev, ...csvRecordBytesOf(viewsWith(rows, types.byId)) };
        }),
    );
    return { records, typesText: types.text, revision: metaNumber(revision) };
  });
}

/**
 * Makes and stores the buckets' records (derived data, so they need not wait for the disk);
 * the clients' revision they were made at.
 */
export async function refreshCsvBuckets(
  db: CharterDb,
  buckets: readonly number[],
): Promise<number> {
  const { records, typesText, revision } = await made(db, buckets);
  const scope = [CLIENT_CSV_TABLE, CLIENT_CSV_TYPES_TABLE];
  const options = { durability: 'relaxed' } as const;
  await inTransaction(
    db,
    'rw',
    scope,
    async (db) => {
      const latest = await latestTypes(db);
      let types = latest?.rev ?? 0;
      if (latest?.text !== typesText) {
        types += 1;
        await db.table(CLIENT_CSV_TYPES_TABLE).put({ rev: types, text: typesText });
        await db.table(CLIENT_CSV_TYPES_TABLE).where('rev').below(types).delete();
      }
      const values: CsvBucketRecord[] = records.map((record) => ({ ...record, types }));
      await db.table(CLIENT_CSV_TABLE).bulkPut(values);
    },
    options,
  );
  return revision;
}

export interface CsvKeeper {
  stop(): void;
}

/** Keeps `db`'s CSV buckets fresh until stopped; `busy()` is true while requests run. */
export function keepClientCsv(db: CharterDb, busy: () => boolean): CsvKeeper {
  let stopped = false;
  let lastRevision = -1;
  async function run() {
    while (!stopped) {
      await pause(LOOK_EVERY_MS);
      if (stopped || busy()) continue;
      const { revision, stale } = await look(db);
      let quiet = revision === lastRevision;
      lastRevision = revision;
      const buckets = [...stale];
      for (
        let at = 0;
        quiet && at < buckets.length && !stopped && !busy();
        at += BUCKETS_PER_STEP
      ) {
        // Clients written meanwhile: a pull or an import is under way, wait until it is over.
        quiet =
          (await refreshCsvBuckets(db, buckets.slice(at, at + BUCKETS_PER_STEP))) === revision;
        await pause(STEP_PAUSE_MS);
      }
    }
  }
  // A failure (the database closing under it) ends it; the export reads rows meanwhile.
  run().catch(() => {});
  return {
    stop() {
      stopped = true;
    },
  };
}
