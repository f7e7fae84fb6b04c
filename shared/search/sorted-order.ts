// One sort field's order over every entry, as slots: keyed entries by (key, id), then
// entries without a key by id. Kept sorted across upserts by binary search, so a change
// costs one splice instead of a re-sort of 100k entries.
import type { ClientEntry } from './client-entry';
import type { Position, SortKey } from './client-sorts';
import type { EntrySlots, Slot } from './entry-slots';

/**
 * A segment walked in one direction. Slots at or after `start` in walking order (index
 * >= start going up, <= start going down) come after the page position.
 */
export interface Run {
  items: readonly Slot[];
  descending: boolean;
  start: number;
}

function compareKeys(a: SortKey, b: SortKey): number {
  // Keys of one field share a type (string or number); nulls never reach here.
  return (a as string) < (b as string) ? -1 : (a as string) > (b as string) ? 1 : 0;
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class SortedOrder {
  private readonly keyed: Slot[] = [];
  private readonly unkeyed: Slot[] = [];

  constructor(
    private readonly keyOf: (entry: ClientEntry) => SortKey,
    private readonly slots: EntrySlots,
  ) {
    const keyedIds: [SortKey, string, Slot][] = [];
    const unkeyedIds: [string, Slot][] = [];
    slots.entries.forEach((entry, slot) => {
      if (entry === undefined) return;
      const key = keyOf(entry);
      if (key === null) unkeyedIds.push([entry.id, slot]);
      else keyedIds.push([key, entry.id, slot]);
    });
    // Keys and ids read once per entry, not once per comparison.
    keyedIds.sort((a, b) => compareKeys(a[0], b[0]) || compareIds(a[1], b[1]));
    unkeyedIds.sort((a, b) => compareIds(a[0], b[0]));
    for (const item of keyedIds) this.keyed.push(item[2]);
    for (const item of unkeyedIds) this.unkeyed.push(item[1]);
  }

  /** Places a slot just filled. */
  insert(slot: Slot): void {
    const entry = this.slots.at(slot);
    const key = this.keyOf(entry);
    const segment = key === null ? this.unkeyed : this.keyed;
    segment.splice(this.lowerBound(segment, key, entry.id), 0, slot);
  }

  /** Takes out a slot before it is released: its entry's key tells where it is. */
  remove(slot: Slot): void {
    const entry = this.slots.at(slot);
    const key = this.keyOf(entry);
    const segment = key === null ? this.unkeyed : this.keyed;
    const index = this.lowerBound(segment, key, entry.id);
    if (segment[index] === slot) segment.splice(index, 1);
  }

  /** The keyed then the unkeyed segment, each walked in the sort's direction. */
  runs(descending: boolean, after: Position | null): [Run, Run] {
    const { keyed, unkeyed } = this;
    const everything = (items: Slot[]) => (descending ? items.length - 1 : 0);
    const nothing = (items: Slot[]) => (descending ? -1 : items.length);
    const following = (items: Slot[], position: Position) => {
      const index = this.lowerBound(items, position.key, position.id);
      if (descending) return index - 1;
      const found = items[index];
      if (found === undefined) return index;
      const entry = this.slots.at(found);
      return entry.id === position.id && this.keyOf(entry) === position.key ? index + 1 : index;
    };
    let keyedStart: number;
    let unkeyedStart: number;
    if (after === null) {
      keyedStart = everything(keyed);
      unkeyedStart = everything(unkeyed);
    } else if (after.key === null) {
      keyedStart = nothing(keyed);
      unkeyedStart = following(unkeyed, after);
    } else {
      keyedStart = following(keyed, after);
      unkeyedStart = everything(unkeyed);
    }
    return [
      { items: keyed, descending, start: keyedStart },
      { items: unkeyed, descending, start: unkeyedStart },
    ];
  }

  /** First index whose (key, id) is not below (key, id). */
  private lowerBound(items: readonly Slot[], key: SortKey, id: string): number {
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entry = this.slots.at(items[middle] as Slot);
      const order =
        (key === null ? 0 : compareKeys(this.keyOf(entry), key)) || compareIds(entry.id, id);
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
