// One sort field's order over every entry: keyed entries by (key, id), then entries without
// a key by id. Kept sorted across upserts by binary search, so a change costs one splice
// instead of a re-sort of 100k entries.
import type { ClientEntry } from './client-entry';
import type { Position, SortKey } from './client-sorts';

/**
 * A segment walked in one direction. Entries at or after `start` in walking order (index
 * >= start going up, <= start going down) come after the page position.
 */
export interface Run {
  items: readonly ClientEntry[];
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
  private readonly keyed: ClientEntry[] = [];
  private readonly unkeyed: ClientEntry[] = [];

  constructor(
    private readonly keyOf: (entry: ClientEntry) => SortKey,
    entries: Iterable<ClientEntry>,
  ) {
    const pairs: [SortKey, ClientEntry][] = [];
    for (const entry of entries) {
      const key = keyOf(entry);
      if (key === null) this.unkeyed.push(entry);
      else pairs.push([key, entry]);
    }
    // Keys computed once per entry, not once per comparison.
    pairs.sort((a, b) => compareKeys(a[0], b[0]) || compareIds(a[1].id, b[1].id));
    for (const pair of pairs) this.keyed.push(pair[1]);
    this.unkeyed.sort((a, b) => compareIds(a.id, b.id));
  }

  insert(entry: ClientEntry): void {
    const key = this.keyOf(entry);
    const segment = key === null ? this.unkeyed : this.keyed;
    segment.splice(this.lowerBound(segment, key, entry.id), 0, entry);
  }

  /** Removes `entry`, which must be the object inserted (its key decides where it is). */
  remove(entry: ClientEntry): void {
    const key = this.keyOf(entry);
    const segment = key === null ? this.unkeyed : this.keyed;
    const index = this.lowerBound(segment, key, entry.id);
    if (segment[index]?.id === entry.id) segment.splice(index, 1);
  }

  /** The keyed then the unkeyed segment, each walked in the sort's direction. */
  runs(descending: boolean, after: Position | null): [Run, Run] {
    const { keyed, unkeyed } = this;
    const everything = (items: ClientEntry[]) => (descending ? items.length - 1 : 0);
    const nothing = (items: ClientEntry[]) => (descending ? -1 : items.length);
    const following = (items: ClientEntry[], position: Position) => {
      const index = this.lowerBound(items, position.key, position.id);
      if (descending) return index - 1;
      const found = items[index];
      return found !== undefined && found.id === position.id && this.keyOf(found) === position.key
        ? index + 1
        : index;
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

  /** The first `take` of `matches` after `after`, in walking order (nulls last both ways). */
  ordered(
    matches: readonly ClientEntry[],
    descending: boolean,
    after: Position | null,
    take: number,
  ): ClientEntry[] {
    const direction = descending ? -1 : 1;
    const compare = (a: Position, b: Position): number => {
      if (a.key === null || b.key === null) {
        if (a.key !== b.key) return a.key === null ? 1 : -1;
        return direction * compareIds(a.id, b.id);
      }
      return direction * (compareKeys(a.key, b.key) || compareIds(a.id, b.id));
    };
    const positioned = matches.map((entry) => ({ key: this.keyOf(entry), id: entry.id, entry }));
    const eligible =
      after === null ? positioned : positioned.filter((item) => compare(item, after) > 0);
    eligible.sort(compare);
    return eligible.slice(0, take).map((item) => item.entry);
  }

  /** First index whose (key, id) is not below (key, id). */
  private lowerBound(items: readonly ClientEntry[], key: SortKey, id: string): number {
    let low = 0;
    let high = items.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const entry = items[middle] as ClientEntry;
      const order =
        (key === null ? 0 : compareKeys(this.keyOf(entry), key)) || compareIds(entry.id, id);
      if (order < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
