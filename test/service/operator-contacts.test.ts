// Operation 6, GET /v1/operator-contacts: ordered by operator_id then email, filterable by
// `operator_id[]`, paged with cursors bound to the filter.
import { describe, expect, it } from 'vitest';
import { operatorContact, page } from '../../shared/api';
import { seedOrganization } from '../../shared/db/seed';
import { operatorAt, problemOf, seededHarness, unknownId } from './rfq-fixtures';

type H = Awaited<ReturnType<typeof seededHarness>>;

const [a, b, c] = [operatorAt(0).id, operatorAt(1).id, operatorAt(2).id];
const AT = '2026-11-01T12:00:00.000Z';

/** Two contacts for each of operators a, b and c, seeded out of order. */
async function withContacts(): Promise<H> {
  const h = await seededHarness();
  await seedOrganization(
    h.db,
    {
      operator_contacts: [
        { operator_id: c, email: 'z@c.example', name: 'Zed', updated_at: AT },
        { operator_id: a, email: 'y@a.example', name: null, updated_at: AT },
        { operator_id: b, email: 'm@b.example', name: 'Em', updated_at: AT },
        { operator_id: a, email: 'b@a.example', name: 'Bea', updated_at: AT },
        { operator_id: c, email: 'a@c.example', name: null, updated_at: AT },
        { operator_id: b, email: 'n@b.example', name: null, updated_at: AT },
      ],
    },
    h.clock,
  );
  return h;
}

async function contacts(h: H, query = '') {
  const response = await h.call('GET', `/v1/operator-contacts${query}`);
  expect(response.status).toBe(200);
  return page(operatorContact).parse(await response.json());
}

const keys = (items: { operator_id: string; email: string }[]) =>
  items.map((item) => `${item.operator_id.slice(-3)} ${item.email}`);

async function walk(h: H, query: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor === null ? '' : `&cursor=${cursor}`;
    const current = await contacts(h, `${query}${suffix}`);
    seen.push(...keys(current.items));
    cursor = current.next_cursor;
  } while (cursor !== null);
  return seen;
}

describe('GET /v1/operator-contacts', () => {
  it('is an empty page before any contact is remembered', async () => {
    const h = await seededHarness();
    expect(await contacts(h)).toEqual({ items: [], next_cursor: null, total: 0 });
  });

  it('lists every contact by operator_id, then email', async () => {
    const h = await withContacts();
    const listed = await contacts(h);
    expect(listed.total).toBe(6);
    expect(listed.next_cursor).toBeNull();
    expect(listed.items.slice(0, 2)).toEqual([
      { operator_id: a, email: 'b@a.example', name: 'Bea', updated_at: AT },
      { operator_id: a, email: 'y@a.example', name: null, updated_at: AT },
    ]);
    expect(keys(listed.items)).toEqual([
      '200 b@a.example',
      '200 y@a.example',
      '201 m@b.example',
      '201 n@b.example',
      '202 a@c.example',
      '202 z@c.example',
    ]);
  });

  it('filters by operator_id[], counting only the matches', async () => {
    const h = await withContacts();
    const listed = await contacts(h, `?operator_id[]=${c}&operator_id[]=${a}&operator_id[]=${c}`);
    expect(listed.total).toBe(4);
    expect(keys(listed.items)).toEqual([
      '200 b@a.example',
      '200 y@a.example',
      '202 a@c.example',
      '202 z@c.example',
    ]);
    expect(await contacts(h, `?operator_id[]=${unknownId}`)).toEqual({
      items: [],
      next_cursor: null,
      total: 0,
    });
  });

  it('pages one by one across operators, with and without a filter', async () => {
    const h = await withContacts();
    expect(await walk(h, '?limit=1')).toEqual(keys((await contacts(h)).items));
    expect(await walk(h, `?limit=1&operator_id[]=${b}&operator_id[]=${c}`)).toEqual([
      '201 m@b.example',
      '201 n@b.example',
      '202 a@c.example',
      '202 z@c.example',
    ]);
  });

  it('gives 100 contacts a page by default', async () => {
    const h = await seededHarness();
    await h.db.operator_contacts.bulkAdd(
      Array.from({ length: 101 }, (_, i) => ({
        operator_id: a,
        email: `desk${String(i).padStart(3, '0')}@a.example`,
        name: null,
        updated_at: AT,
      })),
    );
    const first = await contacts(h);
    expect([first.items.length, first.total]).toEqual([100, 101]);
    const rest = await contacts(h, `?cursor=${first.next_cursor}`);
    expect(keys(rest.items)).toEqual(['200 desk100@a.example']);
    expect(rest.next_cursor).toBeNull();
  });

  it('binds a cursor to the set of operators filtered, not to their order or repeats', async () => {
    const h = await withContacts();
    const { next_cursor: cursor } = await contacts(
      h,
      `?limit=1&operator_id[]=${a}&operator_id[]=${b}`,
    );
    const same = await contacts(
      h,
      `?operator_id[]=${b}&operator_id[]=${a}&operator_id[]=${b}&cursor=${cursor}`,
    );
    expect(keys(same.items)).toEqual(['200 y@a.example', '201 m@b.example', '201 n@b.example']);

    for (const other of [`?operator_id[]=${a}`, '?', `?operator_id[]=${a}&operator_id[]=${c}`]) {
      const problem = await problemOf(
        await h.call('GET', `/v1/operator-contacts${other}&cursor=${cursor}`),
        422,
      );
      expect(problem.type).toBe('invalid_cursor');
    }
  });

  it('is 422 naming each malformed operator id and a bad limit', async () => {
    const h = await withContacts();
    const response = await h.call(
      'GET',
      `/v1/operator-contacts?operator_id[]=${a}&operator_id[]=acme&limit=0`,
    );
    const problem = await problemOf(response, 422);
    expect(problem.errors?.map((error) => [error.field, error.code])).toEqual([
      ['operator_id[][1]', 'invalid_format'],
      ['limit', 'too_small'],
    ]);
  });
});
