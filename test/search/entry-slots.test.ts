import { describe, expect, it } from 'vitest';
import { EntrySlots } from '../../shared/search/entry-slots';
import { entry } from './entries';

describe('EntrySlots', () => {
  it('numbers entries densely, frees a slot on release and reuses it', () => {
    const slots = new EntrySlots();
    const [a, b, c] = [entry(), entry(), entry()];
    expect([a, b, c].map((item) => slots.add(item))).toEqual([0, 1, 2]);
    slots.release(1);
    expect(slots.slotOf(b.id)).toBeUndefined();
    expect(slots.entries[1]).toBeUndefined();
    expect({ size: slots.size, capacity: slots.capacity }).toEqual({ size: 2, capacity: 3 });

    const d = entry();
    expect(slots.add(d)).toBe(1);
    expect(slots.at(1)).toBe(d);
    expect(slots.slotOf(c.id)).toBe(2);
    expect({ size: slots.size, capacity: slots.capacity }).toEqual({ size: 3, capacity: 3 });
  });

  it('ignores releasing a free slot', () => {
    const slots = new EntrySlots();
    slots.add(entry());
    slots.release(0);
    slots.release(0);
    expect(slots.size).toBe(0);
    expect(slots.add(entry())).toBe(0);
    expect(slots.add(entry())).toBe(1);
  });
});
