// Cursor pagination over HTTP (spec: Pagination rules): every page carries `total`,
// `next_cursor` is null on the last one, and each record comes exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { client, operatorContact, page, rfq, type Page } from '../../shared/api';
import {
  ALPHA_TRIP,
  batchBody,
  budgetOf,
  expectProblem,
  startTestApi,
  type TestApi,
} from './remote-harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
  // 18 operators, then 7 of them again: 25 RFQs on one trip request.
  for (const [key, count] of [
    ['first-batch', 18],
    ['second-batch', 7],
  ] as const) {
    const response = await api.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      body: batchBody(count),
      headers: { 'Idempotency-Key': key },
    });
    expect(response.status).toBe(201);
  }
});
afterAll(() => api.close());

/** Every page of a list, following next_cursor; bounded so a cursor loop fails fast. */
async function walk<T extends z.ZodType>(path: string, item: T, limit: number) {
  const pages: Page<z.output<T>>[] = [];
  let cursor: string | null = null;
  for (let index = 0; index < 50; index += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const after = cursor === null ? '' : `&cursor=${encodeURIComponent(cursor)}`;
    const response = await api.call('GET', `${path}${separator}limit=${limit}${after}`);
    expect(response.status).toBe(200);
    const current = page(item).parse(await response.json());
    pages.push(current);
    cursor = current.next_cursor;
    if (cursor === null) return pages;
  }
  throw new Error(`${path}: more than 50 pages`);
}

function expectWholeSet<T>(pages: Page<T>[], limit: number, keyOf: (item: T) => string) {
  const items = pages.flatMap((current) => current.items);
  const total = pages[0]!.total;
  expect(pages.every((current) => current.total === total)).toBe(true);
  expect(items).toHaveLength(total);
  expect(new Set(items.map(keyOf)).size).toBe(total);
  expect(pages).toHaveLength(Math.max(1, Math.ceil(total / limit)));
  expect(pages.slice(0, -1).every((current) => current.items.length === limit)).toBe(true);
  return items;
}

describe('cursor walks', () => {
  it("walks a trip request's RFQs", async () => {
    const pages = await walk(`/v1/trip-requests/${ALPHA_TRIP}/rfqs`, rfq, 7);
    expect(pages[0]!.total).toBe(25);
    expectWholeSet(pages, 7, (item) => item.id);
  });

  it('walks the remembered operator contacts, and filters them by operator', async () => {
    const pages = await walk('/v1/operator-contacts', operatorContact, 10);
    const contacts = expectWholeSet(pages, 10, (item) => `${item.operator_id} ${item.email}`);
    expect(contacts).toContainEqual(
      expect.objectContaining({ email: 'dispatch0@operator.example' }),
    );
    const operatorId = contacts[0]!.operator_id;
    const filtered = await walk(
      `/v1/operator-contacts?operator_id[]=${operatorId}`,
      operatorContact,
      1,
    );
    const mine = expectWholeSet(filtered, 1, (item) => item.email);
    expect(mine.every((item) => item.operator_id === operatorId)).toBe(true);
    expect(mine).toHaveLength(contacts.filter((item) => item.operator_id === operatorId).length);
  });

  it.each(['-name', 'email', '-trip_request_count'])(
    'walks clients sorted by %s in the order of a single page',
    async (sort) => {
      const pages = await walk(`/v1/clients?sort=${sort}`, client, 7);
      const walked = expectWholeSet(pages, 7, (item) => item.id);
      expect(walked).toHaveLength(30);
      const [whole] = await walk(`/v1/clients?sort=${sort}`, client, 100);
      expect(walked.map((item) => item.id)).toEqual(whole!.items.map((item) => item.id));
    },
  );

  it('spends one request of the allowance per page', async () => {
    const before = await api.call('GET', '/v1/operator-contacts?limit=1');
    const pages = await walk('/v1/operator-contacts', operatorContact, 10);
    const after = await api.call('GET', '/v1/operator-contacts?limit=1');
    expect(budgetOf(before).quota!.remaining - budgetOf(after).quota!.remaining).toBe(
      pages.length + 1,
    );
  });
});

describe('cursors', () => {
  it('refuse a cursor the server did not make', async () => {
    const response = await api.call('GET', '/v1/operator-contacts?cursor=not-a-cursor');
    await expectProblem(response, 422, 'invalid_cursor');
  });

  it('refuse a cursor replayed with other filters', async () => {
    const first = await api.call('GET', '/v1/clients?sort=name&limit=5');
    const { next_cursor } = page(client).parse(await first.json());
    const other = await api.call('GET', `/v1/clients?sort=email&limit=5&cursor=${next_cursor}`);
    await expectProblem(other, 422, 'invalid_cursor');
  });
});
