// The index against the rule itself: after any inserts, updates and removals, every search
// counts exactly the entries the filter's predicate accepts and pages through them in the
// sort's order (nulls last both ways; ties by name A to Z, then id; by name, equal names by id
// in the sort's direction).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientSortValues } from '../../shared/api';
import type { ClientEntry } from '../../shared/search/client-entry';
import { ClientIndex } from '../../shared/search/client-index';
import { compileFilter, type EntryFilter } from '../../shared/search/client-filter';
import { positionOf, sortKeyOf, sortSpecOf, type SortSpec } from '../../shared/search/client-sorts';
import { entryOf, type ClientEntrySource } from '../../shared/search/client-entry';
import { uuidOf } from './entries';

const NOW = Date.parse('2026-11-22T09:00:00.000Z');

// Few syllables, so terms occur several times in one text and in most texts.
const words = fc
  .array(fc.constantFrom('an', 'na', 'Ån', 'bo', 'el', '5', ' ', '.'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(''));

const fields = fc.record({
  name: words,
  company: fc.option(words, { nil: null }),
  email: fc.option(
    words.map((word) => `${word.replace(/\s/g, '')}@na.io`),
    { nil: null },
  ),
  phone: fc.option(fc.constantFrom('+1 555 0100', '555-5555', '(020) 7555', 'none'), {
    nil: null,
  }),
  tags: fc.subarray(['vip', 'golf']),
  email_consent: fc.boolean(),
  trip_request_count: fc.integer({ min: 0, max: 2 }),
  last_request_at: fc.option(fc.constant('2026-11-01T00:00:00.000Z'), { nil: null }),
});

type Fields = typeof fields extends fc.Arbitrary<infer T> ? T : never;

const change = fc.oneof(
  fc.record({ kind: fc.constant('put' as const), pick: fc.nat(), fields }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
);

const query = fc.record({
  // Long and rare first terms leave the others to be tested on the few entries holding them.
  q: fc.constantFrom(
    ...['an', 'ann', 'na an', 'el', '555', '5-5', 'na 55', '0100', 'zz'],
    ...['elbo zz', 'naan 555', 'boel 0100', 'nabo el'],
  ),
  tag: fc.option(fc.constant('vip'), { nil: undefined }),
  consent: fc.option(fc.constant('email' as const), { nil: undefined }),
});

function row(id: number, values: Fields): ClientEntrySource {
  return { id: uuidOf(id), sms_consent: false, ...values };
}

/** Every match in the sort's order, by brute force. */
function expected(entries: ClientEntry[], filter: EntryFilter | null, sort: SortSpec): string[] {
  const direction = sort.descending ? -1 : 1;
  const keyOf = sortKeyOf[sort.field];
  const text = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const compare = (a: ClientEntry, b: ClientEntry) => {
    const [ka, kb] = [keyOf(a), keyOf(b)];
    if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
    const byKey = ka === null || kb === null || ka === kb ? 0 : ka < kb ? -1 : 1;
    if (sort.field === 'name') return direction * (byKey || text(a.id, b.id));
    return direction * byKey || text(a.nameKey, b.nameKey) || text(a.id, b.id);
  };
  return entries
    .filter((entry) => filter === null || filter.matches(entry))
    .sort(compare)
    .map((entry) => entry.id);
}

/** Every page of a search, walked with keyset positions. */
function walked(index: ClientIndex, filter: EntryFilter | null, sort: SortSpec, limit: number) {
  const ids: string[] = [];
  const totals = new Set<number>();
  let after = null;
  for (;;) {
    const result = index.search(sort, filter, after, limit);
    ids.push(...result.entries.map((entry) => entry.id));
    totals.add(result.total);
    const last = result.entries.at(-1);
    if (!result.hasMore || !last) return { ids, totals: [...totals] };
    after = positionOf(last, sort.field);
  }
}

describe('client index search', () => {
  it('finds, counts and orders exactly what the filter accepts', () => {
    fc.assert(
      fc.property(
        fc.array(fields, { minLength: 16, maxLength: 60 }),
        fc.array(change, { maxLength: 20 }),
        fc.array(
          fc.tuple(query, fc.constantFrom(...clientSortValues), fc.integer({ min: 1, max: 9 })),
          { minLength: 1, maxLength: 4 },
        ),
        (initial, changes, queries) => {
          const index = new ClientIndex();
          const ids: number[] = [];
          for (const values of initial) {
            ids.push(ids.length + 1);
            index.upsert(entryOf(row(ids.length, values)));
          }
          for (const step of changes) {
            const id = ids.length === 0 ? undefined : ids[step.pick % ids.length];
            if (step.kind === 'remove') {
              if (id !== undefined) index.remove(uuidOf(id));
            } else {
              index.upsert(entryOf(row(id ?? step.pick + 1_000, step.fields)));
            }
          }
          const live = [...ids, ...changes.map((step) => step.pick + 1_000)]
            .map((id) => index.get(uuidOf(id)))
            .filter((entry): entry is ClientEntry => entry !== undefined);
          const entries = [...new Map(live.map((entry) => [entry.id, entry])).values()];
          expect(index.size).toBe(entries.length);
          for (const [filterValues, sortName, limit] of queries) {
            const filter = compileFilter(filterValues, NOW);
            const sort = sortSpecOf(sortName);
            const want = expected(entries, filter, sort);
            expect(walked(index, filter, sort, limit)).toEqual({
              ids: want,
              totals: [want.length],
            });
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
