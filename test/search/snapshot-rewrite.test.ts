// A bucket rewritten in place against the plain rule: parse every tuple, drop the removed and
// replaced ids, append the upserts, stringify. Same string, same count added, whatever the
// entries' texts hold (quotes, brackets, backslashes, an id among the tags).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClientEntry } from '../../shared/search/client-entry';
import { encodeBucket, tupleOf } from '../../shared/search/snapshot';
import { rewriteBucket } from '../../shared/search/snapshot-rewrite';
import { entry, uuidOf } from './entries';

function plainRewrite(
  entries: string | undefined,
  upserts: readonly ClientEntry[],
  removed: ReadonlySet<string>,
) {
  const replaced = new Set(upserts.map((item) => item.id));
  const before = entries === undefined ? [] : (JSON.parse(entries) as [string][]);
  const kept = before.filter(([id]) => !removed.has(id) && !replaced.has(id));
  const after = [...kept, ...upserts.map(tupleOf)];
  return { entries: JSON.stringify(after), added: after.length - before.length };
}

const ids = fc.nat(12).map(uuidOf);
// Pieces that look like the bucket's own syntax, so a text or tag may mimic a tuple's start.
const text = fc
  .array(fc.constantFrom('a', '"', '[', ']', ',', '\\', 'é', '\u0000', '],[', uuidOf(3)), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''));
const anEntry = fc
  .record({ id: ids, name: text, company: fc.option(text, { nil: null }), tags: fc.array(text) })
  .map(({ id, ...fields }) => ({ ...entry({ ...fields, tags: [...fields.tags, uuidOf(3)] }), id }));

describe('rewriteBucket', () => {
  it('gives what parsing and stringifying the whole bucket gives', () => {
    fc.assert(
      fc.property(
        fc.option(fc.uniqueArray(anEntry, { selector: (item) => item.id }), { nil: undefined }),
        fc.array(anEntry, { maxLength: 4 }),
        fc.uniqueArray(ids, { maxLength: 4 }),
        (stored, upserts, removedIds) => {
          const entries = stored && encodeBucket(stored);
          const removed = new Set(removedIds.filter((id) => !upserts.some((u) => u.id === id)));
          expect(rewriteBucket(entries, upserts, removed)).toEqual(
            plainRewrite(entries, upserts, removed),
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
