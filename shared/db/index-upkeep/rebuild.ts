// Builds the derived records of a database made before they existed: the whole snapshot
// from the clients table (version 2), the count of clients from the snapshot (version 5).
import type { Transaction } from 'dexie';
import type { ClientRow } from '../rows';
import { entryOf, type ClientEntry } from '../../search/client-entry';
import { bucketOf, bucketSize, encodeBucket, type BucketRecord } from '../../search/snapshot';
import { CLIENT_COUNT_KEY, CLIENT_INDEX_TABLE, REVISION_KEY, metaNumber } from './tables';

/**
 * The version-5 upgrade: counts the clients the snapshot holds. The name order is filled
 * afterwards, in the background (name-order-fill.ts): at 100,000 clients its writes take
 * tens of seconds, which the upgrade would add to the app's start.
 */
export async function countClients(tx: Transaction): Promise<void> {
  const buckets = (await tx.table(CLIENT_INDEX_TABLE).toArray()) as BucketRecord[];
  const count = buckets.reduce((sum, record) => sum + bucketSize(record.entries), 0);
  await tx.table('meta').put({ key: CLIENT_COUNT_KEY, value: count });
}

export async function rebuildSnapshot(tx: Transaction): Promise<void> {
  const rows = (await tx.table('clients').toArray()) as ClientRow[];
  const buckets = new Map<number, ClientEntry[]>();
  for (const row of rows) {
    const bucket = bucketOf(row.id);
    const entries = buckets.get(bucket) ?? [];
    entries.push(entryOf(row));
    buckets.set(bucket, entries);
  }
  const rev = metaNumber(await tx.table('meta').get(REVISION_KEY)) + 1;
  const records: BucketRecord[] = [...buckets].map(([bucket, entries]) => ({
    bucket,
    rev,
    entries: encodeBucket(entries),
  }));
  await tx.table(CLIENT_INDEX_TABLE).bulkPut(records);
  await tx.table('meta').put({ key: REVISION_KEY, value: rev });
}
