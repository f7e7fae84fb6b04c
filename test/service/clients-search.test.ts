// Operation 7: GET /v1/clients — filters, sorts, pages, totals and cursors.
import { describe, expect, it } from 'vitest';
import { clientSortValues, page, client, type Page, type Client } from '../../shared/api';
import type { Harness } from '../support/service-harness';
import {
  DAY_MS,
  clientsHarness,
  createClient,
  faultyFields,
  problemOf,
  storedTrip,
} from './clients-fixtures';

async function search(h: Harness, query: string): Promise<Page<Client>> {
  const response = await h.call('GET', `/v1/clients${query}`);
  expect(response.status).toBe(200);
  return page(client).parse(await response.json());
}

const names = (result: Page<Client>) => result.items.map((item) => item.name);

async function book(h: Harness) {
  const anna = await createClient(h, {
    name: 'Anna Smith',
    company: 'Alpha Jets',
    email: 'anna@acme.example',
    phone: '+1 (212) 555-0100',
    tags: ['vip', 'golf'],
    email_consent: true,
  });
  const zoe = await createClient(h, {
    name: 'Zoë Müller',
    email: 'zoe@alpine.example',
    phone: '+41 44 000 11 22',
    tags: ['ski'],
    sms_consent: true,
  });
  const bob = await createClient(h, {
    name: 'bob Jones',
    company: 'ALPHA.X Aviation',
    tags: ['VIP'],
  });
  await h.db.trip_requests.bulkPut([
    storedTrip(h, 1, anna.id, 10),
    storedTrip(h, 2, zoe.id, 60),
    storedTrip(h, 3, zoe.id, 95),
  ]);
  return { anna, zoe, bob };
}

