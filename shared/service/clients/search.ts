// Operation 7: search clients. The in-memory index filters, counts and orders; the page's
// rows come from the same read transaction that caught the index up, so the two agree.
import type { ClientSearchQuery, Page, Client } from '../../api';
import type { ClientRow } from '../../db/rows';
import { clientFilterOf, compileFilter } from '../../search/client-filter';
import { sortSpecOf } from '../../search/client-sorts';
import { INDEX_TABLES, type LiveClientIndex } from '../../db/client-index/live-index';
import { inTransaction } from '../../db/unit-of-work';
import type { ServiceDeps } from '../deps';
import { clientViews } from './client-view';
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
  await live.ready();
  return inTransaction(db, 'r', [...INDEX_TABLES, 'clients', 'aircraft_types'], async (db) => {
    const index = await live.caughtUp(db);
    const result = index.search(sort, match, after, query.limit);
    const rows = await db.clients.bulkGet(result.entries.map((entry) => entry.id));
    const last = result.entries.at(-1);
    return {
      items: await clientViews(
        db,
        rows.filter((row): row is ClientRow => row !== undefined),
      ),
      next_cursor: result.hasMore && last ? cursorAfter(last, sort, binding) : null,
      total: result.total,
    };
  });
}
