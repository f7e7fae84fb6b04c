// Cursors of client search: bound to the filters (as the search reads them) and the sort,
// holding the last item's sort key and id.
import type { ClientSearchQuery } from '../../api';
import { cursorBinding, decodeCursor, encodeCursor, invalidCursor } from '../../pagination/cursor';
import type { ClientEntry } from '../../search/client-entry';
import { searchTerms } from '../../search/client-filter';
import { sortKeyOf, sortKeyType, type Position, type SortSpec } from '../../search/client-sorts';

const ROUTE = 'GET /v1/clients';

/** An absent filter and an empty one are the same (docs/decisions.md), as are `q`s that fold alike. */
export function searchBinding(query: ClientSearchQuery): string {
  return cursorBinding(ROUTE, {
    q: searchTerms(query.q).join(' ') || null,
    tag: query.tag || null,
    consent: query.consent ?? null,
    last_request: query.last_request ?? null,
    sort: query.sort,
  });
}

export function cursorAfter(entry: ClientEntry, sort: SortSpec, binding: string): string {
  return encodeCursor(binding, [sortKeyOf[sort.field](entry), entry.id]);
}

/** The position a cursor holds; a 422 invalid_cursor for a cursor of other filters or shape. */
export function positionOf(cursor: string, sort: SortSpec, binding: string): Position {
  const [key, id, ...rest] = decodeCursor(cursor, binding);
  const keyFits = key === null || typeof key === sortKeyType[sort.field];
  if (typeof id !== 'string' || !keyFits || key === undefined || rest.length > 0) {
    // Right binding, forged position: it must not reach the index.
    throw invalidCursor();
  }
  return { key: key as Position['key'], id };
}
