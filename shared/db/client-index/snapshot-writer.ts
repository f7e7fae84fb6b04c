// Writes index entries into the snapshot, the count of clients and the clients' places in the
// name order, inside the transaction that changes the clients.
// Every commit that touches clients bumps the revision once; changes within one
// transaction are applied one after another, since two of them may share a bucket. Once
// the transaction commits, its changes go to the thread's log (committed-changes.ts).
import type { DBCore, DBCoreTransaction } from 'dexie';
import type { ClientEntry } from '../../search/client-entry';
import { bucketOf, rewriteBucket, type BucketRecord } from '../../search/snapshot';
import type { CommittedChanges } from './committed-changes';
import {
  CLIENT_COUNT_KEY,
  CLIENT_INDEX_TABLE,
  CLIENT_NAME_ORDER_TABLE,
  REVISION_KEY,
  metaNumber,
  type NameOrderRecord,
} from './tables';

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

async function addToCount(down: DBCore, trans: DBCoreTransaction, added: number) {
  if (added === 0) return;
  const meta = down.table('meta');
  const count = metaNumber(await meta.get({ trans, key: CLIENT_COUNT_KEY })) + added;
  await meta.mutate({ trans, type: 'put', values: [{ key: CLIENT_COUNT_KEY, value: count }] });
}

/** The changed clients' places in the name order, in the same transaction. */
async function writeNameOrder(down: DBCore, trans: DBCoreTransaction, change: SnapshotChange) {
  const table = down.table(CLIENT_NAME_ORDER_TABLE);
  if (change.removed.length > 0) {
    await table.mutate({ trans, type: 'delete', keys: [...change.removed] });
  }
  if (change.upserts.length > 0) {
    const values: NameOrderRecord[] = change.upserts.map((entry) => ({
      id: entry.id,
      name_key: entry.nameKey,
    }));
    await table.mutate({ trans, type: 'put', values });
  }
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
        const next = metaNumber(row) + 1;
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
    let added = 0;
    const values: BucketRecord[] = keys.map((bucket, index) => {
      const { upserts, removed } = buckets.get(bucket) as BucketChange;
      const rewritten = rewriteBucket(records[index]?.entries, upserts, removed);
      added += rewritten.added;
      return { bucket, rev, entries: rewritten.entries };
    });
    await table.mutate({ trans, type: 'put', values });
    await addToCount(down, trans, added);
    await writeNameOrder(down, trans, change);
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
