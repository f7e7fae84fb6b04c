// The list by name read from storage while the in-memory index loads: the same clients in the
// same order, the same total and cursors either path continues, through every kind of write.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientSearchQuery, type Client, type Page } from '../../shared/api';
import { LiveClientIndex } from '../../shared/db/index-upkeep/live-index';
import { sortSpecOf } from '../../shared/search/client-sorts';
import { clientFilterOf } from '../../shared/search/client-filter';
import { searchByNameOrder } from '../../shared/service/clients/name-order-search';
import { searchClients } from '../../shared/service/clients/client-search';
import { searchBinding, searchPosition } from '../../shared/service/clients/search-cursor';
import type { ServiceDeps } from '../../shared/service/deps';
import { createHarness } from '../support/service-harness';
import { clientRow } from '../db/row-builders';
import { UNTIL_CEILING_MS } from '../support/until';
import { id, newKey } from './rfq-fixtures';

/** Names that fold together or apart only by case and accents, so ties fall to the id. */
const NAMES = ['ann', 'Ann', 'Émile', 'emile', 'Bob', 'bob', 'Zoë', 'zoe', 'Ångström', 'Carl'];

type Sort = 'name' | '-name';

afterEach(() => {
  vi.useRealTimers();
});

/** Every page of the list by name, read from the stored name order alone. */
async function pagesByNameOrder(deps: ServiceDeps, sort: Sort, limit: number) {
  const spec = sortSpecOf(sort);
  const binding = searchBinding(clientFilterOf({}), sort);
  const pages: Page<Client>[] = [];
  let cursor: string | null = null;
  do {
    const after = cursor === null ? null : searchPosition(cursor, spec, binding);
    const page = await searchByNameOrder(deps.db, spec, after, limit, binding);
    if (!page) throw new Error('the name order is not complete');
    pages.push(page);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return pages;
}

/** Every page of the list by name, from the loaded in-memory index. */
async function pagesByIndex(deps: ServiceDeps, sort: Sort, limit: number) {
  const live = new LiveClientIndex(deps.db);
  await live.ready();
  const pages: Page<Client>[] = [];
  let cursor: string | undefined;
  do {
    const page = await searchClients(
      deps,
      live,
      clientSearchQuery.parse({ sort, limit: String(limit), ...(cursor && { cursor }) }),
    );
    pages.push(page);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return pages;
}

async function expectSameLists(deps: ServiceDeps) {
  for (const sort of ['name', '-name'] as const) {
    const stored = await pagesByNameOrder(deps, sort, 3);
    const indexed = await pagesByIndex(deps, sort, 3);
    expect(stored).toEqual(indexed);
  }
}

describe('the list by name while the index loads', () => {
  it('reads the same pages, totals and cursors from storage as from the index', async () => {
    const h = createHarness();
    await h.db.clients.bulkPut(NAMES.map((name, n) => clientRow(id(n + 1), { name })));
    await expectSameLists(h.deps);
    const [first] = await pagesByNameOrder(h.deps, 'name', 4);
    expect(first?.total).toBe(NAMES.length);
    expect(first?.items.map((client) => client.name)).toEqual(['Ångström', 'ann', 'Ann', 'Bob']);
  });

  it('answers the first page before the index has loaded, and cursors carry on', async () => {
    const h = createHarness();
    await h.db.clients.bulkPut(NAMES.map((name, n) => clientRow(id(n + 1), { name })));
    const live = new LiveClientIndex(h.db);
    const first = await searchClients(h.deps, live, clientSearchQuery.parse({ limit: '4' }));
    expect(live.loaded).toBe(false);
    await live.ready();
    const next = await searchClients(
      h.deps,
      live,
      clientSearchQuery.parse({ limit: '4', cursor: first.next_cursor! }),
    );
    const [, indexed] = await pagesByIndex(h.deps, 'name', 4);
    expect(next).toEqual(indexed);
  });

  it('loads the index once the list goes unread from storage, or at once for a search', async () => {
    const h = createHarness();
    await h.db.clients.bulkPut(NAMES.map((name, n) => clientRow(id(n + 1), { name })));
    // The quiet is timed on the test's clock: on the real one, a thread held up for 200 ms by a
    // busy machine made a quiet in the middle of the scroll. (IndexedDB's tasks keep theirs.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const scrolled = new LiveClientIndex(h.db, 200);
    // The broker scrolls: a page from storage every 20 ms for 400 ms.
    let cursor: string | undefined;
    for (let n = 0; n < 20; n += 1) {
      const page = await searchClients(
        h.deps,
        scrolled,
        clientSearchQuery.parse({ limit: '1', ...(cursor && { cursor }) }),
      );
      cursor = page.next_cursor ?? undefined;
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(scrolled.loaded).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    vi.useRealTimers();
    await vi.waitFor(() => expect(scrolled.loaded).toBe(true), { timeout: UNTIL_CEILING_MS });

    // A search the index answers does not wait for the quiet, however long.
    const searched = new LiveClientIndex(h.db, 60_000);
    await searchClients(h.deps, searched, clientSearchQuery.parse({ limit: '4' }));
    const found = await searchClients(h.deps, searched, clientSearchQuery.parse({ q: 'emile' }));
    expect(found.items.map((client) => client.name).sort()).toEqual(['emile', 'Émile']);
    expect(searched.loaded).toBe(true);
  });

  it('stays in step through creates, renames and deletes, and so does the total', async () => {
    const h = createHarness();
    for (const name of NAMES) {
      expect(
        (
          await h.call('POST', '/v1/clients', {
            body: { name },
            headers: { 'Idempotency-Key': newKey() },
          })
        ).status,
      ).toBe(201);
    }
    const list = (await (await h.call('GET', '/v1/clients?limit=100')).json()) as Page<Client>;
    const [renamed, deleted] = list.items;
    await h.call('PATCH', `/v1/clients/${renamed!.id}`, { body: { name: 'zz Last' } });
    await h.call('DELETE', `/v1/clients/${deleted!.id}`);
    await h.db.clients.bulkDelete(list.items.slice(-2).map((client) => client.id));
    await expectSameLists(h.deps);
    const [first] = await pagesByNameOrder(h.deps, '-name', 1);
    expect(first?.items[0]?.name).toBe('zz Last');
    expect(first?.total).toBe(NAMES.length - 3);
  });
});