describe('GET /v1/clients', () => {
  it('lists every client by name with the total and no next page', async () => {
    const h = await clientsHarness();
    await book(h);
    const result = await search(h, '');
    expect(names(result)).toEqual(['Anna Smith', 'bob Jones', 'Zoë Müller']);
    expect(result).toMatchObject({ total: 3, next_cursor: null });
    expect(result.items[2]).toMatchObject({ trip_request_count: 2 });
  });

  it('searches name, company, email and phone digits, every term', async () => {
    const h = await clientsHarness();
    await book(h);
    const q = async (text: string) => names(await search(h, `?q=${encodeURIComponent(text)}`));
    expect(await q('smi')).toEqual(['Anna Smith']);
    expect(await q('MULLER')).toEqual(['Zoë Müller']);
    expect(await q('müll')).toEqual(['Zoë Müller']);
    expect(await q('ALPHA.x')).toEqual(['bob Jones']);
    expect(await q('@acme')).toEqual(['Anna Smith']);
    expect(await q('555-0100')).toEqual(['Anna Smith']);
    expect(await q('1122')).toEqual(['Zoë Müller']);
    expect(await q('alpha jones')).toEqual(['bob Jones']);
    expect(await q('alpha zoe')).toEqual([]);
    expect((await search(h, '?q=alpha')).total).toBe(2);
  });

  it('filters by exact tag, consent and last request relative to now', async () => {
    const h = await clientsHarness();
    await book(h);
    expect(names(await search(h, '?tag=vip'))).toEqual(['Anna Smith']);
    expect(names(await search(h, '?tag=VIP'))).toEqual(['bob Jones']);
    expect(names(await search(h, '?consent=email'))).toEqual(['Anna Smith']);
    expect(names(await search(h, '?consent=sms'))).toEqual(['Zoë Müller']);
    expect(names(await search(h, '?last_request=last_30_days'))).toEqual(['Anna Smith']);
    expect(names(await search(h, '?last_request=last_90_days'))).toEqual([
      'Anna Smith',
      'Zoë Müller',
    ]);
    expect(names(await search(h, '?last_request=over_90_days'))).toEqual([]);
    expect(names(await search(h, '?last_request=never'))).toEqual(['bob Jones']);
    h.clock.advance(31 * DAY_MS);
    expect(names(await search(h, '?last_request=over_90_days'))).toEqual(['Zoë Müller']);
    expect(names(await search(h, '?last_request=last_30_days'))).toEqual([]);
  });

  it('sorts by each of the 12 sorts with nulls last both ways', async () => {
    const h = await clientsHarness();
    await book(h);
    const order = async (sort: string) => names(await search(h, `?sort=${sort}`));
    const expected: Record<(typeof clientSortValues)[number], string[]> = {
      name: ['Anna Smith', 'bob Jones', 'Zoë Müller'],
      '-name': ['Zoë Müller', 'bob Jones', 'Anna Smith'],
      email: ['Anna Smith', 'Zoë Müller', 'bob Jones'],
      '-email': ['Zoë Müller', 'Anna Smith', 'bob Jones'],
      phone: ['Anna Smith', 'Zoë Müller', 'bob Jones'],
      '-phone': ['Zoë Müller', 'Anna Smith', 'bob Jones'],
      tags: ['Anna Smith', 'Zoë Müller', 'bob Jones'],
      '-tags': ['bob Jones', 'Zoë Müller', 'Anna Smith'],
      trip_request_count: ['bob Jones', 'Anna Smith', 'Zoë Müller'],
      '-trip_request_count': ['Zoë Müller', 'Anna Smith', 'bob Jones'],
      last_request_at: ['Zoë Müller', 'Anna Smith', 'bob Jones'],
      '-last_request_at': ['Anna Smith', 'Zoë Müller', 'bob Jones'],
    };
    for (const sort of clientSortValues) expect(await order(sort), sort).toEqual(expected[sort]);
  });

  it('pages with limit (25 by default) and cursors to the last page', async () => {
    const h = await clientsHarness();
    for (let n = 0; n < 30; n += 1) {
      await createClient(h, { name: `Client ${String(n).padStart(2, '0')}` });
    }
    const first = await search(h, '');
    expect(first.items).toHaveLength(25);
    expect(first.total).toBe(30);
    const second = await search(h, `?cursor=${first.next_cursor}`);
    expect(names(second)).toEqual([
      'Client 25',
      'Client 26',
      'Client 27',
      'Client 28',
      'Client 29',
    ]);
    expect(second).toMatchObject({ total: 30, next_cursor: null });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const result: Page<Client> = await search(
        h,
        `?sort=-name&limit=7${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...names(result));
      cursor = result.next_cursor;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(seen[0]).toBe('Client 29');
  });

  it('lists clients of equal values by name, then id, in pages that repeat and skip none', async () => {
    const h = await clientsHarness();
    const ids = new Map<string, string>();
    for (const name of ['Mia', 'ben', 'Zoë', 'Ada', 'ada', 'Élise', 'Carl']) {
      ids.set(name, (await createClient(h, { name })).id);
    }
    // 'Ada' and 'ada' fold alike: the lower id first.
    const twins = ['Ada', 'ada'].sort((a, b) => (ids.get(a)! < ids.get(b)! ? -1 : 1));
    const byName = [...twins, 'ben', 'Carl', 'Élise', 'Mia', 'Zoë'];
    for (const sort of ['trip_request_count', '-trip_request_count', '-last_request_at']) {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const result: Page<Client> = await search(
          h,
          `?sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...names(result));
        cursor = result.next_cursor;
      } while (cursor);
      expect(seen, sort).toEqual(byName);
    }
  });

  it('keeps a cursor holding the longest keys and name within 2,000 characters', async () => {
    const h = await clientsHarness();
    const wide = '中'.repeat(32);
    for (const name of ['中'.repeat(120), `${'中'.repeat(119)}文`]) {
      await createClient(h, { name, tags: [1, 2, 3, 4, 5, 6].map((n) => `${wide.slice(1)}${n}`) });
    }
    const first = await search(h, '?sort=tags&limit=1');
    expect(first.next_cursor!.length).toBeLessThanOrEqual(2000);
    expect((await search(h, `?sort=tags&limit=1&cursor=${first.next_cursor}`)).items).toHaveLength(
      1,
    );
  });

  it('refuses a cursor of other filters or sort, or not issued here, with 422 invalid_cursor', async () => {
    const h = await clientsHarness();
    for (let n = 0; n < 3; n += 1) await createClient(h, { name: `C${n}`, tags: ['vip'] });
    const { next_cursor: cursor } = await search(h, '?tag=vip&limit=1');
    expect(cursor).not.toBeNull();
    expect((await search(h, `?tag=vip&limit=2&cursor=${cursor}`)).items).toHaveLength(2);
    for (const query of [
      `?tag=golf&limit=1&cursor=${cursor}`,
      `?tag=vip&sort=-name&limit=1&cursor=${cursor}`,
      `?limit=1&cursor=${cursor}`,
      '?cursor=not-a-cursor',
      `?cursor=${btoa('{"v":1,"b":"x","p":[1]}')}`,
    ]) {
      const body = await problemOf(await h.call('GET', `/v1/clients${query}`), 422);
      expect(body).toMatchObject({ type: 'invalid_cursor', errors: [{ field: 'cursor' }] });
    }
  });

  it('refuses bad query parameters, naming each', async () => {
    const h = await clientsHarness();
    const response = await h.call(
      'GET',
      `/v1/clients?limit=101&sort=age&consent=fax&last_request=soon&q=${'q'.repeat(121)}&cursor=${'c'.repeat(2001)}`,
    );
    expect((await faultyFields(response)).sort()).toEqual(
      ['consent', 'cursor', 'last_request', 'limit', 'q', 'sort'].sort(),
    );
    expect(await faultyFields(await h.call('GET', '/v1/clients?limit=0'))).toEqual(['limit']);
  });
});
