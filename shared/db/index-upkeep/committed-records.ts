// Which records of the searched tables each of this connection's transactions changed, told
// once it has committed (an aborted one's never): search everything (shared/host/search/)
// reads them again and puts or removes their documents. A DBCore middleware right above
// IndexedDB, so it sees every writer's puts and deletes (service, sync, seeders), alias
// moves among them (a put under the remote id, a delete of the local one).
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, Dexie } from 'dexie';
import { succeeded } from './clients-table';

export const SEARCHED_TABLES = [
  'clients',
  'trip_requests',
  'operators',
  'operator_contacts',
  'rfqs',
  'messages',
] as const;
export type SearchedTable = (typeof SEARCHED_TABLES)[number];

/**
 * Per table, the ids changed (put or deleted; an operator contact by its operator's id), or
 * `all` when a range was cleared.
 */
export type CommittedRecords = Map<SearchedTable, Set<string> | 'all'>;

type Listener = (records: CommittedRecords) => void;

const isSearched = (name: string): name is SearchedTable =>
  (SEARCHED_TABLES as readonly string[]).includes(name);

/** The id a row is searched by: an operator contact's operator, else its own id. */
function idOf(table: SearchedTable, row: unknown): string {
  const value = row as { id?: string; operator_id?: string };
  return (table === 'operator_contacts' ? value.operator_id : value.id) ?? '';
}

function note(
  records: CommittedRecords,
  table: SearchedTable,
  request: DBCoreMutateRequest,
  response: DBCoreMutateResponse,
): void {
  if (request.type === 'deleteRange' || records.get(table) === 'all') {
    records.set(table, 'all');
    return;
  }
  const ids = records.get(table) as Set<string> | undefined;
  const into = ids ?? new Set<string>();
  records.set(table, into);
  if (request.type === 'delete') {
    for (const key of succeeded(request.keys as unknown[], response)) {
      // A contact's key is [operator_id, email].
      into.add(String(Array.isArray(key) ? key[0] : key));
    }
  } else {
    for (const value of succeeded(request.values, response)) into.add(idOf(table, value));
  }
}

class CommitListeners {
  readonly listeners = new Set<Listener>();

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

const listenersByDb = new WeakMap<Dexie, CommitListeners>();

function listenersOf(db: Dexie): CommitListeners {
  let known = listenersByDb.get(db);
  if (!known) listenersByDb.set(db, (known = new CommitListeners()));
  return known;
}

/** Calls `listener` with what each committed transaction of `db` changed; returns the unsubscribe. */
export function subscribeCommittedRecords(db: Dexie, listener: Listener): () => void {
  return listenersOf(db).subscribe(listener);
}

function committedRecordsCore(down: DBCore, listeners: CommitListeners): DBCore {
  const pending = new WeakMap<object, CommittedRecords>();
  function recordsOf(trans: object): CommittedRecords {
    let records = pending.get(trans);
    if (!records) {
      const made: CommittedRecords = new Map();
      pending.set(trans, (records = made));
      // Below Dexie's middlewares the transaction is IndexedDB's own.
      (trans as IDBTransaction).addEventListener('complete', () => {
        for (const listener of listeners.listeners) listener(made);
      });
    }
    return records;
  }
  return {
    ...down,
    table(name) {
      const table = down.table(name);
      if (!isSearched(name)) return table;
      return {
        ...table,
        async mutate(request) {
          const response = await table.mutate(request);
          if (listeners.listeners.size > 0) note(recordsOf(request.trans), name, request, response);
          return response;
        },
      };
    },
  };
}

export function installCommittedRecords(db: Dexie): void {
  db.use({
    stack: 'dbcore',
    name: 'committedRecords',
    level: -2,
    create: (down) => committedRecordsCore(down, listenersOf(db)),
  });
}
