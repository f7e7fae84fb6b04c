// Keyset pagination over compound indexes. A page starts strictly after the last key of the
// previous page, so inserts and deletes between pages never repeat a record nor skip one
// that existed throughout, which offsets cannot promise.
import { Dexie, type Table } from 'dexie';
import type { Page } from '../../api';
import { z } from 'zod';
import { cursorBinding, encodeCursor, positionOf } from '../../pagination/cursor';

/** The key columns after an index's fixed prefix, e.g. `[sent_at, id]` under a trip request. */
export type KeyTail = string[];

/**
 * Up to `take` rows of `index` whose key starts with `prefix`, after `after` (exclusive) or
 * from the first one. `[...prefix]` sorts before and `[...prefix, maxKey]` after every key
 * under the prefix, whatever the index's arity.
 */
export function rowsAfter<Row, Key, Insert>(
  table: Table<Row, Key, Insert>,
  index: string,
  prefix: string[],
  after: KeyTail | null,
  take: number,
): Promise<Row[]> {
  return table
    .where(index)
    .between(
      after ? [...prefix, ...after] : prefix,
      [...prefix, Dexie.maxKey],
      after === null,
      true,
    )
    .limit(take)
    .toArray();
}

export interface KeysetList<Row, Item> {
  /** The route and filters a cursor is bound to. */
  route: string;
  filters: Record<string, unknown>;
  cursor: string | undefined;
  limit: number;
  /** How many key columns a position holds. */
  keyLength: number;
  keyOf(row: Row): KeyTail;
  rowsAfter(after: KeyTail | null, take: number): Promise<Row[]>;
  count(): Promise<number>;
  view(row: Row): Item;
}

/** A position of `keyLength` strings: the key columns after the index's prefix. */
const keyTail = (keyLength: number) => z.array(z.string()).length(keyLength);

/** One page and the total of all matches; call it inside a read transaction. */
export async function keysetPage<Row, Item>(list: KeysetList<Row, Item>): Promise<Page<Item>> {
  const binding = cursorBinding(list.route, list.filters);
  const after =
    list.cursor === undefined ? null : positionOf(list.cursor, binding, keyTail(list.keyLength));
  const rows = await list.rowsAfter(after, list.limit + 1);
  const total = await list.count();
  const shown = rows.slice(0, list.limit);
  const last = shown[shown.length - 1];
  return {
    items: shown.map(list.view),
    next_cursor: rows.length > list.limit && last ? encodeCursor(binding, list.keyOf(last)) : null,
    total,
  };
}
