// Trigram postings against the plain rule: after any adds, changes and removals, a needle
// marks exactly the entries whose value contains it, each once, whatever their slots held
// before and however many slots are dirty.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EntrySlots } from '../../shared/search/entry-slots';
import { GramPostings } from '../../shared/search/gram-postings';
import { entry, uuidOf } from './entries';

/** The slots whose mark moved from `from`, checked against the slots `stamp` returned. */
function stamped(postings: GramPostings, needle: string, marks: Uint16Array, from: number) {
  const moved: number[] = [];
  postings.stamp(needle, marks, from, moved);
  const slots = [...marks.keys()].filter((slot) => marks[slot] === from + 1);
  expect([...moved].sort((a, b) => a - b)).toEqual(slots);
  return slots;
}

/** The slots whose value contains `needle`, by a scan of every entry. */
function scanned(slots: EntrySlots, needle: string, valueOf: (slot: number) => string | null) {
  return [...slots.entries.keys()].filter((slot) => valueOf(slot)?.includes(needle));
}

describe('GramPostings', () => {
  it('marks what a scan of every value finds, across any changes', () => {
    // Few syllables, so trigrams recur across values and needles span several of them.
    const word = fc
      .array(fc.constantFrom('an', 'na', 'ån', 'bo', 'ob', 'a', 'n', '5', '.', 'жи', 'иж'), {
        maxLength: 7,
      })
      .map((parts) => parts.join(''));
    const step = fc.record({ client: fc.nat(40), name: word, removed: fc.boolean() });
    const needle = fc.constantFrom(
      ...['a', 'an', 'na', 'nan', 'ana', 'anan', 'bob', 'obo', 'nabo', 'zzz'],
      // Outside the packed alphabet: trigrams kept by their units.
      ...['и', 'жи', 'иж', 'жиж', 'ижи', 'nжи'],
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), fc.array(needle), (steps, needles) => {
        const slots = new EntrySlots();
        const postings = new GramPostings(slots, (item) => item.text);
        const valueOf = (slot: number) => slots.entries[slot]?.text ?? null;
        for (const { client, name, removed } of steps) {
          const held = slots.slotOf(uuidOf(client));
          if (held !== undefined) {
            postings.remove(held);
            slots.release(held);
          }
          if (removed) continue;
          postings.add(slots.add({ ...entry({ name }), id: uuidOf(client) }));
        }
        for (const text of needles) {
          const marks = new Uint16Array(slots.capacity);
          expect(stamped(postings, text, marks, 0)).toEqual(scanned(slots, text, valueOf));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('moves only the marks that stand at `from`, and finds phones by their digits', () => {
    const slots = new EntrySlots();
    const phones = new GramPostings(slots, (item) => item.phoneDigits);
    for (const phone of ['+1 555 0100', '555', null, '(020) 7555 0199', '5559']) {
      phones.add(slots.add(entry({ phone })));
    }
    const marks = Uint16Array.from([2, 1, 2, 2, 2]);
    expect(stamped(phones, '555', marks, 2)).toEqual([0, 3, 4]);
    expect(marks[1]).toBe(1);
    expect(stamped(phones, '01', new Uint16Array(5), 0)).toEqual([0, 3]);
    expect(stamped(phones, '01995', new Uint16Array(5), 0)).toEqual([]);
  });

  it('finds a pair at the end of any field, and never matches across two fields', () => {
    const slots = new EntrySlots();
    const texts = new GramPostings(slots, (item) => item.text);
    texts.add(slots.add(entry({ name: 'Ann', company: 'Bo', email: 'cy@do.io' })));
    texts.add(slots.add(entry({ name: 'Ивано', company: 'Жук' })));
    const found = (needle: string) => stamped(texts, needle, new Uint16Array(2), 0);
    expect(['nn', 'bo', 'io', 'ук', 'но'].map(found)).toEqual([[0], [0], [0], [1], [1]]);
    expect(['annbo', 'nnb', 'ob', 'ож'].map(found)).toEqual([[], [], [], []]);
    expect(found('cy@do')).toEqual([0]);
  });

  it('keeps each index its own: what one lists, another never finds', () => {
    const index = (names: string[]) => {
      const slots = new EntrySlots();
      const texts = new GramPostings(slots, (item) => item.text);
      for (const name of names) texts.add(slots.add(entry({ name })));
      return (needle: string) => stamped(texts, needle, new Uint16Array(names.length), 0);
    };
    const empty = index([]);
    const ann = index(['Ann Lee']);
    const bob = index(['Bob Day']);
    expect([ann('ann'), ann('lee'), ann('an')]).toEqual([[0], [0], [0]]);
    expect([empty('ann'), empty('an')]).toEqual([[], []]);
    expect([bob('ann'), bob('an'), bob('bob')]).toEqual([[], [], [0]]);
  });
});
