// The in-memory client index: every client's entry in a numbered slot, slots by tag, scans
// over all texts and phones, and per sort field an order of slots built on first use and
// kept sorted across changes. A search marks every match in a typed array by slot, which
// counts `total`, then walks the order from the keyset position and takes the first marked
// slots: one typed-array read per slot walked, however many match and wherever they sort.
import type { ClientEntry } from './client-entry';
import { termMatches, type EntryFilter, type EntryPredicate, type Term } from './client-filter';
import { sortKeyOf, type Position, type SortField, type SortSpec } from './client-sorts';
import { EntrySlots, type Slot } from './entry-slots';
import { SortedOrder, type Run } from './sorted-order';
import { TextScan } from './text-scan';

export interface SearchResult {
  entries: ClientEntry[];
  total: number;
  /** Matches remain after the page. */
  hasMore: boolean;
}

/** A slot's mark once a search has marked its matches. */
const MATCH = 1;
/**
 * After a term's scan leaves fewer than one entry in this many, testing the other terms on
 * those entries is cheaper than scanning every text again.
 */
const SCAN_WHILE_ONE_IN = 8;
/**
 * The scans are joined anew once more than one entry in this many changed since they were:
 * until then the changed ones are tested one by one, since joining every text takes
 * milliseconds at 10,000 clients and a pull changes some before nearly every search.
 */
const REJOIN_ONE_IN = 8;

/** The first `take` slots after the position, walking the runs, that are marked (if given). */
function walkRuns(runs: readonly Run[], take: number, marks: Uint16Array | null): Slot[] {
  const found: Slot[] = [];
  for (const { items, descending, start } of runs) {
    const step = descending ? -1 : 1;
    for (let index = start; index >= 0 && index < items.length; index += step) {
      const slot = items[index] as Slot;
      if (marks !== null && marks[slot] !== MATCH) continue;
      found.push(slot);
      if (found.length === take) return found;
    }
  }
  return found;
}

export class ClientIndex {
  private readonly slots = new EntrySlots();
  private readonly byTag = new Map<string, Set<Slot>>();
  private readonly orders = new Map<SortField, SortedOrder>();
  /** Built on the first search by terms, and again after many changes. */
  private scans: { text: TextScan; phone: TextScan } | null = null;
  /** Slots whose entry changed since the scans were built: the scans skip them. */
  private readonly changed = new Set<Slot>();
  /** Per slot: MATCH or 0 after a search; while marking, how many terms a slot holds. */
  private marks = new Uint16Array(0);

  get size(): number {
    return this.slots.size;
  }

  /** Every tag some client holds, with how many hold it: one entry per tag, not per client. */
  tagCounts(): { tag: string; clients: number }[] {
    return [...this.byTag].map(([tag, slots]) => ({ tag, clients: slots.size }));
  }

  get(id: string): ClientEntry | undefined {
    const slot = this.slots.slotOf(id);
    return slot === undefined ? undefined : this.slots.at(slot);
  }

  upsert(entry: ClientEntry): void {
    this.remove(entry.id);
    const slot = this.slots.add(entry);
    this.changed.add(slot);
    for (const tag of entry.tags) {
      let tagged = this.byTag.get(tag);
      if (!tagged) {
        tagged = new Set();
        this.byTag.set(tag, tagged);
      }
      tagged.add(slot);
    }
    for (const order of this.orders.values()) order.insert(slot);
  }

  remove(id: string): void {
    const slot = this.slots.slotOf(id);
    if (slot === undefined) return;
    this.changed.add(slot);
    for (const tag of this.slots.at(slot).tags) {
      const tagged = this.byTag.get(tag);
      tagged?.delete(slot);
      if (tagged?.size === 0) this.byTag.delete(tag);
    }
    for (const order of this.orders.values()) order.remove(slot);
    this.slots.release(slot);
  }

  search(
    sort: SortSpec,
    filter: EntryFilter | null,
    after: Position | null,
    limit: number,
  ): SearchResult {
    const total = filter === null ? this.slots.size : this.markMatches(filter);
    const runs = this.orderOf(sort.field).runs(sort.descending, after);
    const found = walkRuns(runs, limit + 1, filter === null ? null : this.marks);
    return {
      entries: found.slice(0, limit).map((slot) => this.slots.at(slot)),
      total,
      hasMore: found.length > limit,
    };
  }

  /** Marks each slot holding a match with MATCH and every other with 0; returns the count. */
  private markMatches(filter: EntryFilter): number {
    const { capacity } = this.slots;
    if (this.marks.length < capacity) this.marks = new Uint16Array(capacity + (capacity >>> 2));
    const { marks } = this;
    marks.fill(0, 0, capacity);
    if (filter.tag !== undefined || filter.terms.length === 0) {
      return this.markTested(filter.tag, filter.matches);
    }
    // Longest term first: it likely holds the fewest entries. Each scan moves the marks of
    // the slots holding every term so far up by one.
    const terms = [...filter.terms].sort((a, b) => b.text.length - a.text.length);
    let scanned = 0;
    let holding: number;
    do {
      holding = this.stamp(terms[scanned] as Term, scanned);
      scanned += 1;
    } while (scanned < terms.length && holding * SCAN_WHILE_ONE_IN > this.slots.size);
    const rest = terms.slice(scanned);
    const { fields } = filter;
    let total = 0;
    for (let slot = 0; slot < capacity; slot += 1) {
      if (marks[slot] !== scanned) {
        marks[slot] = 0;
        continue;
      }
      const entry = this.slots.at(slot);
      const match =
        (fields === null || fields(entry)) && rest.every((term) => termMatches(term, entry));
      marks[slot] = match ? MATCH : 0;
      if (match) total += 1;
    }
    return total;
  }

  /** Marks the slots, of the tag or all, that pass `matches`; returns how many. */
  private markTested(tag: string | undefined, matches: EntryPredicate): number {
    const { marks } = this;
    let total = 0;
    const test = (slot: Slot) => {
      if (!matches(this.slots.at(slot))) return;
      marks[slot] = MATCH;
      total += 1;
    };
    if (tag !== undefined) {
      for (const slot of this.byTag.get(tag) ?? []) test(slot);
    } else {
      this.slots.entries.forEach((entry, slot) => {
        if (entry !== undefined) test(slot);
      });
    }
    return total;
  }

  /** One term's scan: its text in the texts, its digits in the phones. */
  private stamp(term: Term, from: number): number {
    const { marks, changed } = this;
    if (!this.scans || changed.size * REJOIN_ONE_IN > this.slots.size) {
      changed.clear();
      this.scans = {
        text: new TextScan(this.slots, (entry) => entry.text),
        phone: new TextScan(this.slots, (entry) => entry.phoneDigits),
      };
    }
    let moved = this.scans.text.stamp(term.text, marks, from, changed);
    if (term.digits !== null) moved += this.scans.phone.stamp(term.digits, marks, from, changed);
    for (const slot of changed) {
      const entry = this.slots.entries[slot];
      if (entry === undefined || marks[slot] !== from || !termMatches(term, entry)) continue;
      marks[slot] = from + 1;
      moved += 1;
    }
    return moved;
  }

  /** Builds a sort field's order now rather than at its first search. */
  prepareOrder(field: SortField): void {
    this.orderOf(field);
  }

  private orderOf(field: SortField): SortedOrder {
    let order = this.orders.get(field);
    if (!order) {
      order = new SortedOrder(sortKeyOf[field], this.slots);
      this.orders.set(field, order);
    }
    return order;
  }
}
