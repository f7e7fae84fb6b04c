// Keeps the client index snapshot and the clients' trip request statistics in step with
// the tables for every writer (service, seeders, sync), as a Dexie DBCore middleware: a
// read-write transaction over clients or trip requests is widened to the tables these
// derived records live in, so they commit or roll back with the change itself.
import type { DBCore, Dexie } from 'dexie';
import { committedChangesOf, type CommittedChanges } from './committed-changes';
import { indexedClientsTable } from './clients-table';
import { snapshotWriter } from './snapshot-writer';
import { CLIENT_INDEX_TABLE, CLIENT_NAME_ORDER_TABLE } from './tables';
import { statsKeepingTripRequestsTable } from './trip-requests-table';

const WRITTEN_WITH = ['clients', 'meta', CLIENT_INDEX_TABLE, CLIENT_NAME_ORDER_TABLE];

function clientIndexCore(
  down: DBCore,
  deriveTripStats: boolean,
  committed: CommittedChanges,
): DBCore {
  // Tables are wrapped on first use: during an upgrade the core exists before the
  // version-2 tables do.
  let clients: ReturnType<DBCore['table']> | undefined;
  let tripRequests: ReturnType<DBCore['table']> | undefined;
  // A replica's trip requests change no client (its statistics are the remote's): a
  // transaction over them alone leaves the index's tables, and its searches, free.
  const derivedFrom = deriveTripStats ? ['clients', 'trip_requests'] : ['clients'];
  const indexedClients = () =>
    (clients ??= indexedClientsTable(down.table('clients'), snapshotWriter(down, committed)));
  return {
    ...down,
    transaction(stores, mode, options) {
      const widen = mode === 'readwrite' && stores.some((name) => derivedFrom.includes(name));
      return down.transaction(
        widen ? [...new Set([...stores, ...WRITTEN_WITH])] : stores,
        mode,
        options,
      );
    },
    table(name) {
      if (name === 'clients') return indexedClients();
      if (name === 'trip_requests' && deriveTripStats) {
        return (tripRequests ??= statsKeepingTripRequestsTable(
          down,
          down.table('trip_requests'),
          indexedClients(),
        ));
      }
      return down.table(name);
    },
  };
}

export function installClientIndex(db: Dexie, options: { deriveTripStats: boolean }): void {
  // Right above IndexedDB, below all of Dexie's own middlewares (levels -1 to 2): they read
  // Dexie's transaction zone, which does not survive the native awaits between this one's
  // requests. Dexie's live queries therefore see the clients' change, not the derived writes.
  db.use({
    stack: 'dbcore',
    name: 'clientIndex',
    level: -2,
    create: (down) => clientIndexCore(down, options.deriveTripStats, committedChangesOf(db)),
  });
}
