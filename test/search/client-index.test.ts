import { describe, expect, it } from 'vitest';
import { ClientIndex } from '../../shared/search/client-index';
import { compileFilter, type ClientFilter } from '../../shared/search/client-filter';
import { positionOf, sortKeyOf, sortSpecOf } from '../../shared/search/client-sorts';
import type { ClientSort } from '../../shared/api';
import type { ClientEntry } from '../../shared/search/client-entry';
import { entry } from './entries';

const NOW = Date.parse('2026-11-22T09:00:00.000Z');
const DAY = 86_400_000;

function indexOf(entries: ClientEntry[]): ClientIndex {
  const index = new ClientIndex();
  for (const item of entries) index.upsert(item);
  return index;
}

function names(index: ClientIndex, filter: ClientFilter, sort: ClientSort = 'name') {
  const result = index.search(sortSpecOf(sort), compileFilter(filter, NOW), null, 100);
  return result.entries.map((item) => item.text.split('\u0000')[0]);
}

describe('search terms', () => {
  const index = indexOf([
    entry({
      name: 'Anna Smith',
      company: 'Alpha Jets',
      email: 'anna@acme.com',
      phone: '+1 212 555 0100',
    }),
    entry({
      name: 'Zoë Müller',
      company: null,
      email: 'zoe@example.ch',
      phone: '+41 44 000 11 22',
    }),
    entry({ name: 'Bob Jones', company: 'ALPHA.X Aviation', email: null, phone: null }),
  ]);

  it('match name, company or email as substrings, case- and accent-insensitively', () => {
    expect(names(index, { q: 'smi' })).toEqual(['anna smith']);
    expect(names(index, { q: 'MULLER' })).toEqual(['zoe muller']);
    expect(names(index, { q: 'alpha.x' })).toEqual(['bob jones']);
    expect(names(index, { q: '@acme' })).toEqual(['anna smith']);
  });

  it('require every term, each in any field', () => {
    expect(names(index, { q: 'alpha anna' })).toEqual(['anna smith']);
    expect(names(index, { q: '  alpha   jones ' })).toEqual(['bob jones']);
    expect(names(index, { q: 'alpha zoe' })).toEqual([]);
  });

  it('match the digits of a phone fragment against the phone digits', () => {
    expect(names(index, { q: '0100' })).toEqual(['anna smith']);
    expect(names(index, { q: '555-0100' })).toEqual(['anna smith']);
    expect(names(index, { q: '(44)' })).toEqual(['zoe muller']);
  });

  it('do not read digits out of a word as a phone fragment', () => {
    expect(names(index, { q: 'a0100' })).toEqual([]);
  });

  it('never match across two fields', () => {
    expect(names(index, { q: 'jetsanna' })).toEqual([]);
  });

  it('treat a blank q as no filter', () => {
    expect(names(index, { q: '   ' })).toHaveLength(3);
  });
});

describe('terms over many entries', () => {
  const index = indexOf([
    ...Array.from({ length: 40 }, (_, n) => entry({ name: `Common ${n}`, phone: '+1 555 0100' })),
    entry({ name: 'Common Rarest', phone: '+1 212 555 0199' }),
  ]);

  it('count every entry holding a common term, and page through them in order', () => {
    const result = index.search(
      sortSpecOf('-name'),
      compileFilter({ q: '555 common' }, NOW),
      null,
      5,
    );
    expect(result.total).toBe(41);
    expect(result.hasMore).toBe(true);
    expect(result.entries.map((item) => item.nameKey)).toEqual([
      'common rarest',
      'common 9',
      'common 8',
      'common 7',
      'common 6',
    ]);
  });

  it('test the other terms on the few entries holding a rare one', () => {
    expect(names(index, { q: 'rarest common' })).toEqual(['common rarest']);
    expect(names(index, { q: 'rarest 0199' })).toEqual(['common rarest']);
    expect(names(index, { q: 'rarest 0100' })).toEqual([]);
    expect(names(index, { q: 'rarest zz' })).toEqual([]);
  });
});

describe('filters', () => {
  const index = indexOf([
    entry({
      name: 'a',
      tags: ['VIP', 'golf'],
      email_consent: true,
      last_request_at: new Date(NOW - 30 * DAY).toISOString(),
    }),
    entry({
      name: 'b',
      tags: ['vip'],
      sms_consent: true,
      last_request_at: new Date(NOW - 31 * DAY).toISOString(),
    }),
    entry({ name: 'c', tags: [], last_request_at: new Date(NOW - 91 * DAY).toISOString() }),
    entry({ name: 'd', tags: ['golf'], email_consent: true, sms_consent: true }),
  ]);

  it('tag is exact', () => {
    expect(names(index, { tag: 'VIP' })).toEqual(['a']);
    expect(names(index, { tag: 'golf' })).toEqual(['a', 'd']);
  });

  it('consent keeps clients who gave that consent', () => {
    expect(names(index, { consent: 'email' })).toEqual(['a', 'd']);
    expect(names(index, { consent: 'sms' })).toEqual(['b', 'd']);
  });

  it('last_request is relative to now, with null as never', () => {
    expect(names(index, { lastRequest: 'last_30_days' })).toEqual(['a']);
    expect(names(index, { lastRequest: 'last_90_days' })).toEqual(['a', 'b']);
    expect(names(index, { lastRequest: 'over_90_days' })).toEqual(['c']);
    expect(names(index, { lastRequest: 'never' })).toEqual(['d']);
  });

  it('combine', () => {
    expect(names(index, { tag: 'golf', consent: 'sms' })).toEqual(['d']);
  });
});

