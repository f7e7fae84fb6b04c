// One kind's documents newest first (then by id, as rank.ts breaks ties), as slots: a short
// term matching most documents is looked for by walking this order and stopping once the
// best are found (document-search.ts). Kept sorted lazily: a few documents put since are
// placed by binary search at the next walk; many are sorted in with the rest then.
import type { SearchDocument } from './documents';
import type { Slot } from './vocabulary';

/** Past this many documents put since the last walk, sorting again is cheaper than placing each. */
const PLACE_AT_MOST = 64;

function newerFirst(a: SearchDocument, b: SearchDocument): number {
  if (a.at !== b.at) {
    if (a.at === null || b.at === null) return a.at === null ? 1 : -1;
    return b.at - a.at;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export class RecencyOrder {
  private slots: Slot[] = [];
  private added: Slot[] = [];

  constructor(private readonly docs: readonly (SearchDocument | undefined)[]) {}

  add(slot: Slot): void {
    this.added.push(slot);
  }

  /** The slot's document is about to go (its slot may be reused). */
  remove(slot: Slot): void {
    const at = this.added.indexOf(slot);
    if (at >= 0) this.added.splice(at, 1);
    else if (this.slots.includes(slot)) this.slots.splice(this.slots.indexOf(slot), 1);
  }

  /** The slots, newest first. */
  walk(): readonly Slot[] {
    if (this.added.length > PLACE_AT_MOST) {
      this.slots.push(...this.added);
      this.slots.sort((a, b) => newerFirst(this.docOf(a), this.docOf(b)));
    } else {
      for (const slot of this.added) this.slots.splice(this.placeOf(slot), 0, slot);
    }
    this.added = [];
    return this.slots;
  }

  private docOf(slot: Slot): SearchDocument {
    return this.docs[slot] as SearchDocument;
  }

  private placeOf(slot: Slot): number {
    const doc = this.docOf(slot);
    let low = 0;
    let high = this.slots.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (newerFirst(this.docOf(this.slots[middle] as Slot), doc) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
