// The twelve sorts of client search as six keyed orders, each walked up or down. Nulls come
// last in both directions and ties are broken by id, so every order is total and a keyset
// position (key, id) always names one place in it.
import type { ClientSort } from '../api';
import type { ClientEntry } from './client-entry';

export type SortField =
  'name' | 'email' | 'phone' | 'tags' | 'trip_request_count' | 'last_request_at';

export type SortKey = string | number | null;

export interface SortSpec {
  field: SortField;
  descending: boolean;
}

/** Where a page ended: the sort key and id of its last item. */
export interface Position {
  key: SortKey;
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