describe('sorts', () => {
  const items = [
    entry({
      name: 'Émile',
      email: 'B@x.io',
      phone: '+1 900',
      tags: ['b'],
      trip_request_count: 2,
      last_request_at: '2026-01-01T00:00:00.000Z',
    }),
    entry({
      name: 'adam',
      email: null,
      phone: null,
      tags: [],
      trip_request_count: 0,
      last_request_at: null,
    }),
    entry({
      name: 'Zed',
      email: 'a@x.io',
      phone: '(020) 100',
      tags: ['a', 'z'],
      trip_request_count: 2,
      last_request_at: '2026-03-01T00:00:00.000Z',
    }),
    entry({
      name: 'carl',
      email: null,
      phone: 'ext',
      tags: ['A'],
      trip_request_count: 7,
      last_request_at: null,
    }),
  ];
  const index = indexOf(items);
  const order = (sort: ClientSort) =>
    index
      .search(sortSpecOf(sort), null, null, 10)
      .entries.map((item) => item.text.split('\u0000')[0]);

  it('order by folded name both ways', () => {
    expect(order('name')).toEqual(['adam', 'carl', 'emile', 'zed']);
    expect(order('-name')).toEqual(['zed', 'emile', 'carl', 'adam']);
  });

  it('put nulls last in both directions and break ties by name A to Z in both', () => {
    expect(order('email')).toEqual(['zed', 'emile', 'adam', 'carl']);
    expect(order('-email')).toEqual(['emile', 'zed', 'adam', 'carl']);
    expect(order('phone')).toEqual(['zed', 'emile', 'adam', 'carl']);
    expect(order('-last_request_at')).toEqual(['zed', 'emile', 'adam', 'carl']);
    expect(order('last_request_at')).toEqual(['emile', 'zed', 'adam', 'carl']);
    expect(order('trip_request_count')).toEqual(['adam', 'emile', 'zed', 'carl']);
    expect(order('-trip_request_count')).toEqual(['carl', 'emile', 'zed', 'adam']);
  });

  it('order tags as folded, sorted lists compared tag by tag, clients without tags last', () => {
    expect(order('tags')).toEqual(['carl', 'zed', 'emile', 'adam']);
    expect(order('-tags')).toEqual(['emile', 'zed', 'carl', 'adam']);
  });

  it('keeps orders sorted across changes', () => {
    const changing = indexOf(items);
    changing.search(sortSpecOf('name'), null, null, 10);
    changing.upsert({ ...(changing.get(items[1]!.id) as ClientEntry), nameKey: 'zz' });
    changing.remove(items[0]!.id);
    const result = changing.search(sortSpecOf('name'), null, null, 10).entries;
    expect(result.map((item) => sortKeyOf.name(item))).toEqual(['carl', 'zed', 'zz']);
  });
});

describe('ties', () => {
  // Made in an order other than their names', so ids alone would order them otherwise.
  const items = ['Mia', 'Ben', 'zoë', 'Ada', 'ada'].map((name) =>
    entry({ name, trip_request_count: 3, last_request_at: null }),
  );
  const yves = entry({
    name: 'Yves',
    trip_request_count: 5,
    last_request_at: '2026-01-01T00:00:00.000Z',
  });
  const index = indexOf([...items, yves]);
  const order = (sort: ClientSort) =>
    index.search(sortSpecOf(sort), null, null, 10).entries.map((item) => item.id);
  const ids = (...picked: number[]) => picked.map((at) => items[at]!.id);

  it('follow by folded name A to Z, then by id, whichever the direction', () => {
    // 'Ada' and 'ada' fold alike: the first made has the lower id.
    const byName = ids(3, 4, 1, 0, 2);
    expect(order('trip_request_count')).toEqual([...byName, yves.id]);
    expect(order('-trip_request_count')).toEqual([yves.id, ...byName]);
    // No request at all: equal too (and last), by name either way.
    expect(order('-last_request_at')).toEqual([yves.id, ...byName]);
    expect(order('last_request_at')).toEqual([yves.id, ...byName]);
  });

  it('by name, equal names follow by id in the sort direction', () => {
    expect(order('name').slice(0, 2)).toEqual(ids(3, 4));
    expect(order('-name').slice(-2)).toEqual(ids(4, 3));
  });
});

describe('pages', () => {
  it('count every match and continue after a position', () => {
    const index = indexOf(
      Array.from({ length: 7 }, (_, n) => entry({ name: `n${n}`, tags: n % 2 ? ['odd'] : [] })),
    );
    const filter = compileFilter({ tag: 'odd' }, NOW);
    const first = index.search(sortSpecOf('-name'), filter, null, 2);
    expect(first.total).toBe(3);
    expect(first.hasMore).toBe(true);
    const last = first.entries[1]!;
    const second = index.search(sortSpecOf('-name'), filter, positionOf(last, 'name'), 2);
    expect(second.entries.map((item) => item.nameKey)).toEqual(['n1']);
    expect(second).toMatchObject({ total: 3, hasMore: false });
  });
});
