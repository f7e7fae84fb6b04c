// Cursors of client search: bound to the filters (as the search reads them) and the sort,
// holding the last item's sort key and id.
import { z } from 'zod';
import type { ClientSort } from '../../api';
import { cursorBinding, encodeCursor, positionOf } from '../../pagination/cursor';
import type { ClientEntry } from '../../search/client-entry';
import type { ClientFilter } from '../../search/client-filter';
import { sortKeyOf, sortKeyType, type Position, type SortSpec } from '../../search/client-sorts';

const ROUTE = 'GET /v1/clients';

/** A search's cursors are bound to its normalized filters (clientFilterOf) and its sort. */
export function searchBinding(filter: ClientFilter, sort: ClientSort): string {
  return cursorBinding(ROUTE, {
    q: filter.q,
    tag: filter.tag,
    consent: filter.consent,
    last_request: filter.lastRequest,
    sort,
  });
}

export function cursorAt(position: Position, binding: string): string {
  return encodeCursor(binding, [position.key, position.id]);
}

export function cursorAfter(entry: ClientEntry, sort: SortSpec, binding: string): string {
  return cursorAt({ key: sortKeyOf[sort.field](entry), id: entry.id }, binding);
}

const keyShapes = { string: z.string().nullable(), number: z.number().nullable() };

/** Where the page after `cursor` starts; 422 invalid_cursor for other filters or a forged key. */
export function searchPosition(cursor: string, sort: SortSpec, binding: string): Position {
  const shape = z.tuple([keyShapes[sortKeyType[sort.field]], z.string()]);
  const [key, id] = positionOf(cursor, binding, shape);
  return { key, id };
}
