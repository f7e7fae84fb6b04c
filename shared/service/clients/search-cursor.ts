// Cursors of client search: bound to the filters (as the search reads them) and the sort,
// holding the last item's sort key and id, and between them its folded name (the tie-break)
// except by name, where the key is the name.
import { z } from 'zod';
import type { ClientSort } from '../../api';
import { cursorBinding, encodeCursor, positionOf as cursorPosition } from '../../pagination/cursor';
import type { ClientEntry } from '../../search/client-entry';
import type { ClientFilter } from '../../search/client-filter';
import { positionOf, sortKeyType, type Position, type SortSpec } from '../../search/client-sorts';

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

export function cursorAt({ key, name, id }: Position, sort: SortSpec, binding: string): string {
  return encodeCursor(binding, sort.field === 'name' ? [key, id] : [key, name, id]);
}

export function cursorAfter(entry: ClientEntry, sort: SortSpec, binding: string): string {
  return cursorAt(positionOf(entry, sort.field), sort, binding);
}

const keyShapes = { string: z.string().nullable(), number: z.number().nullable() };
const byName = z.tuple([z.string(), z.string()]);

/** Where the page after `cursor` starts; 422 invalid_cursor for other filters or a forged key. */
export function searchPosition(cursor: string, sort: SortSpec, binding: string): Position {
  if (sort.field === 'name') {
    const [name, id] = cursorPosition(cursor, binding, byName);
    return { key: name, name, id };
  }
  const shape = z.tuple([keyShapes[sortKeyType[sort.field]], z.string(), z.string()]);
  const [key, name, id] = cursorPosition(cursor, binding, shape);
  return { key, name, id };
}
