// The changes each committed transaction made to an organization's records, as a Dexie
// DBCore middleware right below Dexie's own and above the client index's: it sees the rows
// as the service wrote them, before the index derives its tables and trip statistics from
// them, and hands them over once their transaction has committed (an aborted one's never).
// Written back through the same database (applyChanges), they pass the same middlewares,
// which derive the rest again.
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable } from 'dexie';
import { succeeded } from '../../../shared/db/index-upkeep/clients-table';
import type { CharterDb } from '../../../shared/db/database';
import { inTransaction } from '../../../shared/db/unit-of-work';
import { SAVED_TABLES, type SavedTable, type TableChange } from './saved-state';

type CommitListener = (changes: TableChange[]) => void;

export interface CommitTap {
  /** From now on, `listener` gets each commit's changes, in commit order. */
  listen(listener: CommitListener): void;
}

const isSaved = (name: string): name is SavedTable =>
  (SAVED_TABLES as readonly string[]).includes(name);

/** The primary keys a range delete removes, read in its transaction before it runs. */
async function keysInRange(table: DBCoreTable, request: DBCoreMutateRequest): Promise<unknown[]> {
  if (request.type !== 'deleteRange') return [];
  const query = { index: table.schema.primaryKey, range: request.range };
  return (await table.query({ trans: request.trans, query, values: false })).result;
}

/** What one mutation changed: the rows it wrote or the keys it removed, failed ones left out. */
function changeOf(
  table: SavedTable,
  request: DBCoreMutateRequest,
  response: DBCoreMutateResponse,
  removed: unknown[],
): TableChange {
  if (request.type === 'add' || request.type === 'put') {
    // A copy as of now: the caller keeps its objects.
    return { op: 'put', table, rows: structuredClone(succeeded(request.values, response)) };
  }
  const keys = request.type === 'delete' ? succeeded(request.keys, response) : removed;
  return { op: 'delete', table, keys };
}

export function captureCommits(db: CharterDb): CommitTap {
  let listener: CommitListener | null = null;
  const pending = new WeakMap<object, TableChange[]>();

  function changesOf(trans: object): TableChange[] {
    let changes = pending.get(trans);
    if (!changes) {
      const made: TableChange[] = [];
      pending.set(trans, (changes = made));
      // Below Dexie's middlewares the transaction is IndexedDB's own.
      (trans as IDBTransaction).addEventListener('complete', () => listener?.(made));
    }
    return changes;
  }

  const captured = (name: SavedTable, table: DBCoreTable): DBCoreTable => ({
    ...table,
    async mutate(request) {
      const removed = listener ? await keysInRange(table, request) : [];
      const response = await table.mutate(request);
      if (listener) {
        const change = changeOf(name, request, response, removed);
        const count = change.op === 'put' ? change.rows.length : change.keys.length;
        if (count > 0) changesOf(request.trans).push(change);
      }
      return response;
    },
  });

  db.use({
    stack: 'dbcore',
    name: 'remoteCommits',
    // Below Dexie's lowest (-1), which read its transaction zone, lost across the awaits
    // here; above the client index (-2), whose derived writes are not the records.
    level: -1.5,
    create: (down: DBCore): DBCore => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return isSaved(name) ? captured(name, table) : table;
      },
    }),
  });
  return { listen: (next) => (listener = next) };
}

/** Writes `changes` back in one transaction, as they were first made. */
export async function applyChanges(db: CharterDb, changes: readonly TableChange[]): Promise<void> {
  await inTransaction(db, 'rw', db.tables, async (unit) => {
    for (const change of changes) {
      const table = unit.table(change.table);
      if (change.op === 'put') await table.bulkPut(change.rows);
      else await table.bulkDelete(change.keys as never[]);
    }
  });
}

/** Every saved table's rows, as the put changes that write them back. */
export function dumpTables(db: CharterDb): Promise<TableChange[]> {
  return inTransaction(db, 'r', [...SAVED_TABLES], async (unit) => {
    const changes: TableChange[] = [];
    for (const table of SAVED_TABLES) {
      changes.push({ op: 'put', table, rows: await unit.table(table).toArray() });
    }
    return changes;
  });
}
