// The in-memory client index: every client's entry, entries by tag, scans over all texts
// and phones, and per sort field an order built on first use and kept sorted across
// changes. A search counts every match for `total`, testing only candidates (the tag's
// entries, or those holding the longest search term), then takes the page after a keyset
// position: by sorting the matches when they are few, or by walking the order, where many
// matches make a page quick to find.
import type { ClientEntry } from './client-entry';
import type { EntryFilter, EntryPredicate, Term } from './client-filter';
import { sortKeyOf, type Position, type SortField, type SortSpec } from './client-sorts';
import { SortedOrder, type Run } from './sorted-order';
import { TextScan } from './text-scan';

export interface SearchResult {
  entries: ClientEntry[];
  total: number;
  /** Matches remain after the page. */
  hasMore: boolean;
}

/** The first `take` entries after the position, walking the runs, that pass `matches`. */
function walkRuns(
  runs: readonly Run[],
  take: number,
  matches: EntryPredicate | null,
): ClientEntry[] {
  const found: ClientEntry[] = [];
  for (const { items, descending, start } of runs) {
    const step = descending ? -1 : 1;
    for (let index = start; index >= 0 && index < items.length; index += step) {
      const entry = items[index] as ClientEntry;
      if (matches !== null && !matches(entry)) continue;
      found.push(entry);
      if (found.length === take) return found;
    }
  }
  return found;
}

function resultOf(found: ClientEntry[], total: number, limit: number): SearchResult {
  return { entries: found.slice(0, limit), total, hasMore: found.length > limit };
}

export class ClientIndex {
  private readonly entries = new Map<string, ClientEntry>();
  private readonly byTag = new Map<string, Set<ClientEntry>>();
  private readonly orders = new Map<SortField, SortedOrder>();
  /** Built on the first search by terms after a change. */
  private scans: { text: TextScan; phone: TextScan } | null = null;

  /**
   * @param sortMatchesPerPageEntry up to this many matches per page entry, sorting the
   *   matches beats walking the order.
   */
  constructor(private readonly sortMatchesPerPageEntry = 64) {}

  get size(): number {
    return this.entries.size;
  }

  get(id: string): ClientEntry | undefined {
    return this.entries.get(id);
  }

  upsert(entry: ClientEntry): void {
    this.remove(entry.id);
    this.scans = null;
    this.entries.set(entry.id, entry);
    for (const tag of entry.tags) {
      let tagged = this.byTag.get(tag);
      if (!tagged) {
        tagged = new Set();
        this.byTag.set(tag, tagged);
      }
      tagged.add(entry);
    }
    for (const order of this.orders.values()) order.insert(entry);
  }

  remove(id: string): void {
    const previous = this.entries.get(id);
    if (!previous) return;
    this.scans = null;
    this.entries.delete(id);
    for (const tag of previous.tags) {
      const tagged = this.byTag.get(tag);
      tagged?.delete(previous);
      if (tagged?.size === 0) this.byTag.delete(tag);
    }
    for (const order of this.orders.values()) order.remove(previous);
  }

  search(
    sort: SortSpec,
    filter: EntryFilter | null,
    after: Position | null,
    limit: number,
  ): SearchResult {
    const order = this.orderOf(sort.field);
    const runs = order.runs(sort.descending, after);
    if (filter === null) return resultOf(walkRuns(runs, limit + 1, null), this.entries.size, limit);

    const matched: ClientEntry[] = [];
    for (const entry of this.candidatesOf(filter)) if (filter.matches(entry)) matched.push(entry);
    const found =
      matched.length <= limit * this.sortMatchesPerPageEntry
        ? order.ordered(matched, sort.descending, after, limit + 1)
        : walkRuns(runs, limit + 1, filter.matches);
    return resultOf(found, matched.length, limit);
  }

  /**
   * A superset of the matches, in insertion order, which is close to memory order: walking
   * a sorted order instead jumps around the heap and takes several times as long.
   */
  private candidatesOf(filter: EntryFilter): Iterable<ClientEntry> {
    if (filter.tag !== undefined) return this.byTag.get(filter.tag) ?? [];
    const term = filter.terms.reduce<Term | null>(
      (longest, next) =>
        longest === null || next.text.length > longest.text.length ? next : longest,
      null,
    );
    // A one- or two-letter term occurs in most texts: one pass over the entries is cheaper.
    if (term === null || term.text.length < 3) return this.entries.values();
    this.scans ??= {
      text: new TextScan(this.entries.values(), (entry) => entry.text),
      phone: new TextScan(this.entries.values(), (entry) => entry.phoneDigits),
    };
    const inText = this.scans.text.find(term.text);
    return term.digits === null
      ? inText
      : new Set([...inText, ...this.scans.phone.find(term.digits)]);
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
