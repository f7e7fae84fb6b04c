// Writes index entries into the snapshot, the count of clients and the clients' places in the
// name order, inside the transaction that changes the clients.
// Every commit that touches clients bumps the revision once; changes within one
// transaction are applied one after another, since two of them may share a bucket. Once
// the transaction commits, its changes go to the thread's log (committed-changes.ts).
// Each request waits a round trip to the browser's database and back, and a writer's
// transaction holds back every reader of its tables: a change reads the revision and its
// buckets while its rows are being written, then writes both at once (two round trips).
import type { DBCore, DBCoreTransaction } from 'dexie';
import type { ClientEntry } from '../../search/client-entry';
import { bucketOf, type BucketRecord } from '../../search/snapshot';
import { rewriteBucket } from '../../search/snapshot-rewrite';
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

/** A transaction's revision, and the write that stores it (awaited with the buckets'). */
interface Revision {
  rev: number;
  stored: Promise<unknown>;
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

/** The changed clients' places in the name order, in the same transaction. */
async function writeNameOrder(down: DBCore, trans: DBCoreTransaction, change: SnapshotChange) {
  const table = down.table(CLIENT_NAME_ORDER_TABLE);
  const values: NameOrderRecord[] = change.upserts.map((entry) => ({
    id: entry.id,
    name_key: entry.nameKey,
  }));
  // One change never removes and upserts the same client, so the two may go out together.
  await Promise.all([
    change.removed.length > 0 && table.mutate({ trans, type: 'delete', keys: [...change.removed] }),
    values.length > 0 && table.mutate({ trans, type: 'put', values }),
  ]);
}

/**
 * `record(trans, ids, change)`: `ids` are the clients a mutation may change, known before
 * it runs; `change` resolves to what it did change once its rows are written.
 */
export function snapshotWriter(down: DBCore, committed: CommittedChanges) {
  const revisions = new WeakMap<DBCoreTransaction, Promise<Revision>>();
  const queues = new WeakMap<DBCoreTransaction, Promise<unknown>>();
  const written = new WeakMap<DBCoreTransaction, SnapshotChange[]>();

  function revisionOf(trans: DBCoreTransaction): Promise<Revision> {
    let revision = revisions.get(trans);
    if (!revision) {
      const meta = down.table('meta');
      const changes: SnapshotChange[] = [];
      written.set(trans, changes);
      revision = meta.get({ trans, key: REVISION_KEY }).then((row) => {
        const rev = metaNumber(row) + 1;
        committed.writing(trans, rev);
        const stored = meta.mutate({
          trans,
          type: 'put',
          values: [{ key: REVISION_KEY, value: rev }],
        });
        // Below Dexie's middlewares the transaction is IndexedDB's own.
        (trans as unknown as IDBTransaction).addEventListener('complete', () =>
          committed.add({ rev, changes }),
        );
        return { rev, stored };
      });
      revisions.set(trans, revision);
    }
    return revision;
  }

  async function write(
    trans: DBCoreTransaction,
    ids: readonly string[],
    change: Promise<SnapshotChange>,
  ): Promise<void> {
    const keys = [...new Set(ids.map(bucketOf))];
    const table = down.table(CLIENT_INDEX_TABLE);
    const meta = down.table('meta');
    const [{ rev, stored }, records, done, count] = await Promise.all([
      revisionOf(trans),
      table.getMany({ trans, keys }) as Promise<(BucketRecord | undefined)[]>,
      change,
      meta.get({ trans, key: CLIENT_COUNT_KEY }).then(metaNumber),
    ]);
    const known = new Map(keys.map((bucket, index) => [bucket, records[index]]));
    let added = 0;
    const values: BucketRecord[] = [...byBucket(done)].map(([bucket, { upserts, removed }]) => {
      const rewritten = rewriteBucket(known.get(bucket)?.entries, upserts, removed);
      added += rewritten.added;
      return { bucket, rev, entries: rewritten.entries };
    });
    await Promise.all([
      stored,
      values.length > 0 && table.mutate({ trans, type: 'put', values }),
      added !== 0 &&
        meta.mutate({
          trans,
          type: 'put',
          values: [{ key: CLIENT_COUNT_KEY, value: count + added }],
        }),
      writeNameOrder(down, trans, done),
    ]);
    written.get(trans)?.push(done);
  }

  return function record(
    trans: DBCoreTransaction,
    ids: readonly string[],
    change: Promise<SnapshotChange>,
  ): Promise<void> {
    const next = (queues.get(trans) ?? Promise.resolve()).then(() => write(trans, ids, change));
    queues.set(
      trans,
      next.catch(() => undefined),
    );
    return next;
  };
}
