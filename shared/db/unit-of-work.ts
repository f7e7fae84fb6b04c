// A unit of work sees the database through its transaction. Dexie binds an operation to the
// transaction of its "zone", which it carries across native awaits only for a limited
// number of ticks; past them an operation silently runs in a transaction of its own, and
// the unit is no longer atomic. Here every table is bound to the transaction explicitly
// (Dexie's `tx.table`), so an operation either joins it or fails loudly.
import type { Table, Transaction } from 'dexie';
import type { CharterDb } from './database';
import { relaxed } from './durability';

export type TransactionScope = readonly (Table | string)[];

const BOUND = Symbol('bound to a transaction');
interface Bound {
  [BOUND]?: { tx: Transaction; db: CharterDb };
}

/** The transaction `db` is bound to (by `inTransaction`), if any. */
export function transactionOf(db: CharterDb): Transaction | null {
  return (db as Bound)[BOUND]?.tx ?? null;
}

/** The database itself, whether `db` is bound to a transaction or not. */
export function databaseOf(db: CharterDb): CharterDb {
  return (db as Bound)[BOUND]?.db ?? db;
}

/** `db` with every table, `table()` and `transaction()` bound to `tx`. */
function boundTo(db: CharterDb, tx: Transaction): CharterDb {
  const view = Object.create(db) as CharterDb;
  const table = (name: string) => tx.table(name);
  for (const { name } of db.tables) {
    Object.defineProperty(view, name, { get: () => table(name), enumerable: true });
  }
  Object.defineProperty(view, 'table', { value: table });
  Object.defineProperty(view, BOUND, { value: { tx, db: databaseOf(db) } });
  // A nested unit of work joins this one: its scope is already covered (rw over the tables
  // it names, which the caller must have included).
  Object.defineProperty(view, 'transaction', {
    value: (...args: unknown[]) => {
      const work = args.at(-1) as (tx: Transaction) => unknown;
      return Promise.resolve().then(() => work(tx));
    },
  });
  return view;
}

export interface TransactionOptions {
  /**
   * `relaxed`: it commits without waiting for the disk (durability.ts). Only for what can be
   * pulled again: never the outbox or a broker's write (docs/decisions.md).
   */
  durability?: 'strict' | 'relaxed';
}

/**
 * Runs `work` in one transaction over `scope`; `work` must reach the database only through
 * the `db` it is given, and await nothing but its requests (or IndexedDB commits early).
 */
export function inTransaction<T>(
  db: CharterDb,
  mode: 'r' | 'rw',
  scope: TransactionScope,
  work: (db: CharterDb) => Promise<T>,
  { durability = 'strict' }: TransactionOptions = {},
): Promise<T> {
  const open = () =>
    db.transaction(mode, scope as (Table | string)[], (tx) => work(boundTo(db, tx)));
  return durability === 'relaxed' ? relaxed(open) : open();
}
