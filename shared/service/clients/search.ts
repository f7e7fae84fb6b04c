// Operation 7: search clients. The in-memory index filters, counts and orders; the page's
// rows come from the same read transaction that caught the index up, so the two agree. Until
// the index has loaded, the list by name is read from storage (name-order-search.ts).
import type { ClientSearchQuery, Page, Client } from '../../api';
import { clientFilterOf, compileFilter } from '../../search/client-filter';
import { sortSpecOf } from '../../search/client-sorts';
import { INDEX_TABLES, type LiveClientIndex } from '../../db/client-index/live-index';
import { inTransaction } from '../../db/unit-of-work';
import type { ServiceDeps } from '../deps';
import { viewsOfIds } from './client-view';
import { answersByName, searchByNameOrder } from './name-order-search';
import { cursorAfter, searchPosition, searchBinding } from './search-cursor';

export async function searchClients(
  deps: ServiceDeps,
  live: LiveClientIndex,
  query: ClientSearchQuery,
): Promise<Page<Client>> {
  const sort = sortSpecOf(query.sort);
  const filter = clientFilterOf(query);
  const binding = searchBinding(filter, query.sort);
  const after = query.cursor === undefined ? null : searchPosition(query.cursor, sort, binding);
  const match = compileFilter(filter, deps.clock.now().getTime());
  const { db } = deps;
  if (!live.loaded && answersByName(sort, match !== null, after)) {
    const page = await searchByNameOrder(db, sort, after, query.limit, binding);
    // The index loads once the page is read, not before: its load would hold the page up.
    live.preload();
    if (page) return page;
  }
  await live.ready();
  return inTransaction(db, 'r', [...INDEX_TABLES, 'clients', 'aircraft_types'], async (db) => {
    const index = await live.caughtUp(db);
    const result = index.search(sort, match, after, query.limit);
    const last = result.entries.at(-1);
    return {
      items: await viewsOfIds(
        db,
        result.entries.map((entry) => entry.id),
      ),
      next_cursor: result.hasMore && last ? cursorAfter(last, sort, binding) : null,
      total: result.total,
    };
  });
}
