// Where the index's snapshot lives in the database (schema version 2).
import type { Dexie } from 'dexie';
import type { BucketRecord } from '../../search/snapshot';

export const CLIENT_INDEX_TABLE = 'client_index';
/**
 * Every client's place in the list's default order (schema version 5): its folded name and
 * id under the compound index NAME_ORDER_INDEX, the index's own (key, id) order, so the list
 * can be read by name while the in-memory index loads.
 */
export const CLIENT_NAME_ORDER_TABLE = 'client_name_order';
export const NAME_ORDER_INDEX = '[name_key+id]';

/** `meta` row: how many buckets the name order holds (BUCKET_COUNT once it is complete). */
export const NAME_ORDER_FILLED_KEY = 'client_name_order.filled';
/** `meta` row: how many clients the snapshot holds, kept by every write with it. */
export const CLIENT_COUNT_KEY = 'client_index.count';

export interface NameOrderRecord {
  id: string;
  name_key: string;
}

/** `meta` row counting commits that changed clients: the snapshot's revision. */
export const REVISION_KEY = 'client_index.revision';

/** A numeric `meta` row's value; 0 before it is first written. */
export function metaNumber(row: { value: unknown } | undefined): number {
  return typeof row?.value === 'number' ? row.value : 0;
}

/** The snapshot's buckets numbered from `from` up to, not including, `to`. */
export async function bucketsBetween(db: Dexie, from: number, to: number): Promise<BucketRecord[]> {
  return (await db
    .table(CLIENT_INDEX_TABLE)
    .where('bucket')
    .between(from, to)
    .toArray()) as BucketRecord[];
}
