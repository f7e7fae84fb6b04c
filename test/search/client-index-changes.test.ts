// A search by terms after changes finds what a search of a fresh index of the same entries
// finds: the changed entries are tested one by one until the scans are joined again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientIndex } from '../../shared/search/client-index';
import { compileFilter } from '../../shared/search/client-filter';
import { sortSpecOf } from '../../shared/search/client-sorts';
import { entry, uuidOf } from './entries';

const NOW = Date.parse('2026-11-22T09:00:00.000Z');
const NAMES = ['Anna', 'Hanna Bo', 'Bob', 'Oona', 'Dan'];
const PHONES = [null, '+1 212 555 0100', '+44 20 7946 0555'];
const TERMS = ['an', 'bo', 'na b', '555', 'o'];

function found(index: ClientIndex, q: string) {
  const result = index.search(sortSpecOf('name'), compileFilter({ q }, NOW), null, 100);
  return { total: result.total, ids: result.entries.map((item) => item.id) };
}

describe('searches by terms across changes', () => {
  it('agree with a fresh index of the same entries', () => {
    const change = fc.record({
      client: fc.nat(12),
      name: fc.constantFrom(...NAMES),
      phone: fc.constantFrom(...PHONES),
      removed: fc.boolean(),
      q: fc.constantFrom(...TERMS),
    });
    fc.assert(
      fc.property(fc.array(change, { maxLength: 60 }), (changes) => {
        // Enough unchanged entries that the changed ones are tested one by one.
        const settled = Array.from({ length: 200 }, (_, n) => entry({ name: NAMES[n % 5]! }));
        const index = new ClientIndex();
        const current = new Map(settled.map((item) => [item.id, item]));
        for (const item of settled) index.upsert(item);
        found(index, 'an');
        for (const { client, name, phone, removed, q } of changes) {
          const id = uuidOf(1000 + client);
          if (removed) {
            index.remove(id);
            current.delete(id);
          } else {
            const item = { ...entry({ name, phone }), id };
            index.upsert(item);
            current.set(id, item);
          }
          const fresh = new ClientIndex();
          for (const item of current.values()) fresh.upsert(item);
          expect(found(index, q)).toEqual(found(fresh, q));
        }
      }),
    );
  });
});
