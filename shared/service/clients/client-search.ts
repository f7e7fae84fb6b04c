// Operation 7: search clients. The in-memory index filters, counts and orders; the page's
// rows come from the same read transaction that caught the index up, so the two agree, or
// from memory kept at the index's revision (row-memory.ts), so a search need not wait for a
// pull's writes. Until the index has loaded, the list by name is read from storage
// (name-order-search.ts).
import type { ClientSearchQuery, Page, Client } from '../../api';
import type { CharterDb } from '../../db/database';
import type { ClientIndex, SearchResult } from '../../search/client-index';
import { clientFilterOf, compileFilter, type EntryFilter } from '../../search/client-filter';
import { sortSpecOf, type Position, type SortSpec } from '../../search/client-sorts';
import { INDEX_TABLES, type LiveClientIndex } from '../../db/index-upkeep/live-index';
import { inTransaction } from '../../db/unit-of-work';
import { rowMemoryOf } from '../../db/row-memory/middleware';
import type { RowMemory } from '../../db/row-memory/row-memory';
import type { ServiceDeps } from '../deps';
import { rowsOfIds, typeIdsOf, typesById, viewsWith } from './client-view';
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
 * Runs `work` in one read transaction over the index, the clients and `alsoRead`, given the
 * index caught up in it: what `work` reads agrees with the index.
 */
export async function withSearchIndex<T>(
  deps: ServiceDeps,
  live: LiveClientIndex,
  work: (db: CharterDb, index: ClientIndex) => Promise<T>,
  alsoRead: readonly string[] = [],
): Promise<T> {
  await live.ready();
  const scope = [...INDEX_TABLES, 'clients', 'aircraft_types', ...alsoRead];
  return inTransaction(deps.db, 'r', scope, async (db) => work(db, await live.caughtUp(db)));
}

/** The page of `result` with `items`, its cursor bound to the search. */
function pageOf(
  result: SearchResult,
  items: Client[],
  { sort, binding }: SearchPlan,
): Page<Client> {
  const last = result.entries.at(-1);
  return {
    items,
    next_cursor: result.hasMore && last ? cursorAfter(last, sort, binding) : null,
    total: result.total,
  };
}

/**
 * The search answered from memory alone (row-memory.ts): the index and the rows at one
 * revision, with no transaction to wait for a pull's writes. Null when memory cannot.
 */
function searchInMemory(
  memory: RowMemory,
  live: LiveClientIndex,
  plan: SearchPlan,
  limit: number,
): Page<Client> | null {
  const revision = memory.revision;
  const index = revision === null ? null : live.atRevision(revision);
  if (!index) return null;
  const result = index.search(plan.sort, plan.match, plan.after, limit);
  const rows = memory.rowsOf(result.entries.map((entry) => entry.id));
  const types = rows && memory.typesOf(typeIdsOf(rows));
  return rows && types ? pageOf(result, viewsWith(rows, types), plan) : null;
}

export async function searchClients(
  deps: ServiceDeps,
  live: LiveClientIndex,
  query: ClientSearchQuery,
): Promise<Page<Client>> {
  const plan = searchPlanOf(deps, query);
  const { sort, match, after, binding } = plan;
  const memory = rowMemoryOf(deps.db);
  const remembered = searchInMemory(memory, live, plan, query.limit);
  if (remembered) return remembered;
  if (!live.loaded && answersByName(sort, match !== null, after)) {
    const page = await searchByNameOrder(deps.db, sort, after, query.limit, binding);
    // The index loads once the page is read, not before: its load would hold the page up.
    live.preload();
    if (page) return page;
  }
  const epoch = memory.epoch;
  return withSearchIndex(deps, live, async (db, index) => {
    const revision = live.revision;
    const result = index.search(sort, match, after, query.limit);
    const rows = await rowsOfIds(
      db,
      result.entries.map((entry) => entry.id),
    );
    const types = await typesById(db, typeIdsOf(rows));
    memory.read(revision, epoch, rows, types);
    return pageOf(result, viewsWith(rows, types), plan);
  });
}
