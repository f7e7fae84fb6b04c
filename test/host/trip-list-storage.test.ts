// The trips list's pages in departure order read from storage (host/trip-list/storage-page.ts,
// through the order db/trip-order/ keeps) are the pages the worker's kept list gives, for
// every filter, page after page, before and after each kind of write: the first opening
// answers from storage, the later ones from memory, and a cursor of one serves the other.
import { describe, expect, it } from 'vitest';
import { seedOrganization } from '../../shared/db/seed';
import { generateDemoOrganization } from '../../shared/demo';
import {
  tripListQuery,
  type TripListPage,
  type TripListQuery,
} from '../../shared/rpc/local/trip-list';
import {
  STORAGE_FIRST_PAGE_MOST,
  tripListPageFromStorage,
} from '../../shared/host/trip-list/storage-page';
import { tripListPage } from '../../shared/host/trip-list/trip-list-page';
import { tripMemoryOf } from '../../shared/host/trip-list/trip-memory';
import { postOperatorMessage, quoteRfq } from '../../shared/service/rfqs/operator-actions';
import { createHarness, type Harness } from '../support/service-harness';
import { batchRequest, operators, sendBatch } from '../service/rfq-fixtures';

const NOW = new Date('2026-11-22T09:00:00.000Z');

/** Filters a broker can set: statuses, either end of the departure dates, both. */
const QUERIES: TripListQuery[] = [
  {},
  { status: 'open,quoted' },
  { status: 'booked' },
  { status: 'completed,cancelled,declined' },
  { departs_from: '2026-12-01' },
  { departs_to: '2026-10-15' },
  { departs_from: '2026-11-01', departs_to: '2027-01-31' },
  { status: 'open', departs_from: '2026-11-22' },
  { departs_from: '2026-12-05', departs_to: '2026-12-05' },
];

async function demoBook(): Promise<Harness> {
  const h = createHarness();
  const demo = generateDemoOrganization({ clients: 30, tripRequests: 150, now: NOW });
  await seedOrganization(h.db, { ...demo, operators: [...demo.operators!, ...operators] }, h.clock);
  // RFQs, a quote and an operator's message on the first open trips: the items show them.
  const open = await h.db.trip_requests
    .filter((trip) => trip.status === 'open')
    .limit(3)
    .toArray();
  for (const trip of open) {
    const [first, second] = (await sendBatch(h, batchRequest([0, 1]), trip.id)).items;
    await quoteRfq(h.deps, first!.id, { amount_cents: 1_250_000 });
    await postOperatorMessage(h.deps, second!.id, { body: 'Crew confirmed.' });
  }
  return h;
}

type Pager = (query: TripListQuery) => Promise<TripListPage>;

const fromStorage =
  (h: Harness): Pager =>
  (query) =>
    tripListPageFromStorage(h.db, tripListQuery.parse(query), h.clock.now());

const fromMemory =
  (h: Harness): Pager =>
  async (query) =>
    tripListPage(await tripMemoryOf(h.db).current(), tripListQuery.parse(query), h.clock.now());

/** Every page of `query`, seven trips at a time. */
async function walk(pager: Pager, query: TripListQuery): Promise<TripListPage[]> {
  const pages = [await pager({ ...query, limit: '7' })];
  for (let cursor = pages[0]!.next_cursor; cursor !== null; cursor = pages.at(-1)!.next_cursor) {
    pages.push(await pager({ ...query, limit: '7', cursor }));
    expect(pages.length).toBeLessThan(100);
  }
  return pages;
}

async function expectSamePages(h: Harness): Promise<number> {
  let listed = 0;
  for (const query of QUERIES) {
    const stored = await walk(fromStorage(h), query);
    expect(stored, JSON.stringify(query)).toEqual(await walk(fromMemory(h), query));
    listed += stored[0]!.total;
  }
  return listed;
}

describe('the trips list read from storage', () => {
  it('gives the pages and cursors the kept list gives, for every filter', async () => {
    const h = await demoBook();
    expect(await expectSamePages(h)).toBeGreaterThan(150);
    // The first page read from storage stops at STORAGE_FIRST_PAGE_MOST trips; the kept list's
    // first page, and the pages after it either way, are as long as asked.
    const asked = { status: 'open,quoted', limit: '100' };
    const first = await fromStorage(h)(asked);
    const kept = (await fromMemory(h)(asked)).items;
    expect(kept.length).toBeGreaterThan(STORAGE_FIRST_PAGE_MOST);
    expect(first.items).toEqual(kept.slice(0, STORAGE_FIRST_PAGE_MOST));
    expect(first.items.some((item) => item.rfqs.quoted === 1 && item.unread === 1)).toBe(true);
    // A cursor is a place in the order: the next page is the same from either.
    const next = { status: 'open,quoted', limit: '100', cursor: first.next_cursor! };
    expect(await fromStorage(h)(next)).toEqual(await fromMemory(h)(next));
  });

  it('stays the kept list after each kind of write', async () => {
    const h = await demoBook();
    await tripMemoryOf(h.db).current(); // kept before the writes: each one must reach it
    const [a, b, c, d] = await h.db.trip_requests.orderBy('number').limit(4).toArray();
    // A status changed, a departure moved, a trip deleted, its client deleted, a trip with
    // no leg (sorted last, out of every date filter), a trip seeded.
    await h.db.trip_requests.update(a!.id, { status: 'booked' });
    await h.db.trip_requests.update(b!.id, {
      legs: b!.legs.map((leg) => ({ ...leg, depart_date: '2026-12-05' })),
    });
    await h.db.trip_requests.delete(c!.id);
    if (d!.client_id !== null) {
      const removed = await h.call('DELETE', `/v1/clients/${d!.client_id}`);
      expect(removed.status).toBe(204);
    }
    await h.db.trip_requests.put({ ...d!, id: '00000000-0000-4000-8000-00000000beef', legs: [] });
    const more = generateDemoOrganization({ clients: 30, tripRequests: 20, seed: 3, now: NOW });
    await seedOrganization(
      h.db,
      { trip_requests: more.trip_requests!.map((trip) => ({ ...trip, client_id: null })) },
      h.clock,
    );
    await expectSamePages(h);
    const all = await walk(fromStorage(h), {});
    expect(all.flatMap((page) => page.items).at(-1)).toMatchObject({ departure: null });
  });
});
