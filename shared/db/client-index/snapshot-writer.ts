// Writes index entries into the snapshot inside the transaction that changes the clients.
// Every commit that touches clients bumps the revision once; changes within one
// transaction are applied one after another, since two of them may share a bucket. Once
// the transaction commits, its changes go to the thread's log (committed-changes.ts).
import type { DBCore, DBCoreTransaction } from 'dexie';
import type { ClientEntry } from '../../search/client-entry';
import { bucketOf, rewriteBucket, type BucketRecord } from '../../search/snapshot';
import type { CommittedChanges } from './committed-changes';
import { CLIENT_INDEX_TABLE, REVISION_KEY, revisionValue } from './tables';

export interface SnapshotChange {
  upserts: readonly ClientEntry[];
  removed: readonly string[];
}

interface BucketChange {
  upserts: ClientEntry[];
  removed: Set<string>;
}

function byBucket(change: SnapshotChange): Map<number, BucketChange> {
  const buckets = new Map<number, BucketChange>();
  const bucket = (id: string) => {
    const key = bucketOf(id);
    let entry = buckets.get(key);
    if (!entry) {
      entry = { upserts: [], removed: new Set() };
      buckets.set(key, entry);
    }
    return entry;
  };
  for (const id of change.removed) bucket(id).removed.add(id);
  for (const entry of change.upserts) bucket(entry.id).upserts.push(entry);
  return buckets;
}

export function snapshotWriter(down: DBCore, committed: CommittedChanges) {
  const revisions = new WeakMap<DBCoreTransaction, Promise<number>>();
  const queues = new WeakMap<DBCoreTransaction, Promise<unknown>>();
  const written = new WeakMap<DBCoreTransaction, SnapshotChange[]>();

  function revisionOf(trans: DBCoreTransaction): Promise<number> {
    let revision = revisions.get(trans);
    if (!revision) {
      const meta = down.table('meta');
      const changes: SnapshotChange[] = [];
      written.set(trans, changes);
      revision = meta.get({ trans, key: REVISION_KEY }).then(async (row) => {
        const next = revisionValue(row) + 1;
        await meta.mutate({ trans, type: 'put', values: [{ key: REVISION_KEY, value: next }] });
        // Below Dexie's middlewares the transaction is IndexedDB's own.
        (trans as unknown as IDBTransaction).addEventListener('complete', () =>
          committed.add({ rev: next, changes }),
        );
        return next;
      });
      revisions.set(trans, revision);
    }
    return revision;
  }

  async function write(trans: DBCoreTransaction, change: SnapshotChange): Promise<void> {
    const rev = await revisionOf(trans);
    const buckets = byBucket(change);
    const keys = [...buckets.keys()];
    const table = down.table(CLIENT_INDEX_TABLE);
    const records = (await table.getMany({ trans, keys })) as (BucketRecord | undefined)[];
    const values: BucketRecord[] = keys.map((bucket, index) => {
      const { upserts, removed } = buckets.get(bucket) as BucketChange;
      return { bucket, rev, entries: rewriteBucket(records[index]?.entries, upserts, removed) };
    });
    await table.mutate({ trans, type: 'put', values });
    written.get(trans)?.push(change);
  }

  return function record(trans: DBCoreTransaction, change: SnapshotChange): Promise<void> {
    const next = (queues.get(trans) ?? Promise.resolve()).then(() => write(trans, change));
    queues.set(
      trans,
      next.catch(() => undefined),
    );
    return next;
  };
}
