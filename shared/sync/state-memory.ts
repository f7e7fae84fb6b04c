// The engine's own records (the pull plan and its queues, the walk, the budget, the ledger,
// the discovered clients) are read some ten times a pull and written two or three: held in
// memory while the syncing tab's loop holds its lock (../engine/loop.ts). No other tab writes
// these keys then (only the engine does), and every write here goes through sync-state.ts,
// which tells this memory. A key written in a transaction is read from the database until
// that transaction commits, then from memory; if it fails, from the database again.
import type { CharterDb } from '../db/database';
import { databaseOf, transactionOf } from '../db/unit-of-work';

/** What a key holds as far as memory knows: a value, or null for no record. */
export type Held = { value: unknown } | null;

class StateMemory {
  holders = 0;
  private readonly held = new Map<string, Held>();
  /** Each key's writes so far: a read that began before a write must not be kept after it. */
  private readonly writes = new Map<string, number>();
  /** Writes made in transactions not yet committed, by key. */
  private readonly pending = new Map<string, number>();

  /** The key's record, if memory knows it (undefined: read the database). */
  recall(key: string): Held | undefined {
    return (this.pending.get(key) ?? 0) > 0 ? undefined : this.held.get(key);
  }

  /** A mark to give `keep` with what a read of the database found. */
  readMark(key: string): number {
    return this.writes.get(key) ?? 0;
  }

  /** What a read that began at `mark` found, kept unless a write came since. */
  keep(key: string, mark: number, found: Held): void {
    if (this.readMark(key) === mark && !this.pending.has(key)) this.held.set(key, found);
  }

  /** A write of `key` begins; `settle` gives its outcome. */
  write(key: string): number {
    const mark = this.readMark(key) + 1;
    this.writes.set(key, mark);
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    this.held.delete(key);
    return mark;
  }

  /** The write `mark` committed with `written`, or failed (undefined: read the database). */
  settle(key: string, mark: number, written: Held | undefined): void {
    const left = (this.pending.get(key) ?? 1) - 1;
    if (left > 0) this.pending.set(key, left);
    else this.pending.delete(key);
    if (written !== undefined && left === 0 && this.readMark(key) === mark) {
      this.held.set(key, written);
    }
  }
}

const memories = new WeakMap<CharterDb, StateMemory>();

/** The records only the engine writes: held in memory while its loop holds the lock. */
export const ENGINE_KEYS = {
  pullPlan: 'pull_plan',
  clientsWalk: 'clients_walk',
  budget: 'budget',
  pullLedger: 'pull_ledger',
  pullDiscovered: 'pull_discovered',
} as const;
const QUEUE_PREFIX = 'pull_queue:';

/** The queue of a round of pulls (../pull/rounds.ts), an engine record too. */
export const pullQueueKey = (step: string) => `${QUEUE_PREFIX}${step}`;

const engineKeys = new Set<string>(Object.values(ENGINE_KEYS));
const isEngineKey = (key: string) => engineKeys.has(key) || key.startsWith(QUEUE_PREFIX);

/**
 * Holds the engine's records of `db` in memory until the returned release is called (the
 * last holder's release forgets them: another tab may sync next).
 */
export function holdEngineState(db: CharterDb): () => void {
  const root = databaseOf(db);
  const memory = memories.get(root) ?? new StateMemory();
  memories.set(root, memory);
  memory.holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    memory.holders -= 1;
    if (memory.holders === 0) memories.delete(root);
  };
}

/** The memory that holds `key` of `db` now, if any. */
export function memoryOf(db: CharterDb, key: string): StateMemory | null {
  return isEngineKey(key) ? (memories.get(databaseOf(db)) ?? null) : null;
}

/**
 * Writes `key` through `store` (a put or a delete on `db`), telling `memory` what the
 * database holds once the write has committed: in the transaction `db` is bound to, or in
 * one of its own.
 */
export async function writeThrough(
  db: CharterDb,
  memory: StateMemory,
  key: string,
  written: Held,
  store: (db: CharterDb) => Promise<unknown>,
): Promise<void> {
  const mark = memory.write(key);
  let settled = false;
  const settle = (outcome: Held | undefined) => {
    if (settled) return;
    settled = true;
    memory.settle(key, mark, outcome);
  };
  const tx = transactionOf(db);
  if (tx) {
    tx.on('complete', () => settle(written));
    tx.on('abort', () => settle(undefined));
    tx.on('error', () => settle(undefined));
    await store(db);
    return;
  }
  try {
    await db.transaction('rw', db.sync_state, () => store(db));
  } catch (error) {
    settle(undefined);
    throw error;
  }
  settle(written);
}
