// Fills the name order of a database upgraded to version 5 from its snapshot, a few buckets
// per transaction, in the background: at 100,000 clients its writes take tens of seconds,
// too long for the upgrade, which holds the app's start. Until it is complete the list reads
// by name from the in-memory index, as before. Client writes keep the order current meanwhile
// (snapshot-writer.ts), and a step reads its buckets and puts their entries in one
// transaction, so a write between two steps is neither lost nor undone.
import type { Dexie } from 'dexie';
import { BUCKET_COUNT, decodeBucket } from '../../search/snapshot';
import {
  CLIENT_INDEX_TABLE,
  CLIENT_NAME_ORDER_TABLE,
  NAME_ORDER_FILLED_KEY,
  bucketsBetween,
  metaNumber,
  type NameOrderRecord,
} from './tables';

/** About 1,600 clients a step at 100,000: short enough not to hold up a search for long. */
const BUCKETS_PER_STEP = 4;

/** Buckets the order holds; BUCKET_COUNT once complete. */
export async function nameOrderFilled(db: Dexie): Promise<number> {
  return metaNumber(await db.table('meta').get(NAME_ORDER_FILLED_KEY));
}

async function fillStep(db: Dexie): Promise<boolean> {
  return db.transaction('rw', ['meta', CLIENT_INDEX_TABLE, CLIENT_NAME_ORDER_TABLE], async () => {
    const filled = await nameOrderFilled(db);
    if (filled >= BUCKET_COUNT) return true;
    const next = Math.min(filled + BUCKETS_PER_STEP, BUCKET_COUNT);
    const buckets = await bucketsBetween(db, filled, next);
    const records: NameOrderRecord[] = buckets.flatMap((record) =>
      decodeBucket(record.entries).map((entry) => ({ id: entry.id, name_key: entry.nameKey })),
    );
    await db.table(CLIENT_NAME_ORDER_TABLE).bulkPut(records);
    await db.table('meta').put({ key: NAME_ORDER_FILLED_KEY, value: next });
    return next >= BUCKET_COUNT;
  });
}

/** Fills what is left, pausing between steps; a no-op once complete. */
export async function fillNameOrder(db: Dexie, pause: () => Promise<void>): Promise<void> {
  while (!(await fillStep(db))) await pause();
}
