// Client rows and aircraft types of one database kept in this thread's memory, so a search
// can answer without a transaction, which would wait for a pull's write under way. Rows
// come from this thread's committed writes (middleware.ts) and from searches' reads; a
// commit of another connection or thread (commit-notes.ts) or a gap in the revisions
// empties them, a range delete the table's. They answer only while they are known to match the index's
// revision they were kept at, and that revision is the newest this thread has seen.
import type { AircraftTypeRow, ClientRow } from '../rows';

/**
 * The heap client rows may take, by rowBytes's reckoning, the least recently used dropped
 * first: ~8,000 demo rows (~700 bytes each in Chromium); all of 100,000 would be ~70 MB
 * beside the index, and 20,000, the bound by count before, took 14 MB (docs/decisions.md).
 */
export const MAX_ROW_BYTES = 6 * 2 ** 20;

/** What one committed transaction did to the kept tables; null: deleted. */
export interface CommittedRows {
  clients: Map<string, ClientRow | null>;
  types: Map<string, AircraftTypeRow | null>;
  /** A range of the table was deleted: its rows are no longer known. */
  clientsCleared: boolean;
  typesCleared: boolean;
  /** The memory's epoch when the transaction first wrote. */
  epoch: number;
}

/** A string's heap bytes: a header, then one byte a character, or two past Latin-1. */
function stringBytes(text: string): number {
  return 16 + (/[\u0100-\uffff]/u.test(text) ? 2 : 1) * text.length;
}

/**
 * About the bytes of V8's heap a row read from storage takes (a pointer is 4 bytes in
 * Chromium): its objects and arrays, 16 bytes and 4 a slot, its strings and non-integer
 * numbers; shared values (null, booleans, small integers) nothing more.
 */
export function rowBytes(value: unknown): number {
  if (typeof value === 'string') return stringBytes(value);
  if (typeof value === 'number') return Number.isInteger(value) ? 0 : 12;
  if (value === null || typeof value !== 'object') return 0;
  const fields = Array.isArray(value) ? (value as unknown[]) : Object.values(value);
  return fields.reduce<number>((bytes, field) => bytes + 4 + rowBytes(field), 24);
}

interface Kept {
  row: ClientRow;
  bytes: number;
}

export class RowMemory {
  private readonly rows = new Map<string, Kept>();
  /** What the rows held take, by rowBytes. */
  private keptBytes = 0;
  /** null: known absent (a client may name a type that is gone). */
  private readonly types = new Map<string, AircraftTypeRow | null>();
  /** The index revision the rows match; -1: unknown, the rows are empty. */
  private rev = -1;
  /** The newest revision a search's transaction read. */
  private seen = -1;
  private doubts = 0;

  constructor(private readonly maxBytes = MAX_ROW_BYTES) {}

  /** Client rows held. */
  get size(): number {
    return this.rows.size;
  }

  /** The bytes the rows held take, by rowBytes: never more than the bound. */
  get bytes(): number {
    return this.keptBytes;
  }

  /** Changes each time the memory is emptied for doubt: a read begun before may not fill it. */
  get epoch(): number {
    return this.doubts;
  }

  /** The revision memory answers at, or null while it is not known to be current. */
  get revision(): number | null {
    return this.rev >= 0 && this.rev >= this.seen ? this.rev : null;
  }

  /** Another writer may have changed anything: forget all, until a search reads again. */
  doubt(): void {
    this.doubts += 1;
    this.clearRows();
    this.types.clear();
    this.rev = -1;
    // What reads saw before tells nothing now: the database may even have been made anew.
    this.seen = -1;
  }

  /**
   * A transaction of this connection committed; `rev` is the index revision it wrote, if it
   * changed clients. The next revision follows on; after a gap (another writer's commits) or
   * with nothing known, what it wrote is all memory holds. One begun before a doubt is
   * dropped: a newer commit of another writer may have followed it.
   */
  committed(rev: number | undefined, change: CommittedRows): void {
    if (change.epoch !== this.doubts) return;
    if (rev !== undefined && rev > this.rev) {
      if (this.rev >= 0 && rev !== this.rev + 1) this.doubt();
      this.rev = rev;
      if (change.clientsCleared) this.clearRows();
      for (const [id, row] of change.clients) {
        this.forget(id);
        if (row) this.remember(row);
      }
    }
    if (change.typesCleared) this.types.clear();
    for (const [id, type] of change.types) this.types.set(id, type);
  }

  /**
   * Rows a search read in a transaction at revision `rev`, begun at `epoch`. Memory takes
   * them when it is at that revision (or knows nothing yet and starts there).
   */
  read(
    rev: number,
    epoch: number,
    rows: readonly ClientRow[],
    types: ReadonlyMap<string, AircraftTypeRow | null>,
  ): void {
    if (epoch !== this.doubts) return;
    this.seen = Math.max(this.seen, rev);
    if (this.rev < 0) this.rev = rev;
    if (this.rev !== rev) return;
    for (const row of rows) this.remember(row);
    for (const [id, type] of types) this.types.set(id, type);
  }

  /** The rows of `ids`, in order, or null when one is not held. */
  rowsOf(ids: readonly string[]): ClientRow[] | null {
    const found: Kept[] = [];
    for (const id of ids) {
      const kept = this.rows.get(id);
      if (!kept) return null;
      found.push(kept);
    }
    // A Map iterates in insertion order: re-inserting makes a row the newest used.
    for (const kept of found) {
      this.rows.delete(kept.row.id);
      this.rows.set(kept.row.id, kept);
    }
    return found.map((kept) => kept.row);
  }

  /** The aircraft types of `ids` (null for one known absent), or null when one is not held. */
  typesOf(ids: readonly string[]): Map<string, AircraftTypeRow | null> | null {
    const found = new Map<string, AircraftTypeRow | null>();
    for (const id of ids) {
      const type = this.types.get(id);
      if (type === undefined) return null;
      found.set(id, type);
    }
    return found;
  }

  /** Keeps `row` as the newest used, dropping the least recently used beyond the bound. */
  private remember(row: ClientRow): void {
    this.forget(row.id);
    const bytes = rowBytes(row);
    if (bytes > this.maxBytes) return;
    this.rows.set(row.id, { row, bytes });
    this.keptBytes += bytes;
    for (const [id] of this.rows) {
      if (this.keptBytes <= this.maxBytes) break;
      this.forget(id);
    }
  }

  private forget(id: string): void {
    const kept = this.rows.get(id);
    if (!kept) return;
    this.rows.delete(id);
    this.keptBytes -= kept.bytes;
  }

  private clearRows(): void {
    this.rows.clear();
    this.keptBytes = 0;
  }
}
