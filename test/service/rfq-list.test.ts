// Operation 1, GET /v1/trip-requests/{id}/rfqs: order, pages, cursors, is_expired, errors.
import { describe, expect, it } from 'vitest';
import { page, rfq } from '../../shared/api';
import { id, problemOf, sendOne, seededHarness, storedRfq, trips, unknownId } from './rfq-fixtures';

type H = Awaited<ReturnType<typeof seededHarness>>;

const path = (tripId = trips.open, query = '') => `/v1/trip-requests/${tripId}/rfqs${query}`;

async function listPage(h: H, url: string) {
  const response = await h.call('GET', url);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/json');
  return page(rfq).parse(await response.json());
}

const minute = (n: number) =>
  new Date(Date.parse('2026-11-20T08:00:00.000Z') + n * 60_000).toISOString();

/** A cursor whose position was rewritten by a client, keeping its binding. */
function forged(cursor: string, position: unknown[]): string {
  const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  return Buffer.from(JSON.stringify({ ...body, p: position })).toString('base64url');
}

describe('GET /v1/trip-requests/{id}/rfqs', () => {
  it('is an empty page for a trip request without RFQs', async () => {
    const h = await seededHarness();
    expect(await listPage(h, path())).toEqual({ items: [], next_cursor: null, total: 0 });
  });

  it('lists in the order sent, ties broken by id, and only this trip request', async () => {
    const h = await seededHarness();
    await h.db.rfqs.bulkAdd([
      storedRfq({ id: id(13), sent_at: minute(2) }),
      storedRfq({ id: id(12), sent_at: minute(1) }),
      storedRfq({ id: id(11), sent_at: minute(2) }),
      storedRfq({ id: id(10), sent_at: minute(3) }),
      storedRfq({ id: id(14), sent_at: minute(0), trip_request_id: trips.quoted }),
    ]);
    const listed = await listPage(h, path());
    expect(listed.items.map((item) => item.id)).toEqual([id(12), id(11), id(13), id(10)]);
    expect(listed).toMatchObject({ next_cursor: null, total: 4 });
  });

  it('pages with limit and next_cursor, each page reporting the total of all matches', async () => {
    const h = await seededHarness();
    await h.db.rfqs.bulkAdd(
      Array.from({ length: 5 }, (_, i) => storedRfq({ id: id(20 + i), sent_at: minute(i) })),
    );
    const seen: string[] = [];
    let url = path(trips.open, '?limit=2');
    const pages = [];
    for (;;) {
      const current = await listPage(h, url);
      pages.push(current);
      seen.push(...current.items.map((item) => item.id));
      if (current.next_cursor === null) break;
      expect(current.next_cursor.length).toBeLessThanOrEqual(2000);
      url = path(trips.open, `?limit=2&cursor=${encodeURIComponent(current.next_cursor)}`);
    }
    expect(pages.map((p) => [p.items.length, p.total])).toEqual([
      [2, 5],
      [2, 5],
      [1, 5],
    ]);
    expect(seen).toEqual([20, 21, 22, 23, 24].map(id));
  });

  it('gives 100 RFQs a page by default', async () => {
    const h = await seededHarness();
    await h.db.rfqs.bulkAdd(
      Array.from({ length: 101 }, (_, i) => storedRfq({ id: id(1000 + i), sent_at: minute(i) })),
    );
    const first = await listPage(h, path());
    expect(first.items).toHaveLength(100);
    expect(first.total).toBe(101);
    const rest = await listPage(h, path(trips.open, `?cursor=${first.next_cursor}`));
    expect(rest).toEqual({
      items: [expect.objectContaining({ id: id(1100) })],
      next_cursor: null,
      total: 101,
    });
  });

  it('computes is_expired when read: true from expires_at on', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    h.clock.set(new Date(Date.parse(sent.expires_at) - 1).toISOString());
    expect((await listPage(h, path())).items[0]?.is_expired).toBe(false);
    h.clock.set(sent.expires_at);
    const { url: _url, ...expected } = sent;
    expect((await listPage(h, path())).items).toEqual([{ ...expected, is_expired: true }]);
  });

  describe('cursors', () => {
    async function twoPages(h: H) {
      await h.db.rfqs.bulkAdd([
        storedRfq({ id: id(30), sent_at: minute(0) }),
        storedRfq({ id: id(31), sent_at: minute(1) }),
        storedRfq({ id: id(32), sent_at: minute(0), trip_request_id: trips.quoted }),
        storedRfq({ id: id(33), sent_at: minute(1), trip_request_id: trips.quoted }),
      ]);
      const first = await listPage(h, path(trips.open, '?limit=1'));
      if (first.next_cursor === null) throw new Error('expected a second page');
      return first.next_cursor;
    }

    it('are bound to their trip request: another one is 422 invalid_cursor', async () => {
      const h = await seededHarness();
      const cursor = await twoPages(h);
      const response = await h.call('GET', path(trips.quoted, `?limit=1&cursor=${cursor}`));
      const problem = await problemOf(response, 422);
      expect(problem).toMatchObject({ type: 'invalid_cursor', status: 422 });
      expect(problem.errors).toEqual([
        { field: 'cursor', code: 'invalid_cursor', message: expect.any(String) },
      ]);
    });

    it('do not depend on limit: a cursor continues with another page size', async () => {
      const h = await seededHarness();
      const cursor = await twoPages(h);
      const rest = await listPage(h, path(trips.open, `?limit=50&cursor=${cursor}`));
      expect(rest.items.map((item) => item.id)).toEqual([id(31)]);
    });

    it.each([
      ['not base64 JSON', () => 'not-a-cursor', 'invalid_cursor'],
      ['over 2,000 characters', () => 'a'.repeat(2001), 'too_big'],
    ])('is 422 for a cursor %s', async (_name, cursor, code) => {
      const h = await seededHarness();
      const problem = await problemOf(
        await h.call('GET', path(trips.open, `?cursor=${cursor()}`)),
        422,
      );
      expect(problem.errors).toEqual([{ field: 'cursor', code, message: expect.any(String) }]);
    });

    it.each([
      ['a number', [42, id(30)]],
      ['a null', [null, id(30)]],
      ['too few keys', [id(30)]],
      ['too many keys', [minute(0), id(30), 'x']],
    ])('is 422 invalid_cursor for a rewritten position holding %s', async (_name, position) => {
      const h = await seededHarness();
      const cursor = forged(await twoPages(h), position);
      const problem = await problemOf(
        await h.call('GET', path(trips.open, `?cursor=${cursor}`)),
        422,
      );
      expect(problem.type).toBe('invalid_cursor');
    });
  });

  it.each(['0', '101', 'ten', '1.5', '-1'])('is 422 on limit for limit=%s', async (limit) => {
    const h = await seededHarness();
    const problem = await problemOf(await h.call('GET', path(trips.open, `?limit=${limit}`)), 422);
    expect(problem.errors?.map((error) => error.field)).toEqual(['limit']);
  });

  it('is 404 for an unknown trip request and 422 on id for one that is not a UUID', async () => {
    const h = await seededHarness();
    const missing = await problemOf(await h.call('GET', path(unknownId)), 404);
    expect(missing).toMatchObject({
      type: 'not_found',
      detail: `No trip request with id ${unknownId}`,
    });
    const malformed = await problemOf(await h.call('GET', path('trip-7', '?limit=0')), 422);
    expect(malformed.errors?.map((error) => error.field)).toEqual(['id', 'limit']);
  });

  it('answers for a closed trip request too: its RFQs stay readable', async () => {
    const h = await seededHarness();
    await h.db.rfqs.add(
      storedRfq({ id: id(40), sent_at: minute(0), trip_request_id: trips.cancelled }),
    );
    expect((await listPage(h, path(trips.cancelled))).total).toBe(1);
  });
});
