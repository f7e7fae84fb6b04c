// Operation 7: search clients. The in-memory index filters, counts and orders; the page's
// rows come from the same read transaction that caught the index up, so the two agree. Until
// the index has loaded, the list by name is read from storage (name-order-search.ts).
import type { ClientSearchQuery, Page, Client } from '../../api';
import type { CharterDb } from '../../db/database';
import type { ClientIndex } from '../../search/client-index';
import { clientFilterOf, compileFilter, type EntryFilter } from '../../search/client-filter';
import { sortSpecOf, type Position, type SortSpec } from '../../search/client-sorts';
import { INDEX_TABLES, type LiveClientIndex } from '../../db/client-index/live-index';
import { inTransaction } from '../../db/unit-of-work';
import type { ServiceDeps } from '../deps';
import { viewsOfIds } from './client-view';
import { answersByName, searchByNameOrder } from './name-order-search';
import { cursorAfter, searchPosition, searchBinding } from './search-cursor';

/** A search as the index runs it: its sort, its compiled filter and its cursors' binding. */
export interface SearchPlan {
  sort: SortSpec;
  match: EntryFilter | null;
  binding: string;
  after: Position | null;
}

export function searchPlanOf(
  deps: ServiceDeps,
  query: Omit<ClientSearchQuery, 'limit'>,
): SearchPlan {
  const sort = sortSpecOf(query.sort);
  const filter = clientFilterOf(query);
  const binding = searchBinding(filter, query.sort);
  return {
    sort,
    match: compileFilter(filter, deps.clock.now().getTime()),
    binding,
    after: query.cursor === undefined ? null : searchPosition(query.cursor, sort, binding),
  };
}

/**
 * Runs `work` in one read transaction over the index and the clients, given the index
 * caught up in it: what `work` reads agrees with the index.
 */
export async function withSearchIndex<T>(
  deps: ServiceDeps,
  live: LiveClientIndex,
  work: (db: CharterDb, index: ClientIndex) => Promise<T>,
): Promise<T> {
  await live.ready();
  return inTransaction(deps.db, 'r', [...INDEX_TABLES, 'clients', 'aircraft_types'], async (db) =>
    work(db, await live.caughtUp(db)),
  );
}

export async function searchClients(
  deps: ServiceDeps,
  live: LiveClientIndex,
  query: ClientSearchQuery,
): Promise<Page<Client>> {
  const { sort, match, binding, after } = searchPlanOf(deps, query);
  if (!live.loaded && answersByName(sort, match !== null, after)) {
    const page = await searchByNameOrder(deps.db, sort, after, query.limit, binding);
    // The index loads once the page is read, not before: its load would hold the page up.
    live.preload();
    if (page) return page;
  }
  return withSearchIndex(deps, live, async (db, index) => {
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
