// Builds the whole snapshot from the clients table: the version-2 upgrade of a database
// made before the index existed.
import type { Transaction } from 'dexie';
import type { ClientRow } from '../rows';
import { entryOf, type ClientEntry } from '../../search/client-entry';
import { bucketOf, encodeBucket, type BucketRecord } from '../../search/snapshot';
import { CLIENT_INDEX_TABLE, REVISION_KEY, revisionValue } from './tables';

export async function rebuildSnapshot(tx: Transaction): Promise<void> {
  const rows = (await tx.table('clients').toArray()) as ClientRow[];
  const buckets = new Map<number, ClientEntry[]>();
  for (const row of rows) {
    const bucket = bucketOf(row.id);
    const entries = buckets.get(bucket) ?? [];
    entries.push(entryOf(row));
    buckets.set(bucket, entries);
  }
  const rev = revisionValue(await tx.table('meta').get(REVISION_KEY)) + 1;
  const records: BucketRecord[] = [...buckets].map(([bucket, entries]) => ({
    bucket,
    rev,
    entries: encodeBucket(entries),
  }));
  await tx.table(CLIENT_INDEX_TABLE).bulkPut(records);
  await tx.table('meta').put({ key: REVISION_KEY, value: rev });
}
