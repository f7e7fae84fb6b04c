// Substring search over one text field of every entry at once: the texts joined into one
// string, searched with indexOf (a fast native scan) and each hit mapped back to its entry
// by binary search over the entries' start offsets. Several times faster at 100k entries
// than calling includes on each entry's own string.
import type { ClientEntry } from './client-entry';

/** Between two entries' texts; no search term contains it (terms split on whitespace). */
const ENTRY_SEPARATOR = '\n';

export class TextScan {
  private readonly text: string;
  private readonly starts: Int32Array;
  private readonly owners: ClientEntry[] = [];

  constructor(entries: Iterable<ClientEntry>, field: (entry: ClientEntry) => string | null) {
    const parts: string[] = [];
    const starts: number[] = [];
    let offset = 0;
    for (const entry of entries) {
      const value = field(entry);
      if (value === null) continue;
      this.owners.push(entry);
      starts.push(offset);
      parts.push(value);
      offset += value.length + ENTRY_SEPARATOR.length;
    }
    this.text = parts.join(ENTRY_SEPARATOR);
    this.starts = Int32Array.from(starts);
  }

  /** Entries whose text contains `needle`, each once, in the order they were given. */
  find(needle: string): ClientEntry[] {
    const found: ClientEntry[] = [];
    let at = this.text.indexOf(needle);
    while (at !== -1) {
      const owner = this.ownerAt(at);
      found.push(this.owners[owner] as ClientEntry);
      const next = this.starts[owner + 1];
      if (next === undefined) break;
      at = this.text.indexOf(needle, next);
    }
    return found;
  }

  /** Index of the entry whose text holds `offset`: the last start not after it. */
  private ownerAt(offset: number): number {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if ((this.starts[middle] as number) <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }
}
