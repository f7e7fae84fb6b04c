// One sort's order over every entry, as slots (client-sorts.ts says the order: key, nulls
// last, then name, then id). Kept sorted across upserts by binary search, so a change costs
// one splice instead of a re-sort of 100k entries.
import type { ClientEntry } from './client-entry';
import { positionOf, positionOrder, type Position, type SortSpec } from './client-sorts';
import type { EntrySlots, Slot } from './entry-slots';

/**
 * The order walked in one direction. Slots at or after `start` in walking order (index
 * >= start going up, <= start going down) come after the page position.
 */
export interface Run {
  items: readonly Slot[];
  descending: boolean;
  start: number;
}

export class SortedOrder {
  private readonly items: Slot[];
  private readonly compare: (a: Position, b: Position) => number;

  constructor(
    private readonly sort: SortSpec,
    private readonly slots: EntrySlots,
  ) {
    this.compare = positionOrder(sort);
    const placed: [Position, Slot][] = [];
    slots.entries.forEach((entry, slot) => {
      if (entry !== undefined) placed.push([this.positionOf(entry), slot]);
    });
    // Keys, names and ids read once per entry, not once per comparison.
    placed.sort((a, b) => this.compare(a[0], b[0]));
    this.items = placed.map(([, slot]) => slot);
  }

  /** Places a slot just filled. */
  insert(slot: Slot): void {
    const position = this.positionOf(this.slots.at(slot));
    this.items.splice(this.firstNotBefore(position), 0, slot);
  }

  /** Takes out a slot before it is released: its entry's position tells where it is. */
  remove(slot: Slot): void {
    const index = this.firstNotBefore(this.positionOf(this.slots.at(slot)));
    if (this.items[index] === slot) this.items.splice(index, 1);
  }

  /**
   * The order from just after `after` (from its start without one), walked as sorted or, with
   * `reversed`, backwards: the order of the opposite direction when that is its exact reverse.
   */
  run(reversed: boolean, after: Position | null): Run {
    const { items } = this;
    let start: number;
    if (after === null) start = reversed ? items.length - 1 : 0;
    // The position's own entry, where it still is, was on the page before.
    else if (reversed) start = this.firstNotBefore(after) - 1;
    else start = this.firstAfter(after);
    return { items, descending: reversed, start };
  }

  private positionOf(entry: ClientEntry): Position {
    return positionOf(entry, this.sort.field);
  }

  /** First index whose entry does not sort before `position`. */
  private firstNotBefore(position: Position): number {
    return this.search((order) => order < 0, position);
  }

  /** First index whose entry sorts after `position`. */
  private firstAfter(position: Position): number {
    return this.search((order) => order <= 0, position);
  }

  /** The first index where `below` stops holding for the entry's order against `position`. */
  private search(below: (order: number) => boolean, position: Position): number {
    let low = 0;
    let high = this.items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entry = this.slots.at(this.items[middle] as Slot);
      if (below(this.compare(this.positionOf(entry), position))) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
