// Keeps a ClientIndex equal to the persisted snapshot: the index applies the buckets that
// changed since the revision it holds, or the changes of the commits in between when this
// thread made them all. Applying is idempotent and ignores a bucket older than the one
// already applied, so overlapping catch-ups cannot move it backwards. Only entries that
// differ touch the sorted orders: a bucket holds hundreds of clients.
import { sameEntry, type ClientEntry } from './client-entry';
import { ClientIndex } from './client-index';
import { bucketOf, decodeBucket, type BucketRecord } from './snapshot';

/** A commit's changes to the index, in the order it made them. */
export interface EntryChanges {
  rev: number;
  changes: readonly { upserts: readonly ClientEntry[]; removed: readonly string[] }[];
}

export class SnapshotMirror {
  readonly index = new ClientIndex();
  /** The snapshot revision the index holds; -1 before the first load. */
  revision = -1;
  private readonly revisionsOfBuckets = new Map<number, number>();
  /** Each bucket's ids, to find those a bucket read later no longer holds. */
  private readonly bucketIds = new Map<number, Set<string>>();

  /** Each bucket's revision as the index holds it (the `rev` of its stored record). */
  get bucketRevisions(): ReadonlyMap<number, number> {
    return this.revisionsOfBuckets;
  }

  apply(records: readonly BucketRecord[], revision: number): void {
    for (const record of records) {
      if (record.rev <= (this.revisionsOfBuckets.get(record.bucket) ?? -1)) continue;
      const entries = decodeBucket(record.entries);
      const ids = new Set(entries.map((entry) => entry.id));
      for (const id of this.bucketIds.get(record.bucket) ?? []) {
        if (!ids.has(id)) this.index.remove(id);
      }
      for (const entry of entries) this.upsert(entry);
      this.bucketIds.set(record.bucket, ids);
      this.revisionsOfBuckets.set(record.bucket, record.rev);
    }
    this.revision = Math.max(this.revision, revision);
  }

  /** Applies every commit after the revision held up to `revision`, each one, in order. */
  applyCommits(commits: readonly EntryChanges[], revision: number): void {
    for (const { rev, changes } of commits) {
      for (const { upserts, removed } of changes) {
        for (const id of removed) {
          this.index.remove(id);
          this.idsOf(id, rev).delete(id);
        }
        for (const entry of upserts) {
          this.upsert(entry);
          this.idsOf(entry.id, rev).add(entry.id);
        }
      }
    }
    this.revision = Math.max(this.revision, revision);
  }

  private upsert(entry: ClientEntry): void {
    const current = this.index.get(entry.id);
    if (!current || !sameEntry(current, entry)) this.index.upsert(entry);
  }

  /** The ids of `id`'s bucket, which the commit `rev` wrote. */
  private idsOf(id: string, rev: number): Set<string> {
    const bucket = bucketOf(id);
    this.revisionsOfBuckets.set(bucket, Math.max(rev, this.revisionsOfBuckets.get(bucket) ?? -1));
    let ids = this.bucketIds.get(bucket);
    if (!ids) {
      ids = new Set();
      this.bucketIds.set(bucket, ids);
    }
    return ids;
  }
}
