// The twelve sorts of client search. Each orders by its field's key (nulls last in both
// directions), clients with equal keys by name A to Z, then by id, so every order is total
// and a keyset position (key, name, id) always names one place in it. By name, equal names
// follow by id in the sort's direction (the stored name order's, name-order-search.ts).
import type { ClientSort } from '../api';
import type { ClientEntry } from './client-entry';

export type SortField =
  'name' | 'email' | 'phone' | 'tags' | 'trip_request_count' | 'last_request_at';

export type SortKey = string | number | null;

export interface SortSpec {
  field: SortField;
  descending: boolean;
}

/** Where a page ended: the sort key, folded name and id of its last item. */
export interface Position {
  key: SortKey;
  /** The entry's `nameKey`: the tie-break of every sort but by name (where it is the key). */
  name: string;
  id: string;
}

export const sortKeyOf: Record<SortField, (entry: ClientEntry) => SortKey> = {
  name: (entry) => entry.nameKey,
  email: (entry) => entry.emailKey,
  phone: (entry) => entry.phoneDigits,
  tags: (entry) => entry.tagsKey,
  trip_request_count: (entry) => entry.tripRequestCount,
  last_request_at: (entry) => entry.lastRequestAt,
};

/** The type a field's non-null keys have, to check a position read back from a cursor. */
export const sortKeyType: Record<SortField, 'string' | 'number'> = {
  name: 'string',
  email: 'string',
  phone: 'string',
  tags: 'string',
  trip_request_count: 'number',
  last_request_at: 'number',
};

export function sortSpecOf(sort: ClientSort): SortSpec {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as SortField, descending };
}

/** The entry's place in a sort by `field`: the position a page ending on it continues from. */
export function positionOf(entry: ClientEntry, field: SortField): Position {
  return { key: sortKeyOf[field](entry), name: entry.nameKey, id: entry.id };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Keys of one field share a type (string or number); null sorts after every key. */
function compareKeys(a: SortKey, b: SortKey): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
}

/** Orders two positions as `sort` lists them. */
export type PositionOrder = (a: Position, b: Position) => number;

export function positionOrder({ field, descending }: SortSpec): PositionOrder {
  const direction = descending ? -1 : 1;
  if (field === 'name') {
    return (a, b) => direction * (compareText(a.name, b.name) || compareText(a.id, b.id));
  }
  return (a, b) => {
    const byKey = compareKeys(a.key, b.key);
    // Nulls stay last whichever the direction.
    if (byKey !== 0) return a.key === null || b.key === null ? byKey : direction * byKey;
    return compareText(a.name, b.name) || compareText(a.id, b.id);
  };
}
