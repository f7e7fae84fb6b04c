// GET /local/trips: every trip request held here with its client, route, dates, budget, RFQ
// progress, lowest quote and unread operator messages; filtered by status and departure,
// sorted by departure or last activity, paged by cursors bound to the filters; and current
// after each write (the kept trips are read again where a commit touched them).
import { describe, expect, it } from 'vitest';
import { problem } from '../../shared/api';
import { seedOrganization } from '../../shared/db/seed';
import { demoAirports } from '../../shared/demo';
import { tripListPage, type TripListItem } from '../../shared/rpc/local/trip-list';
import {
  declineRfq,
  postOperatorMessage,
  quoteRfq,
  viewRfq,
} from '../../shared/service/rfqs/operator-actions';
import { createHarness, type Harness } from '../support/service-harness';
import { batchRequest, HOUR_MS, id, operators, sendBatch } from '../service/rfq-fixtures';
import { workspaceApp } from './workspace-app';

const ana = id(1);
const ben = id(2);
/** Trip ids by what each is for; departures in the order soonest → latest: b, a, c, d. */
const trip = { a: id(10), b: id(11), c: id(12), d: id(13) };

async function bookHarness(): Promise<Harness> {
  const h = createHarness();
  await seedOrganization(
    h.db,
    {
      airports: demoAirports.filter((a) => ['KTEB', 'KPBI', 'EGLL'].includes(a.code)),
      operators,
      clients: [
        { id: ana, name: 'Ana Lee' },
        { id: ben, name: 'Ben Ortiz' },
      ],
      trip_requests: [
        {
          id: trip.a,
          client_id: ana,
          status: 'open',
          source: 'parsed',
          pax: 4,
          budget_cents: 1_000_000,
          legs: [
            { depart_date: '2026-12-20', depart_time: '09:30:00', from: 'KTEB', to: 'KPBI' },
            { depart_date: '2026-12-27', from: 'KPBI', to: 'KTEB' },
          ],
        },
        {
          id: trip.b,
          client_id: ben,
          status: 'quoted',
          source: 'api',
          source_system: 'Salesforce',
          legs: [{ depart_date: '2026-12-01', from: 'KTEB', to: 'EGLL' }],
        },
        {
          id: trip.c,
          status: 'booked',
          source: 'campaign',
          legs: [{ depart_date: '2027-01-15', from: 'EGLL', to: 'KTEB' }],
        },
        {
          id: trip.d,
          client_id: ana,
          status: 'cancelled',
          source: 'csv',
          legs: [{ depart_date: '2027-02-01', from: 'KPBI', to: 'EGLL' }],
        },
      ],
    },
    h.clock,
  );
  return h;
}

