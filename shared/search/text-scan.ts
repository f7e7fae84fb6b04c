// Substring search over one text field of every entry at once: the texts joined into one
// string and searched with indexOf, a fast native scan. Hits come in increasing offsets, so
// a pointer moving forward over the entries' start offsets maps each to its slot, and the
// scan resumes at the next entry's start: one hit per entry, however often it holds the text.
import type { ClientEntry } from './client-entry';
import type { EntrySlots } from './entry-slots';

/** Between two entries' texts; no search term contains it (terms split on whitespace). */
const ENTRY_SEPARATOR = '\n';
const NONE: ReadonlySet<number> = new Set();

export class TextScan {
  private readonly text: string;
  /** Where each entry's text starts, then one past the end of the last. */
  private readonly starts: Int32Array;
  private readonly slots: Int32Array;

  constructor(entries: EntrySlots, field: (entry: ClientEntry) => string | null) {
    const parts: string[] = [];
    const starts: number[] = [];
    const slots: number[] = [];
    let offset = 0;
    entries.entries.forEach((entry, slot) => {
      const value = entry === undefined ? null : field(entry);
      if (value === null) return;
      slots.push(slot);
      starts.push(offset);
      parts.push(value);
      offset += value.length + ENTRY_SEPARATOR.length;
    });
    starts.push(offset);
    this.text = parts.join(ENTRY_SEPARATOR);
    this.starts = Int32Array.from(starts);
    this.slots = Int32Array.from(slots);
  }

  /**
   * Moves the mark of every slot whose text contains `needle` from `from` to `from + 1`,
   * but those in `skip`; other marks stay. Returns how many moved. `needle` must not contain
   * a line break.
   */
  stamp(needle: string, marks: Uint16Array, from: number, skip = NONE): number {
    const { text, starts, slots } = this;
    let moved = 0;
    let owner = 0;
    let at = text.indexOf(needle);
    while (at !== -1) {
      while ((starts[owner + 1] as number) <= at) owner += 1;
      const slot = slots[owner] as number;
      if (marks[slot] === from && !skip.has(slot)) {
        marks[slot] = from + 1;
        moved += 1;
      }
      owner += 1;
      if (owner === slots.length) break;
      at = text.indexOf(needle, starts[owner]);
    }
    return moved;
  }
}
