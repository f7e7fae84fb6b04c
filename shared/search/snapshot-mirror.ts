// Keeps a ClientIndex equal to the persisted snapshot: the index applies the buckets that
// changed since the revision it holds. Applying is idempotent and ignores a bucket older
// than the one already applied, so overlapping catch-ups cannot move it backwards. Only
// entries that differ touch the sorted orders: a bucket holds hundreds of clients.
import { sameEntry } from './client-entry';
import { ClientIndex } from './client-index';
import { decodeBucket, type BucketRecord } from './snapshot';

export class SnapshotMirror {
  readonly index = new ClientIndex();
  /** The snapshot revision the index holds; -1 before the first load. */
  revision = -1;
  private readonly bucketRevisions = new Map<number, number>();
  private readonly bucketIds = new Map<number, readonly string[]>();

  apply(records: readonly BucketRecord[], revision: number): void {
    for (const record of records) {
      if (record.rev <= (this.bucketRevisions.get(record.bucket) ?? -1)) continue;
      const entries = decodeBucket(record.entries);
      const ids = new Set(entries.map((entry) => entry.id));
      for (const id of this.bucketIds.get(record.bucket) ?? []) {
        if (!ids.has(id)) this.index.remove(id);
      }
      for (const entry of entries) {
        const current = this.index.get(entry.id);
        if (!current || !sameEntry(current, entry)) this.index.upsert(entry);
      }
      this.bucketIds.set(record.bucket, [...ids]);
      this.bucketRevisions.set(record.bucket, record.rev);
    }
    this.revision = Math.max(this.revision, revision);
  }
}
