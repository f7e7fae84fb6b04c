// Keeps a connection's row memory (row-memory.ts) in step with its own writes, as a Dexie
// DBCore middleware right below the client index's: it sees every put and delete of clients
// and aircraft types as stored (the trip statistics the index's derives among them), and hands them to memory only once their transaction has
// committed (an aborted one's are never seen), with the index revision it wrote.
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable, Dexie } from 'dexie';
import { committedChangesOf } from '../index-upkeep/committed-changes';
import { succeeded } from '../index-upkeep/clients-table';
import { rowSchemas } from '../rows';
import { announceCommit, listenForCommits } from './commit-notes';
import { RowMemory, type CommittedRows } from './row-memory';

type Kept = 'clients' | 'aircraft_types';

function note(
  change: CommittedRows,
  table: Kept,
  request: DBCoreMutateRequest,
  response: DBCoreMutateResponse,
): void {
  const rows: Map<string, unknown> = table === 'clients' ? change.clients : change.types;
  if (request.type === 'deleteRange') {
    if (table === 'clients') change.clientsCleared = true;
    else change.typesCleared = true;
    rows.clear();
  } else if (request.type === 'delete') {
    for (const id of succeeded(request.keys as string[], response)) rows.set(id, null);
  } else {
    // Parsed as a read would be, which also copies it: the writer keeps its object.
    for (const value of succeeded(request.values, response)) {
      const parsed = rowSchemas[table].safeParse(value);
      const id = (value as { id: string }).id;
      if (parsed.success) rows.set(id, parsed.data);
      else rows.delete(id);
    }
  }
}

function rowMemoryCore(down: DBCore, db: Dexie, memory: RowMemory): DBCore {
  const committed = committedChangesOf(db);
  const changes = new WeakMap<object, CommittedRows>();
  function changeOf(trans: object): CommittedRows {
    let change = changes.get(trans);
    if (!change) {
      const made: CommittedRows = {
        clients: new Map(),
        types: new Map(),
        clientsCleared: false,
        typesCleared: false,
        epoch: memory.epoch,
      };
      changes.set(trans, (change = made));
      // Below Dexie's middlewares the transaction is IndexedDB's own.
      (trans as IDBTransaction).addEventListener('complete', () => {
        memory.committed(committed.revisionOf(trans), made);
        announceCommit(db.name, memory);
      });
    }
    return change;
  }
  const keep = (name: Kept, table: DBCoreTable): DBCoreTable => ({
    ...table,
    async mutate(request) {
      const response = await table.mutate(request);
      note(changeOf(request.trans), name, request, response);
      return response;
    },
  });
  return {
    ...down,
    table(name) {
      const table = down.table(name);
      return name === 'clients' || name === 'aircraft_types' ? keep(name, table) : table;
    },
  };
}

const memories = new WeakMap<Dexie, RowMemory>();

/** The row memory of one open database, shared by its middleware and its searches. */
export function rowMemoryOf(db: Dexie): RowMemory {
  const known = memories.get(db);
  if (known) return known;
  const memory = new RowMemory();
  memories.set(db, memory);
  listenForCommits(db.name, memory, db);
  return memory;
}

export function installRowMemory(db: Dexie): void {
  // Registered before the client index, at its level: right below it, above IndexedDB.
  db.use({
    stack: 'dbcore',
    name: 'rowMemory',
    level: -2,
    create: (down) => rowMemoryCore(down, db, rowMemoryOf(db)),
  });
}
