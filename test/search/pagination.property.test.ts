// Walking every page while clients are inserted, deleted and changed never skips a client
// that existed, unchanged, throughout, and returns a client twice only if it was changed
// to sort after the position (the spec's "reconcile by record id"): the keyset position
// keeps the sort key, so changes elsewhere in the order cannot shift the next page. Names and
// keys repeat, so pages end inside runs of ties (broken by name, then id).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientSortValues } from '../../shared/api';
import { ClientIndex } from '../../shared/search/client-index';
import { compileFilter } from '../../shared/search/client-filter';
import { sortSpecOf } from '../../shared/search/client-sorts';
import { cursorAfter, searchPosition } from '../../shared/service/clients/search-cursor';
import { entryOf, type ClientEntrySource } from '../../shared/search/client-entry';
import { uuidOf } from './entries';

const NOW = Date.parse('2026-11-22T09:00:00.000Z');
const BINDING = 'test';

const fields = fc.record({
  name: fc.constantFrom('Ann', 'ann', 'Bob', 'Émile', 'Zoe', 'zoë', 'Carl'),
  email: fc.option(fc.constantFrom('a@x.io', 'b@x.io', 'B@x.io'), { nil: null }),
  phone: fc.option(fc.constantFrom('+1 555', '555', '020 7'), { nil: null }),
  tags: fc.subarray(['vip', 'golf', 'ski']),
  trip_request_count: fc.integer({ min: 0, max: 3 }),
  last_request_at: fc.option(
    fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'),
    {
      nil: null,
    },
  ),
  email_consent: fc.boolean(),
});

type Fields = typeof fields extends fc.Arbitrary<infer T> ? T : never;

const change = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), fields }),
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('update' as const), pick: fc.nat(), fields }),
);

function row(id: number, values: Fields): ClientEntrySource {
  return { id: uuidOf(id), company: null, sms_consent: false, ...values };
}

describe('keyset pagination under concurrent changes', () => {
  it('returns each steady client once and never an unchanged client twice', () => {
    fc.assert(
      fc.property(
        fc.array(fields, { maxLength: 40 }),
        fc.constantFrom(...clientSortValues),
        fc.constantFrom({}, { tag: 'vip' }, { q: 'an' }, { consent: 'email' as const }),
        fc.integer({ min: 1, max: 7 }),
        fc.array(fc.array(change, { maxLength: 4 }), { maxLength: 30 }),
        (initial, sort, filter, limit, changesPerPage) => {
          const index = new ClientIndex();
          let nextId = 0;
          const initialIds = initial.map((values) => {
            nextId += 1;
            index.upsert(entryOf(row(nextId, values)));
            return uuidOf(nextId);
          });
          const touched = new Set<string>();
          const updated = new Set<string>();
          const match = compileFilter(filter, NOW);
          const spec = sortSpecOf(sort);
          const seen: string[] = [];
          let position = null;
          for (let page = 0; ; page += 1) {
            // Far more pages than clients ever listed: a position that does not move on.
            if (page > 500) throw new Error('the walk does not reach the end');
            const result = index.search(spec, match, position, limit);
            seen.push(...result.entries.map((entry) => entry.id));
            const last = result.entries.at(-1);
            if (!result.hasMore || !last) break;
            // Through a cursor, as a client holds it: its key, name and id must all come back.
            position = searchPosition(cursorAfter(last, spec, BINDING), spec, BINDING);
            for (const step of changesPerPage[page] ?? []) {
              const live = initialIds.filter((id) => index.get(id));
              const target =
                step.kind === 'insert' ? undefined : live[step.pick % Math.max(live.length, 1)];
              if (step.kind === 'insert') {
                nextId += 1;
                index.upsert(entryOf(row(nextId, step.fields)));
              } else if (target && step.kind === 'delete') {
                index.remove(target);
                touched.add(target);
              } else if (target && step.kind === 'update') {
                index.upsert(entryOf(row(Number.parseInt(target.slice(-12), 16), step.fields)));
                touched.add(target);
                updated.add(target);
              }
            }
          }
          const repeated = seen.filter((id, at) => seen.indexOf(id) !== at);
          expect(repeated.filter((id) => !updated.has(id))).toEqual([]);
          const steady = initialIds.filter((id) => {
            const entry = index.get(id);
            return (
              !touched.has(id) && entry !== undefined && (match === null || match.matches(entry))
            );
          });
          expect(seen).toEqual(expect.arrayContaining(steady));
        },
      ),
      { numRuns: 300 },
    );
  });
});
