// Slots by trigram (three characters in a row), each trigram's in a list: the storage of
// gram-postings.ts. A text's trigrams include, at the end of each of its fields, the last
// two characters and the end of the field, so every pair of characters a field holds begins
// one of its trigrams: the lists of the trigrams beginning with a pair find it exactly. A
// trigram of the characters folded text mostly holds (lower-case Latin letters, digits,
// common punctuation) is a number below 2^18 that indexes a table directly, ten times faster
// than a Map when 100,000 clients are listed; any other is kept in a Map by its UTF-16
// units. Both are exact: a list holds only the slots added with its own trigram.
import type { Slot } from './entry-slots';

/**
 * Separates an entry's fields (client-entry.ts) and stands for the end of a field in a
 * trigram: no needle holds it.
 */
const FIELD_END = 0;
const ALPHABET = "\0abcdefghijklmnopqrstuvwxyz0123456789 .@-_'&,+/()!#$%*:;?=~";
/** Per ASCII code, its place in ALPHABET plus one; 0 for the others. */
const SYMBOL = new Uint8Array(0x80);
for (let at = 0; at < ALPHABET.length; at += 1) SYMBOL[ALPHABET.charCodeAt(at)] = at + 1;
const SYMBOL_BITS = 6;
const SYMBOLS = 1 << SYMBOL_BITS;
const UNIT_BITS = 16;

function symbolOf(unit: number): number {
  return unit < 0x80 ? (SYMBOL[unit] as number) : 0;
}

/** A pair of units as one number, to find the trigrams of the Map that begin with it. */
const pairOf = (a: number, b: number) => a * 2 ** UNIT_BITS + b;

/** A trigram's key: the packed symbols (>= 0), or a negative number exact for any units. */
function keyOf(a: number, b: number, c: number): number {
  const packed = (symbolOf(a) << (2 * SYMBOL_BITS)) | (symbolOf(b) << SYMBOL_BITS) | symbolOf(c);
  // A symbol of 0 is a character outside the alphabet.
  const whole = symbolOf(a) !== 0 && symbolOf(b) !== 0 && symbolOf(c) !== 0;
  return whole ? packed : -(pairOf(a, b) * 2 ** UNIT_BITS + c) - 1;
}

/**
 * The keys of `text`'s trigrams in order into `keys` (a scratch array, reused: listing
 * 100,000 texts allocates none); returns how many. A value's (`ended`) include the end of
 * each field; a needle's none.
 */
function trigramKeysInto(text: string, keys: number[], ended: boolean): number {
  let count = 0;
  const last = ended ? text.length : text.length - 1;
  for (let at = 2; at <= last; at += 1) {
    const a = text.charCodeAt(at - 2);
    const b = text.charCodeAt(at - 1);
    const c = at === text.length ? FIELD_END : text.charCodeAt(at);
    if (a !== FIELD_END && b !== FIELD_END) {
      keys[count] = keyOf(a, b, c);
      count += 1;
    }
  }
  return count;
}

/** The keys of a needle's trigrams in order. */
export function trigramKeysOf(needle: string): number[] {
  const keys: number[] = [];
  keys.length = trigramKeysInto(needle, keys, false);
  return keys;
}

const scratch: number[] = [];

/**
 * One trigram's slots. A plain array of small integers: V8 grows it in place, 4 bytes an
 * item in Chromium, where typed arrays grown by copying cost an allocation outside the heap
 * each, and at 100,000 clients several garbage collections.
 */
export type TrigramList = Slot[];

/**
 * The table of an instance that lists no packed trigram yet, shared (never written: `created`
 * gives an instance its own first). A table is 1 MB: an empty index (a book without phones,
 * each of the tests' many books) allocated and zeroed one for nothing.
 */
const NO_PACKED = new Int32Array(1 << (3 * SYMBOL_BITS));

export class TrigramLists {
  /** Per packed key, its list's place in `lists` plus one. */
  private packed = NO_PACKED;
  private readonly others = new Map<number, number>();
  /** The places in `lists` of the Map's trigrams, by the pair they begin with. */
  private readonly othersByPair = new Map<number, number[]>();
  private readonly lists: TrigramList[] = [];

  /** The list of `key`, or undefined when no slot was added with it. */
  listOf(key: number): TrigramList | undefined {
    const place = key >= 0 ? (this.packed[key] as number) - 1 : (this.others.get(key) ?? -1);
    return place < 0 ? undefined : this.lists[place];
  }

  /** The lists of every trigram that begins with `pair`'s two characters. */
  beginningWith(pair: string): TrigramList[] {
    const a = pair.charCodeAt(0);
    const b = pair.charCodeAt(1);
    const found = (this.othersByPair.get(pairOf(a, b)) ?? []).map(
      (place) => this.lists[place] as TrigramList,
    );
    const [first, second] = [symbolOf(a), symbolOf(b)];
    if (first === 0 || second === 0) return found;
    const base = (first << (2 * SYMBOL_BITS)) | (second << SYMBOL_BITS);
    for (let third = 1; third < SYMBOLS; third += 1) {
      const place = this.packed[base | third] as number;
      if (place > 0) found.push(this.lists[place - 1] as TrigramList);
    }
    return found;
  }

  /** Adds `slot` under each trigram of the value `text`, once each. */
  add(text: string, slot: Slot): void {
    const count = trigramKeysInto(text, scratch, true);
    for (let at = 0; at < count; at += 1) {
      const key = scratch[at] as number;
      const list = this.listOf(key) ?? this.created(key);
      // Already added: the text holds this trigram twice.
      if (list.length === 0 || list[list.length - 1] !== slot) list.push(slot);
    }
  }

  private created(key: number): TrigramList {
    const list: TrigramList = [];
    this.lists.push(list);
    if (key >= 0) {
      if (this.packed === NO_PACKED) this.packed = new Int32Array(NO_PACKED.length);
      this.packed[key] = this.lists.length;
      return list;
    }
    this.others.set(key, this.lists.length - 1);
    // The pair a Map key begins with, as keyOf put it there.
    const pair = Math.floor((-key - 1) / 2 ** UNIT_BITS);
    const begun = this.othersByPair.get(pair) ?? [];
    begun.push(this.lists.length - 1);
    this.othersByPair.set(pair, begun);
    return list;
  }

  /**
   * Gives each list an array of its own length: one grown by pushes has room for up to half
   * as many again (at 100,000 clients ~6 MB of 24 in Chromium). For lists that stop growing,
   * as they do once every entry is listed; a push later grows the list as before.
   */
  trim(): void {
    for (let place = 0; place < this.lists.length; place += 1) {
      this.lists[place] = (this.lists[place] as TrigramList).slice();
    }
  }
}
