// The index's entries in dense numbered slots. A search marks its matches in a typed array
// indexed by slot and the sorted orders hold slots, so walking an order to pick a page
// reads small integers from arrays instead of following references into the heap and
// testing each entry again. A removed entry's slot is reused by the next one added.
import type { ClientEntry } from './client-entry';

export type Slot = number;

export class EntrySlots {
  /** Entries by slot; undefined where a slot is free. */
  readonly entries: (ClientEntry | undefined)[] = [];
  private readonly slotById = new Map<string, Slot>();
  private readonly free: Slot[] = [];

  get size(): number {
    return this.slotById.size;
  }

  /** One past the highest slot in use: marks need this many places. */
  get capacity(): number {
    return this.entries.length;
  }

  slotOf(id: string): Slot | undefined {
    return this.slotById.get(id);
  }

  /** Puts an entry whose id holds no slot into a free slot. */
  add(entry: ClientEntry): Slot {
    const slot = this.free.pop() ?? this.entries.length;
    this.entries[slot] = entry;
    this.slotById.set(entry.id, slot);
    return slot;
  }

  release(slot: Slot): void {
    const entry = this.entries[slot];
    if (entry === undefined) return;
    this.slotById.delete(entry.id);
    this.entries[slot] = undefined;
    this.free.push(slot);
  }

  /** The entry in a slot known to be in use. */
  at(slot: Slot): ClientEntry {
    return this.entries[slot] as ClientEntry;
  }
}
