// Substring search over one text field of every entry through trigram postings: per run of
// three characters, the slots whose value holds it. A value holding a needle holds each of
// its trigrams, so counting, list by list, the slots that hold them all leaves the matches
// of a three-character needle exactly, and of a longer one nearly so (each then tested):
// at 100,000 clients some thousands of slots read instead of every text (docs/decisions.md).
// The lists are made at the first search; after that, an entry put in a slot never listed
// is listed at once: a pull's new clients cost nothing more. A slot whose value changed or
// went is "dirty": its postings may be stale, so they are skipped and its entry tested one
// by one, until dirty slots are many and every list is made anew. A needle of two characters takes the lists of the trigrams it begins; one of
// a single character tests every value.
import type { ClientEntry } from './client-entry';
import type { EntrySlots, Slot } from './entry-slots';
import { trigramKeysOf, TrigramLists, type TrigramList } from './trigram-lists';

/** Postings are made anew, at a search, once more than one listed slot in this many is dirty. */
const REBUILD_ONE_IN = 16;
/**
 * A long needle's rarest lists are counted, at most this many (a slot's count fits a byte);
 * what they leave is tested, so the others add nothing but reads.
 */
const MOST_LISTS = 8;

export class GramPostings {
  private postings = new TrigramLists();
  /** Per slot, the value its postings were made from; undefined: never listed. */
  private listed: (string | null | undefined)[] = [];
  private listedCount = 0;
  private readonly dirty = new Set<Slot>();
  /** Per slot, 1 when dirty: read for every posting, where a Set lookup would cost more. */
  private dirtyFlags = new Uint8Array(0);
  /** Scratch: per slot, how many of a needle's trigram lists hold it. */
  private hits = new Uint8Array(0);
  /**
   * No lists are made before the first search: the index loads (in the background, beside a
   * broker scrolling the list) without them, and a book never searched never pays for them.
   */
  private made = false;

  constructor(
    private readonly slots: EntrySlots,
    private readonly valueOf: (entry: ClientEntry) => string | null,
  ) {}

  /** Lists the entry just put in `slot`, or marks the slot dirty if it was listed before. */
  add(slot: Slot): void {
    if (!this.made) return;
    const value = this.valueOf(this.slots.at(slot));
    const before = this.listed[slot];
    if (before === undefined) {
      this.list(slot, value);
    } else {
      // The same value as listed (a change of other fields only): its postings hold again.
      this.setDirty(slot, before !== value);
    }
  }

  /** The entry in `slot` is about to go: its postings no longer hold. */
  remove(slot: Slot): void {
    if (this.made && this.listed[slot] !== undefined) this.setDirty(slot, true);
  }

  /**
   * Moves the mark of every slot whose value contains `needle` from `from` to `from + 1`;
   * other marks stay. Adds the slots moved to `moved`.
   */
  stamp(needle: string, marks: Uint16Array, from: number, moved: Slot[]): void {
    if (!this.made || this.dirty.size * REBUILD_ONE_IN > this.listedCount) this.rebuild();
    if (needle.length === 1) {
      this.moveListedHolding(needle, marks, from, moved);
    } else if (needle.length === 2) {
      // Every pair a value holds begins one of its trigrams.
      this.moveListed(this.postings.beginningWith(needle), marks, from, moved);
    } else {
      const lists = new Set(trigramKeysOf(needle).map((key) => this.postings.listOf(key)));
      // A trigram no clean slot holds: only a dirty one can match.
      if (!lists.has(undefined)) {
        // Three characters are one trigram: a slot holding it holds the needle.
        const verify = needle.length === 3 ? null : needle;
        this.moveHoldingAll([...lists] as TrigramList[], verify, marks, from, moved);
      }
    }
    for (const slot of this.dirty) {
      const entry = this.slots.entries[slot];
      const value = entry === undefined ? null : this.valueOf(entry);
      if (marks[slot] !== from || !value?.includes(needle)) continue;
      marks[slot] = from + 1;
      moved.push(slot);
    }
  }

  /** Moves the clean slots marked `from` whose listed value holds `needle`. */
  private moveListedHolding(needle: string, marks: Uint16Array, from: number, moved: Slot[]) {
    const { listed, dirtyFlags } = this;
    for (let slot = 0; slot < listed.length; slot += 1) {
      if (marks[slot] !== from || dirtyFlags[slot] === 1 || !listed[slot]?.includes(needle)) {
        continue;
      }
      marks[slot] = from + 1;
      moved.push(slot);
    }
  }

  /** Moves the clean slots marked `from` that any of `lists` holds, each once. */
  private moveListed(lists: TrigramList[], marks: Uint16Array, from: number, moved: Slot[]) {
    const { dirtyFlags } = this;
    for (const list of lists) {
      for (const slot of list) {
        if (marks[slot] !== from || dirtyFlags[slot] === 1) continue;
        marks[slot] = from + 1;
        moved.push(slot);
      }
    }
  }

  /**
   * Moves the clean slots marked `from` that every list holds, and whose value holds
   * `verify` if given, counting list by list, the rarest first.
   */
  private moveHoldingAll(
    lists: TrigramList[],
    verify: string | null,
    marks: Uint16Array,
    from: number,
    moved: Slot[],
  ): void {
    lists.sort((a, b) => a.length - b.length).splice(MOST_LISTS);
    if (this.hits.length < this.slots.capacity) this.hits = new Uint8Array(this.slots.capacity);
    const { hits, dirtyFlags, listed } = this;
    const [rarest, ...others] = lists as [TrigramList, ...TrigramList[]];
    const clean = (slot: Slot) => marks[slot] === from && dirtyFlags[slot] !== 1;
    // A clean slot's value is the one it was listed with.
    const move = (slot: Slot) => {
      if (verify !== null && !(listed[slot] as string).includes(verify)) return;
      marks[slot] = from + 1;
      moved.push(slot);
    };
    if (others.length === 0) {
      for (const slot of rarest) if (clean(slot)) move(slot);
      return;
    }
    for (const slot of rarest) if (clean(slot)) hits[slot] = 1;
    others.forEach((list, index) => {
      for (const slot of list) if (hits[slot] === index + 1) hits[slot] = index + 2;
    });
    for (const slot of rarest) {
      if (hits[slot] === lists.length) move(slot);
      hits[slot] = 0;
    }
  }

  private list(slot: Slot, value: string | null): void {
    this.listed[slot] = value;
    this.listedCount += 1;
    if (value !== null) this.postings.add(value, slot);
  }

  private setDirty(slot: Slot, dirty: boolean): void {
    if (dirty) this.dirty.add(slot);
    else this.dirty.delete(slot);
    if (this.dirtyFlags.length <= slot) {
      const grown = new Uint8Array(Math.ceil((slot + 1) * 1.5));
      grown.set(this.dirtyFlags);
      this.dirtyFlags = grown;
    }
    this.dirtyFlags[slot] = dirty ? 1 : 0;
  }

  /** Lists every entry anew: no slot is dirty after. */
  private rebuild(): void {
    this.made = true;
    this.postings = new TrigramLists();
    this.listed = [];
    this.listedCount = 0;
    this.dirty.clear();
    this.dirtyFlags.fill(0);
    this.slots.entries.forEach((entry, slot) => {
      if (entry !== undefined) this.list(slot, this.valueOf(entry));
    });
    this.postings.trim();
  }
}
