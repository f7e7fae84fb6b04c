// Client rows and aircraft types of one database kept in this thread's memory, so a search
// can answer without a transaction, which would wait for a pull's write under way. Rows
// come from this thread's committed writes (middleware.ts) and from searches' reads; a
// commit of another connection or thread (commit-notes.ts) or a gap in the revisions
// empties them, a range delete the table's. They answer only while they are known to match the index's
// revision they were kept at, and that revision is the newest this thread has seen.
import type { AircraftTypeRow, ClientRow } from '../rows';

/**
 * Client rows held at most, the least recently used dropped first: a demo row is ~740 bytes
 * of heap, so ~15 MB; all of 100,000 would be ~75 MB beside the index (docs/decisions.md).
 */
export const MAX_ROWS = 20_000;

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

export class RowMemory {
  private readonly rows = new Map<string, ClientRow>();
  /** null: known absent (a client may name a type that is gone). */
  private readonly types = new Map<string, AircraftTypeRow | null>();
  /** The index revision the rows match; -1: unknown, the rows are empty. */
  private rev = -1;
  /** The newest revision a search's transaction read. */
  private seen = -1;
  private doubts = 0;

  constructor(private readonly maxRows = MAX_ROWS) {}

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
    this.rows.clear();
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
      if (change.clientsCleared) this.rows.clear();
      for (const [id, row] of change.clients) {
        this.rows.delete(id);
        if (row) this.remember(id, row);
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
    for (const row of rows) this.remember(row.id, row);
    for (const [id, type] of types) this.types.set(id, type);
  }

  /** The rows of `ids`, in order, or null when one is not held. */
  rowsOf(ids: readonly string[]): ClientRow[] | null {
    const found: ClientRow[] = [];
    for (const id of ids) {
      const row = this.rows.get(id);
      if (!row) return null;
      found.push(row);
    }
    for (const row of found) this.remember(row.id, row);
    return found;
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

  private remember(id: string, row: ClientRow): void {
    // A Map iterates in insertion order: re-inserting makes the row the newest used.
    this.rows.delete(id);
    this.rows.set(id, row);
    if (this.rows.size > this.maxRows) {
      this.rows.delete(this.rows.keys().next().value as string);
    }
  }
}
