import { describe, expect, it } from 'vitest';
import { EntrySlots } from '../../shared/search/entry-slots';
import { TextScan } from '../../shared/search/text-scan';
import { entry } from './entries';

/** Slots whose mark moved from 0 to 1 in a fresh scan, with the count the scan returned. */
function found(scan: TextScan, needle: string, size: number) {
  const marks = new Uint16Array(size);
  const moved = scan.stamp(needle, marks, 0);
  const slots = [...marks.keys()].filter((slot) => marks[slot] === 1);
  expect(moved).toBe(slots.length);
  return slots;
}

describe('TextScan', () => {
  const slots = new EntrySlots();
  for (const fields of [
    { name: 'Anna Annaberg', email: 'anna@annas.example', phone: '+1 555 0100' },
    { name: 'Removed', phone: '555' },
    { name: 'Bob', phone: null },
    { name: 'Hanna', phone: '555 5555' },
    { name: 'Abc', phone: '0199' },
    { name: 'Def', phone: '5559' },
  ]) {
    slots.add(entry(fields));
  }
  slots.release(1);
  const texts = new TextScan(slots, (item) => item.text);
  const phones = new TextScan(slots, (item) => item.phoneDigits);
  const size = slots.capacity;

  it('marks each slot holding the needle once, however often it holds it', () => {
    expect(found(texts, 'anna', size)).toEqual([0, 3]);
    expect(found(texts, 'a', size)).toEqual([0, 3, 4]);
    expect(found(phones, '5', size)).toEqual([0, 3, 5]);
    expect(found(texts, 'bob', size)).toEqual([2]);
    expect(found(texts, 'zed', size)).toEqual([]);
  });

  it('finds a needle at the very start and end of the joined text', () => {
    expect(found(texts, 'anna annaberg', size)).toEqual([0]);
    expect(found(phones, '5559', size)).toEqual([5]);
  });

  it('never matches across two entries, nor in a released slot or a missing value', () => {
    expect(found(texts, 'examplebob', size)).toEqual([]);
    expect(found(phones, '01995', size)).toEqual([]);
    expect(found(phones, '55550199', size)).toEqual([]);
    expect(found(texts, 'removed', size)).toEqual([]);
    expect(found(phones, '01', size)).toEqual([0, 4]);
  });

  it('moves only the marks that stand at `from`', () => {
    const marks = Uint16Array.from([2, 2, 2, 1, 2, 2]);
    expect(texts.stamp('a', marks, 2)).toBe(2);
    expect([...marks]).toEqual([3, 2, 2, 1, 3, 2]);
  });
});
