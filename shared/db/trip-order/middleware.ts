// Keeps the trips list's departure order (order.ts) in step with the trip requests for every
// writer (seeding, pulls, the broker's writes, the demo), as a DBCore middleware: a read-write
// transaction over the trip requests is widened to the order, and each write of trip rows
// writes their order rows with it, so they commit or roll back together. Only the written
// values are needed, never a read of other tables: a write costs one small put more.
import type { DBCore, DBCoreTable, DBCoreTransaction, Dexie } from 'dexie';
import type { TripRequestRow } from '../rows';
import { keysToRemove, succeeded } from '../index-upkeep/clients-table';
import { orderRowOf, TRIP_ORDER_TABLE } from './order';

const SOURCE = 'trip_requests';

/** Below Dexie's middlewares a transaction is IndexedDB's own. */
const idbOf = (trans: DBCoreTransaction) => trans as unknown as IDBTransaction;

/** A transaction the order follows: one whose scope holds it (not an upgrade from before it). */
const follows = (trans: DBCoreTransaction) =>
  idbOf(trans).objectStoreNames.contains(TRIP_ORDER_TABLE);

function orderedTripsTable(table: DBCoreTable, order: () => DBCoreTable): DBCoreTable {
  return {
    ...table,
    async mutate(request) {
      const { trans } = request;
      if (!follows(trans)) return table.mutate(request);
      if (request.type === 'add' || request.type === 'put') {
        const response = await table.mutate(request);
        const values = succeeded(request.values as TripRequestRow[], response).map(orderRowOf);
        if (values.length > 0) await order().mutate({ trans, type: 'put', values });
        return response;
      }
      const removed = await keysToRemove(table, request);
      const response = await table.mutate(request);
      const keys = request.type === 'delete' ? succeeded(removed, response) : removed;
      if (keys.length > 0) await order().mutate({ trans, type: 'delete', keys });
      return response;
    },
  };
}

function tripOrderCore(down: DBCore): DBCore {
  let trips: DBCoreTable | undefined;
  return {
    ...down,
    transaction(stores, mode, options) {
      const widen = mode === 'readwrite' && stores.includes(SOURCE);
      return down.transaction(
        widen && !stores.includes(TRIP_ORDER_TABLE) ? [...stores, TRIP_ORDER_TABLE] : stores,
        mode,
        options,
      );
    },
    table(name) {
      if (name !== SOURCE) return down.table(name);
      trips ??= orderedTripsTable(down.table(name), () => down.table(TRIP_ORDER_TABLE));
      return trips;
    },
  };
}

export function installTripOrder(db: Dexie): void {
  // At the inbox's level, right above IndexedDB: its awaits between requests would lose the
  // transaction zone Dexie's own middlewares read.
  db.use({ stack: 'dbcore', name: 'tripOrder', level: -2, create: tripOrderCore });
}