function tripsApp(h: Harness) {
  const send = workspaceApp(h.deps);
  return {
    send,
    async list(
      query = '',
    ): Promise<{ items: TripListItem[]; next_cursor: string | null; total: number }> {
      const response = await send('GET', `/trips${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return tripListPage.parse(await response.json());
    },
  };
}

const ids = (items: readonly TripListItem[]) => items.map((item) => item.id);

describe('the trips list', () => {
  it('lists every trip soonest departure first, each with what the screen shows', async () => {
    const local = tripsApp(await bookHarness());
    const page = await local.list();
    expect(page.total).toBe(4);
    expect(ids(page.items)).toEqual([trip.b, trip.a, trip.c, trip.d]);
    expect(page.items[1]).toEqual({
      id: trip.a,
      number: expect.any(Number),
      status: 'open',
      source: 'parsed',
      source_system: null,
      client: { id: ana, name: 'Ana Lee' },
      route: ['KTEB', 'KPBI', 'KTEB'],
      departure: { date: '2026-12-20', time: '09:30:00', zone: 'America/New_York' },
      last_leg_date: '2026-12-27',
      pax: 4,
      currency: 'USD',
      budget_cents: 1_000_000,
      budget_min_cents: null,
      rfqs: { asked: 0, viewed: 0, quoted: 0, declined: 0, withdrawn: 0, expired: 0 },
      lowest_quote_cents: null,
      unread: 0,
      last_activity_at: expect.any(String),
    });
    expect(page.items[0]).toMatchObject({ source: 'api', source_system: 'Salesforce' });
    expect(page.items[2]).toMatchObject({ client: null, last_leg_date: null });
  });

  it("counts each RFQ's progress once, and finds the lowest quote", async () => {
    const h = await bookHarness();
    const local = tripsApp(h);
    await local.list(); // kept before the writes: each one must reach the list
    const [viewed, high, low, declined, withdrawn] = (
      await sendBatch(h, batchRequest([0, 1, 2, 3, 4]), trip.a)
    ).items;
    await viewRfq(h.deps, viewed!.id);
    await quoteRfq(h.deps, high!.id, { amount_cents: 900_000 });
    await quoteRfq(h.deps, low!.id, { amount_cents: 700_000 });
    await declineRfq(h.deps, declined!.id);
    const withdrawal = await h.call('POST', `/v1/rfqs/${withdrawn!.id}/withdrawals`, {
      headers: { 'Idempotency-Key': 'withdraw-1' },
    });
    expect(withdrawal.status).toBe(200);

    const item = () => local.list().then(({ items }) => items.find((i) => i.id === trip.a)!);
    expect(await item()).toMatchObject({
      rfqs: { asked: 5, viewed: 4, quoted: 2, declined: 1, withdrawn: 1, expired: 0 },
      lowest_quote_cents: 700_000,
    });
    // Past its expiry, the RFQ only viewed can no longer be quoted: counted expired.
    h.clock.advance(73 * HOUR_MS);
    expect((await item()).rfqs.expired).toBe(1);
  });

  it('counts unread operator messages over the trip, down as the broker reads', async () => {
    const h = await bookHarness();
    const local = tripsApp(h);
    const [first, second] = (await sendBatch(h, batchRequest([0, 1]), trip.b)).items;
    const unread = () =>
      local.list().then(({ items }) => items.find((i) => i.id === trip.b)!.unread);
    expect(await unread()).toBe(0);
    const message = await postOperatorMessage(h.deps, first!.id, { body: 'Available.' });
    h.clock.advance(60_000);
    await postOperatorMessage(h.deps, second!.id, { body: 'We can do it.' });
    expect(await unread()).toBe(2);
    const read = await local.send('PUT', `/threads/${first!.id}/read`, {
      read_through: message.at,
    });
    expect(read.status).toBe(200);
    expect(await unread()).toBe(1);
  });

  it('counts a message an RFQ pulled ahead of its thread tells of', async () => {
    const h = await bookHarness();
    const local = tripsApp(h);
    const [rfq] = (await sendBatch(h, batchRequest([0]), trip.a)).items;
    expect((await local.list()).items.find((i) => i.id === trip.a)!.unread).toBe(0);
    // As a pull of the trip's RFQs writes it, before the thread's messages are pulled.
    await h.db.rfqs.update(rfq!.id, {
      message_count: 1,
      last_message_at: h.clock.now().toISOString(),
      last_message_author: 'operator',
    });
    expect((await local.list()).items.find((i) => i.id === trip.a)!.unread).toBe(1);
  });

  it('filters by status and by first departure, both ends included', async () => {
    const local = tripsApp(await bookHarness());
    expect(ids((await local.list('?status=open,quoted')).items)).toEqual([trip.b, trip.a]);
    expect(ids((await local.list('?status=booked')).items)).toEqual([trip.c]);
    const dated = await local.list('?departs_from=2026-12-20&departs_to=2027-01-15');
    expect(ids(dated.items)).toEqual([trip.a, trip.c]);
    expect(dated.total).toBe(2);
    const refused = await local.send('GET', '/trips?status=open,lost');
    expect(refused.status).toBe(422);
    expect(problem.parse(await refused.json()).errors?.[0]?.field).toMatch(/^status/);
  });

  it("finds trips by a word of their number, client's name or airport codes", async () => {
    const local = tripsApp(await bookHarness());
    expect(ids((await local.list('?q=ANA')).items).sort()).toEqual([trip.a, trip.d].sort());
    expect(ids((await local.list('?q=lee%20egll')).items)).toEqual([trip.d]);
    expect(ids((await local.list('?q=kteb&status=open,quoted')).items)).toEqual([trip.b, trip.a]);
    const number = (await local.list('?q=ortiz')).items[0]!.number;
    expect(ids((await local.list(`?q=%23${number}`)).items)).toEqual([trip.b]);
    expect((await local.list('?q=nobody')).total).toBe(0);
  });

  it('sorts by last activity, newest first', async () => {
    const h = await bookHarness();
    const local = tripsApp(h);
    h.clock.advance(HOUR_MS);
    const [rfq] = (await sendBatch(h, batchRequest([0]), trip.b)).items;
    h.clock.advance(HOUR_MS);
    await sendBatch(h, batchRequest([1]), trip.a);
    const latest = async () => ids((await local.list('?sort=-last_activity')).items).slice(0, 2);
    expect(await latest()).toEqual([trip.a, trip.b]);
    h.clock.advance(HOUR_MS);
    await quoteRfq(h.deps, rfq!.id, { amount_cents: 500_000 });
    expect(await latest()).toEqual([trip.b, trip.a]);
    const [newest] = (await local.list('?sort=-last_activity')).items;
    expect(newest!.last_activity_at).toBe(h.clock.now().toISOString());
  });

  it('pages with cursors bound to their filters and sort', async () => {
    const local = tripsApp(await bookHarness());
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?limit=3${cursor === null ? '' : `&cursor=${cursor}`}`;
      const page = await local.list(query);
      expect(page.total).toBe(4);
      seen.push(...ids(page.items));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual([trip.b, trip.a, trip.c, trip.d]);

    const first = await local.list('?limit=1&sort=-last_activity');
    const foreign = await local.send('GET', `/trips?limit=1&cursor=${first.next_cursor}`);
    expect(foreign.status).toBe(422);
    expect(problem.parse(await foreign.json()).type).toBe('invalid_cursor');
  });

  it('lists a trip that arrives after the list was read', async () => {
    const h = await bookHarness();
    const local = tripsApp(h);
    expect((await local.list()).total).toBe(4);
    const late = id(14);
    await seedOrganization(
      h.db,
      {
        trip_requests: [
          { id: late, legs: [{ depart_date: '2026-11-30', from: 'KTEB', to: 'KPBI' }] },
        ],
      },
      h.clock,
    );
    const page = await local.list();
    expect(page.total).toBe(5);
    expect(page.items[0]!.id).toBe(late);
  });

  it("shows a client's new name on its trips", async () => {
    const h = await bookHarness();
    const local = tripsApp(h);
    await local.list();
    const renamed = await h.call('PATCH', `/v1/clients/${ana}`, { body: { name: 'Ana Lee-Park' } });
    expect(renamed.status).toBe(200);
    const names = (await local.list('?status=open,cancelled')).items.map((i) => i.client?.name);
    expect(names).toEqual(['Ana Lee-Park', 'Ana Lee-Park']);
  });
});
