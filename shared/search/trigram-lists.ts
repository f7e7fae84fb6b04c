// Slots by trigram (three characters in a row), each trigram's in a growable typed list:
// the storage of gram-postings.ts. A trigram of the characters folded text mostly holds
// (lower-case Latin letters, digits, common punctuation) is a number below 2^18 that
// indexes a table directly, ten times faster than a Map when 100,000 clients are listed;
// any other is kept in a Map by its UTF-16 units. Both are exact: a list holds only the
// slots added with its own trigram.

import type { Slot } from './entry-slots';

const ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789 .@-_'&,+/()!#$%*:;?=~";
/** Per ASCII code, its place in ALPHABET plus one; 0 for the others. */
const SYMBOL = new Uint8Array(0x80);
for (let at = 0; at < ALPHABET.length; at += 1) SYMBOL[ALPHABET.charCodeAt(at)] = at + 1;
const SYMBOL_BITS = 6;
/** Separates an entry's fields (client-entry.ts): no needle holds it, so no trigram with it. */
const FIELD_SEPARATOR = 0;

function symbolOf(unit: number): number {
  return unit < 0x80 ? (SYMBOL[unit] as number) : 0;
}

/** A trigram's key: the packed symbols (>= 0), or a negative number exact for any units. */
function keyOf(a: number, b: number, c: number): number {
  const packed = (symbolOf(a) << (2 * SYMBOL_BITS)) | (symbolOf(b) << SYMBOL_BITS) | symbolOf(c);
  // A symbol of 0 is a character outside the alphabet.
  const whole = symbolOf(a) !== 0 && symbolOf(b) !== 0 && symbolOf(c) !== 0;
  return whole ? packed : -(a * 2 ** 32 + b * 2 ** 16 + c) - 1;
}

/**
 * The keys of `text`'s trigrams in order, but those spanning a field separator, into `keys`
 * (a scratch array, reused: listing 100,000 texts allocates none); returns how many.
 */
export function trigramKeysInto(text: string, keys: number[]): number {
  let count = 0;
  for (let at = 2; at < text.length; at += 1) {
    const a = text.charCodeAt(at - 2);
    const b = text.charCodeAt(at - 1);
    const c = text.charCodeAt(at);
    if (a !== FIELD_SEPARATOR && b !== FIELD_SEPARATOR && c !== FIELD_SEPARATOR) {
      keys[count] = keyOf(a, b, c);
      count += 1;
    }
  }
  return count;
}

/** The keys of `text`'s trigrams in order. */
export function trigramKeysOf(text: string): number[] {
  const keys: number[] = [];
  keys.length = trigramKeysInto(text, keys);
  return keys;
}

const scratch: number[] = [];

/**
 * One trigram's slots. A plain array of small integers: V8 grows it in place, 4 bytes an
 * item in Chromium, where typed arrays grown by copying cost an allocation outside the heap
 * each, and at 100,000 clients several garbage collections.
 */
export type TrigramList = Slot[];

export class TrigramLists {
  /** Per packed key, its list's place in `lists` plus one. */
  private readonly packed = new Int32Array(1 << (3 * SYMBOL_BITS));
  private readonly others = new Map<number, number>();
  private readonly lists: TrigramList[] = [];

  /** The list of `key`, or undefined when no slot was added with it. */
  listOf(key: number): TrigramList | undefined {
    const place = key >= 0 ? (this.packed[key] as number) - 1 : (this.others.get(key) ?? -1);
    return place < 0 ? undefined : this.lists[place];
  }

  /** Adds `slot` under each trigram of `text`, once each. */
  add(text: string, slot: Slot): void {
    const count = trigramKeysInto(text, scratch);
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
    if (key >= 0) this.packed[key] = this.lists.length;
    else this.others.set(key, this.lists.length - 1);
    return list;
  }
}
