// The clients list's pages, kept outside the query cache (docs/decisions.md, "Clients list and export"):
// a chain of pages, each known by the cursor it starts after. Rows far from the screen keep
// only their cursor and count, so a list scrolled through 100,000 clients holds a few
// thousand. After a change only the pages on screen are read again, from their own cursors,
// and joined to the page that follows them by its first client's anchor: the last client
// of the page before. Nothing walks from the top again.
import type { Client } from '../../../shared/api';

export interface ChainPage {
  /** The cursor this page starts after; null for the first page. */
  cursor: string | null;
  /** Null when evicted (far from the screen): read again from `cursor` when needed. */
  items: readonly Client[] | null;
  length: number;
  /** The page's last client: the anchor the next page's cursor was made from. */
  last: Client | null;
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
  /** A change happened since it was read. */
  stale: boolean;
}

export function pageOf(cursor: string | null, items: readonly Client[], next: string | null) {
  return { cursor, items, length: items.length, last: items.at(-1) ?? null, next, stale: false };
}

/**
 * Where `anchor` is now among `fresh` (the clients after the page's cursor, read again), or
 * -1 when the chain is broken there: the anchor is gone, or changed in a way that may have
 * moved it in the order (its fields or its trip statistics), so the next page's cursor no
 * longer follows the page.
 */
export function anchorIndex(anchor: Client, fresh: readonly Client[]): number {
  const index = fresh.findIndex((client) => client.id === anchor.id);
  if (index < 0) return -1;
  const now = fresh[index]!;
  const same =
    now.updated_at === anchor.updated_at &&
    now.trip_request_count === anchor.trip_request_count &&
    now.last_request_at === anchor.last_request_at;
  return same ? index : -1;
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
