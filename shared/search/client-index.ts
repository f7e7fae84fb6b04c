// The in-memory client index: every client's entry, and per sort field an order built on
// first use and kept sorted across changes. Search walks one order, counts every match for
// `total` and collects the page after a keyset position.
import type { ClientEntry } from './client-entry';
import type { EntryPredicate } from './client-filter';
import { sortKeyOf, type Position, type SortField, type SortSpec } from './client-sorts';
import { SortedOrder, type Run } from './sorted-order';

export interface SearchResult {
  entries: ClientEntry[];
  total: number;
  /** Matches remain after the page. */
  hasMore: boolean;
}

/** Calls `visit` for each entry of a run in walking order, telling if it is past the position. */
function walk(run: Run, visit: (entry: ClientEntry, eligible: boolean) => void): void {
  const { items, start } = run;
  if (run.descending) {
    for (let index = items.length - 1; index >= 0; index -= 1) {
      visit(items[index] as ClientEntry, index <= start);
    }
  } else {
    for (let index = 0; index < items.length; index += 1) {
      visit(items[index] as ClientEntry, index >= start);
    }
  }
}

/** The first `limit` entries after the position, without testing any entry. */
function unfilteredPage(runs: readonly Run[], limit: number, total: number): SearchResult {
  const entries: ClientEntry[] = [];
  for (const { items, descending, start } of runs) {
    const step = descending ? -1 : 1;
    for (let index = start; index >= 0 && index < items.length; index += step) {
      if (entries.length === limit) return { entries, total, hasMore: true };
      entries.push(items[index] as ClientEntry);
    }
  }
  return { entries, total, hasMore: false };
}

export class ClientIndex {
  private readonly entries = new Map<string, ClientEntry>();
  private readonly orders = new Map<SortField, SortedOrder>();

  get size(): number {
    return this.entries.size;
  }

  get(id: string): ClientEntry | undefined {
    return this.entries.get(id);
  }

  upsert(entry: ClientEntry): void {
    const previous = this.entries.get(entry.id);
    this.entries.set(entry.id, entry);
    for (const order of this.orders.values()) {
      if (previous) order.remove(previous);
      order.insert(entry);
    }
  }

  remove(id: string): void {
    const previous = this.entries.get(id);
    if (!previous) return;
    this.entries.delete(id);
    for (const order of this.orders.values()) order.remove(previous);
  }

  search(
    sort: SortSpec,
    match: EntryPredicate | null,
    after: Position | null,
    limit: number,
  ): SearchResult {
    const runs = this.orderOf(sort.field).runs(sort.descending, after);
    if (match === null) return unfilteredPage(runs, limit, this.entries.size);
    const entries: ClientEntry[] = [];
    let total = 0;
    let hasMore = false;
    for (const run of runs) {
      walk(run, (entry, eligible) => {
        if (!match(entry)) return;
        total += 1;
        if (!eligible) return;
        if (entries.length < limit) entries.push(entry);
        else hasMore = true;
      });
    }
    return { entries, total, hasMore };
  }

  private orderOf(field: SortField): SortedOrder {
    let order = this.orders.get(field);
    if (!order) {
      order = new SortedOrder(sortKeyOf[field], this.entries.values());
      this.orders.set(field, order);
    }
    return order;
  }
}
