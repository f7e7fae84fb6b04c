// The engine's own records in `sync_state`, each parsed when read. Writing one first is
// also how a change from the remote explains itself to the replica's write guard.
import { z } from 'zod';
import type { CharterDb } from '../db/database';
import { inTransaction, type TransactionOptions, type TransactionScope } from '../db/unit-of-work';
import { ENGINE_KEYS, memoryOf, writeThrough, type Held } from './state-memory';

export const CLIENTS_WALK = ENGINE_KEYS.clientsWalk;

/**
 * The latest walk of the whole client list (pull/merge/client-walk.ts): its number, when it began
 * and ended (null while under way), and how far it has come. Its next page is in the pull plan.
 */
export const clientsWalk = z.strictObject({
  generation: z.int().nonnegative(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** Clients its pages brought so far. */
  seen: z.int().nonnegative(),
  /** The remote's count of clients, as its latest page said. */
  total: z.int().nonnegative(),
});
export type ClientsWalk = z.infer<typeof clientsWalk>;

export async function readState<T>(
  db: CharterDb,
  key: string,
  schema: z.ZodType<T>,
): Promise<T | null> {
  const memory = memoryOf(db, key);
  let held = memory?.recall(key);
  if (held === undefined) {
    const mark = memory?.readMark(key) ?? 0;
    const row = await db.sync_state.get(key);
    held = row ? { value: row.value } : null;
    memory?.keep(key, mark, held);
  }
  if (held === null) return null;
  const parsed = schema.safeParse(held.value);
  // A record an older version wrote differently starts over rather than stop sync.
  return parsed.success ? parsed.data : null;
}

export async function writeState(db: CharterDb, key: string, value: unknown): Promise<void> {
  const memory = memoryOf(db, key);
  if (!memory) {
    await db.sync_state.put({ key, value });
    return;
  }
  // A copy: the caller's object may change after the write, the database's would not.
  const written: Held = { value: structuredClone(value) };
  await writeThrough(db, memory, key, written, (db) => db.sync_state.put({ key, value }));
}

export async function deleteState(db: CharterDb, key: string): Promise<void> {
  const memory = memoryOf(db, key);
  if (!memory) await db.sync_state.delete(key);
  else await writeThrough(db, memory, key, null, (db) => db.sync_state.delete(key));
}

/** The generation of the client walk in progress (0 before the first). */
export async function currentWalk(db: CharterDb): Promise<number> {
  return (await readState(db, CLIENTS_WALK, clientsWalk))?.generation ?? 0;
}

/**
 * Runs `work` in one read-write transaction over `scope` (given the database bound to it)
 * that first records `what` arrived from the remote at `nowIso`: the replica's write guard
 * accepts its mirrored writes. `durability: 'relaxed'` only when the transaction's progress
 * record (the plan, the walk) commits in it, or after it in a strict one: a tail lost to a
 * power cut is then pulled again.
 */
export function applyFromRemote<T>(
  db: CharterDb,
  what: string,
  nowIso: string,
  work: (db: CharterDb) => Promise<T>,
  { scope = db.tables, durability }: { scope?: TransactionScope } & TransactionOptions = {},
): Promise<T> {
  return inTransaction(
    db,
    'rw',
    scope,
    async (db) => {
      await writeState(db, 'last_applied', { what, at: nowIso });
      return work(db);
    },
    { durability },
  );
}

/** What the engine keeps between runs, each under its own key. */
export const STATE_KEYS = {
  budget: ENGINE_KEYS.budget,
  pullLedger: ENGINE_KEYS.pullLedger,
  lastSuccessAt: 'last_success_at',
  lastError: 'last_error',
} as const;
