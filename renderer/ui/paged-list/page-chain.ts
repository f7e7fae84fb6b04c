// A long list's pages (the clients', the trips'), kept outside the query cache
// (docs/decisions.md, "Clients list and export"): a chain of pages, each known by the cursor
// it starts after. Rows far from the screen keep only their cursor and count, so a list
// scrolled through 100,000 clients holds a few thousand. After a change only the pages on
// screen are read again, from their own cursors, and joined to the page that follows them by
// its first row's anchor: the last row of the page before. Nothing walks from the top again.

/** A row of a paged list: its id finds it again after a change. */
export interface Row {
  id: string;
}

/**
 * Whether `anchor`, read again as `now`, is where the next page's cursor was made: false
 * when it changed in a way that may have moved it in the list's order.
 */
export type SameAnchor<T> = (anchor: T, now: T) => boolean;

export interface ChainPage<T extends Row> {
  /** The cursor this page starts after; null for the first page. */
  cursor: string | null;
  /** Null when evicted (far from the screen): read again from `cursor` when needed. */
  items: readonly T[] | null;
  length: number;
  /** The page's last row: the anchor the next page's cursor was made from. */
  last: T | null;
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
  /** A change happened since it was read. */
  stale: boolean;
}

export function pageOf<T extends Row>(
  cursor: string | null,
  items: readonly T[],
  next: string | null,
): ChainPage<T> {
  return { cursor, items, length: items.length, last: items.at(-1) ?? null, next, stale: false };
}

/**
 * Where `anchor` is now among `fresh` (the rows after the page's cursor, read again), or -1
 * when the chain is broken there: the anchor is gone, or changed so that it may have moved.
 */
export function anchorIndex<T extends Row>(
  anchor: T,
  fresh: readonly T[],
  same: SameAnchor<T>,
): number {
  const index = fresh.findIndex((row) => row.id === anchor.id);
  return index >= 0 && same(anchor, fresh[index]!) ? index : -1;
}

/** Index of the page holding `row`, given each page's first row (ascending). */
export function pageAt(starts: readonly number[], row: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= row) low = middle;
    else high = middle - 1;
  }
  return low;
}
