// The engine's own records in `sync_state`, each parsed when read. Writing one first is
// also how a change from the remote explains itself to the replica's write guard.
import { z } from 'zod';
import type { CharterDb } from '../db/database';
import { inTransaction, type TransactionOptions, type TransactionScope } from '../db/unit-of-work';

export const CLIENTS_WALK = 'clients_walk';

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
  const row = await db.sync_state.get(key);
  if (!row) return null;
  const parsed = schema.safeParse(row.value);
  // A record an older version wrote differently starts over rather than stop sync.
  return parsed.success ? parsed.data : null;
}

export function writeState(db: CharterDb, key: string, value: unknown): Promise<string> {
  return db.sync_state.put({ key, value });
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
  budget: 'budget',
  pullLedger: 'pull_ledger',
  lastSuccessAt: 'last_success_at',
  lastError: 'last_error',
} as const;
