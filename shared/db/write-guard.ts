// In a database that mirrors a remote, a mirrored table changes only for a reason the sync
// engine knows: a local write, which first records its outbox entry in the same transaction
// (shared/sync/outbox/journal.ts), or a change from the remote, which first records the sync state
// it advances. A write path that forgets its entry fails here instead of going unsynced.
import type { DBCore, DBCoreTransaction, Dexie } from 'dexie';

/** Tables whose writes explain a transaction: the outbox and the engine's state. */
const JOURNAL_TABLES = new Set(['outbox', 'sync_state']);
/** Tables that mirror the remote's records. */
const MIRRORED_TABLES = new Set([
  'clients',
  'trip_requests',
  'airports',
  'aircraft_types',
  'operators',
  'operator_contacts',
  'rfqs',
  'messages',
]);

export class UnjournaledWriteError extends Error {
  override name = 'UnjournaledWriteError';
  constructor(table: string) {
    super(
      `A write to ${table} without its outbox entry or sync state: it would never reach the remote`,
    );
  }
}

function writeGuardCore(down: DBCore): DBCore {
  const explained = new WeakSet<DBCoreTransaction>();
  return {
    ...down,
    table(name) {
      const table = down.table(name);
      if (JOURNAL_TABLES.has(name)) {
        return {
          ...table,
          mutate(request) {
            explained.add(request.trans);
            return table.mutate(request);
          },
        };
      }
      if (!MIRRORED_TABLES.has(name)) return table;
      return {
        ...table,
        mutate(request) {
          if (!explained.has(request.trans)) return Promise.reject(new UnjournaledWriteError(name));
          return table.mutate(request);
        },
      };
    },
  };
}

export function installWriteGuard(db: Dexie): void {
  // Below the client index middleware (-2), so its derived writes pass here too.
  db.use({ stack: 'dbcore', name: 'writeGuard', level: -3, create: writeGuardCore });
}
