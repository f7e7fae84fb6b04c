// The in-memory client index: every client's entry in a numbered slot, slots by tag,
// trigram postings of all texts and phones, and per sort an order of slots built on first
// use and kept sorted across changes. A search marks every match in a typed array by
// slot, which counts `total`, then walks the order from the keyset position and takes the
// first marked slots: one typed-array read per slot walked, however many match and wherever
// they sort. By name, one order serves both directions (walked backwards for `-name`); the
// other fields break ties by name A to Z either way, so each direction has an order of its own.
import type { ClientSort } from '../api';
import type { ClientEntry } from './client-entry';
import { termMatches, type EntryFilter, type EntryPredicate, type Term } from './client-filter';
import { sortSpecOf, type Position, type SortSpec } from './client-sorts';
import { EntrySlots, type Slot } from './entry-slots';
import { GramPostings } from './gram-postings';
import { SortedOrder, type Run } from './sorted-order';

export interface SearchResult {
  entries: ClientEntry[];
  total: number;
  /** Matches remain after the page. */
  hasMore: boolean;
}

/** A match's mark when the filter was tested entry by entry (no terms). */
const MATCH = 1;
/**
 * After a term's search leaves fewer than one entry in this many, testing the other terms on
 * those entries is cheaper than reading their postings.
 */
const SCAN_WHILE_ONE_IN = 8;

/** Which slots a search marked as its matches: those whose mark is `mark`. */
interface Marked {
  marks: Uint16Array;
  mark: number;
}

/** Visits the run's slots after the position that are marked (if given), until `visit` says stop. */
function eachInRun(
  { items, descending, start }: Run,
  marked: Marked | null,
  visit: (slot: Slot) => boolean,
): void {
  const step = descending ? -1 : 1;
  for (let index = start; index >= 0 && index < items.length; index += step) {
    const slot = items[index] as Slot;
    if (marked !== null && marked.marks[slot] !== marked.mark) continue;
    if (!visit(slot)) return;
  }
}

/** The first `take` slots after the position, walking the run, that are marked (if given). */
function walkRun(run: Run, take: number, marked: Marked | null): Slot[] {
  const found: Slot[] = [];
  eachInRun(run, marked, (slot) => found.push(slot) < take);
  return found;
}

/**
 * The order a sort walks, as the sort it is built for: by name, the ascending one, walked
 * backwards for `-name`.
 */
function orderFor(sort: SortSpec): { built: SortSpec; reversed: boolean } {
  const reversed = sort.field === 'name' && sort.descending;
  return { built: reversed ? { ...sort, descending: false } : sort, reversed };
}

export class ClientIndex {
  private readonly slots = new EntrySlots();
  private readonly byTag = new Map<string, Set<Slot>>();
  private readonly orders = new Map<string, SortedOrder>();
  private readonly texts = new GramPostings(this.slots, (entry) => entry.text);
  private readonly phones = new GramPostings(this.slots, (entry) => entry.phoneDigits);
  /** Per slot, after a search by terms: how many of its terms a slot holds (see markMatches). */
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
    this.texts.add(slot);
    this.phones.add(slot);
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
    this.texts.remove(slot);
    this.phones.remove(slot);
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
    const marked = filter === null ? null : this.markMatches(filter);
    const { built, reversed } = orderFor(sort);
    const run = this.orderOf(built).run(reversed, after);
    const found = walkRun(run, limit + 1, marked);
    return {
      entries: found.slice(0, limit).map((slot) => this.slots.at(slot)),
      total: marked === null ? this.slots.size : marked.total,
      hasMore: found.length > limit,
    };
  }

  /**
   * Visits the entries the filter matches (every entry without one) in the sort's order,
   * until `visit` returns false: search everything ranks clients as it walks them
   * (shared/search/everything/client-results.ts).
   */
  walk(sort: SortSpec, filter: EntryFilter | null, visit: (entry: ClientEntry) => boolean): void {
    const marked = filter === null ? null : this.markMatches(filter);
    const { built, reversed } = orderFor(sort);
    eachInRun(this.orderOf(built).run(reversed, null), marked, (slot) =>
      visit(this.slots.at(slot)),
    );
  }

  /**
   * Marks the matches, each with the mark returned and no other slot with it; and counts
   * them. Slots keep their marks until the next search clears them.
   */
  private markMatches(filter: EntryFilter): Marked & { total: number } {
    const { capacity } = this.slots;
    if (this.marks.length < capacity) this.marks = new Uint16Array(capacity + (capacity >>> 2));
    const { marks } = this;
    marks.fill(0, 0, capacity);
    if (filter.tag !== undefined || filter.terms.length === 0) {
      return { marks, mark: MATCH, total: this.markTested(filter.tag, filter.matches) };
    }
    // Longest term first: it likely holds the fewest entries. Each term's search moves the
    // marks of the slots holding every term so far up by one.
    const terms = [...filter.terms].sort((a, b) => b.text.length - a.text.length);
    let searched = 0;
    let holding: Slot[];
    do {
      holding = this.stamp(terms[searched] as Term, searched);
      searched += 1;
    } while (searched < terms.length && holding.length * SCAN_WHILE_ONE_IN > this.slots.size);
    const rest = terms.slice(searched);
    const { fields } = filter;
    let total = holding.length;
    if (fields !== null || rest.length > 0) {
      for (const slot of holding) {
        const entry = this.slots.at(slot);
        if ((fields === null || fields(entry)) && rest.every((term) => termMatches(term, entry))) {
          continue;
        }
        marks[slot] = 0;
        total -= 1;
      }
    }
    return { marks, mark: searched, total };
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

  /** One term's search, its text in the texts and its digits in the phones: the slots moved. */
  private stamp(term: Term, from: number): Slot[] {
    const moved: Slot[] = [];
    this.texts.stamp(term.text, this.marks, from, moved);
    if (term.digits !== null) this.phones.stamp(term.digits, this.marks, from, moved);
    return moved;
  }

  /** Builds a sort's order now rather than at its first search. */
  prepareOrder(sort: ClientSort): void {
    this.orderOf(orderFor(sortSpecOf(sort)).built);
  }

  private orderOf(sort: SortSpec): SortedOrder {
    const name = `${sort.descending ? '-' : ''}${sort.field}`;
    let order = this.orders.get(name);
    if (!order) {
      order = new SortedOrder(sort, this.slots);
      this.orders.set(name, order);
    }
    return order;
  }
}
