// Which trip requests each committed transaction may have changed the trips list's view of
// (shared/host/trip-list/): the trips, RFQs, messages, read marks and clients it wrote, told
// to this thread's listeners once it has committed. A DBCore middleware, as row-memory's: it
// sees every writer (service, seeders, sync), and an aborted transaction is never told.
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, Dexie } from 'dexie';
import { succeeded } from './index-upkeep/clients-table';

/** What one transaction wrote that a trip's summary reads; `all`: too much to tell. */
export interface TripTouch {
  trips: Set<string>;
  /** RFQs written, or whose thread or read mark was: their trip is found by the listener. */
  rfqs: Set<string>;
  /** Clients written: the trips naming them show their name. */
  clients: Set<string>;
  all: boolean;
}

type Listener = (touch: TripTouch) => void;

// An RFQ becoming history, or history no more, changes its trip's counts as a write of it does.
const WATCHED = [
  'trip_requests',
  'rfqs',
  'messages',
  'thread_reads',
  'clients',
  'rfq_history',
] as const;
type Watched = (typeof WATCHED)[number];

/** For each table, where a written row's key or value lands in the touch. */
function note(
  touch: TripTouch,
  table: Watched,
  request: DBCoreMutateRequest,
  response: DBCoreMutateResponse,
): void {
  if (request.type === 'deleteRange') {
    touch.all = true;
    return;
  }
  if (request.type === 'delete') {
    const keys = succeeded(request.keys as string[], response);
    if (table === 'trip_requests') keys.forEach((key) => touch.trips.add(key));
    else if (table === 'clients') keys.forEach((key) => touch.clients.add(key));
    // A message's key names no RFQ; deleting one is rare (an unsent message discarded).
    else if (table === 'messages') touch.all = true;
    else keys.forEach((key) => touch.rfqs.add(key));
    return;
  }
  for (const value of succeeded(request.values, response) as Record<string, string>[]) {
    if (table === 'trip_requests') touch.trips.add(value.id as string);
    else if (table === 'clients') touch.clients.add(value.id as string);
    else if (table === 'rfqs' || table === 'rfq_history') {
      touch.rfqs.add((value.id ?? value.rfq_id) as string);
      touch.trips.add(value.trip_request_id as string);
    } else touch.rfqs.add(value.rfq_id as string);
  }
}

const listeners = new WeakMap<Dexie, Set<Listener>>();

function tripTouchCore(down: DBCore, db: Dexie): DBCore {
  const touches = new WeakMap<object, TripTouch>();
  function touchOf(trans: object): TripTouch {
    let touch = touches.get(trans);
    if (!touch) {
      const made: TripTouch = { trips: new Set(), rfqs: new Set(), clients: new Set(), all: false };
      touches.set(trans, (touch = made));
      // Below Dexie's middlewares the transaction is IndexedDB's own.
      (trans as IDBTransaction).addEventListener('complete', () => {
        for (const listener of listeners.get(db) ?? []) listener(made);
      });
    }
    return touch;
  }
  return {
    ...down,
    table(name) {
      const table = down.table(name);
      if (!(WATCHED as readonly string[]).includes(name)) return table;
      return {
        ...table,
        async mutate(request) {
          const response = await table.mutate(request);
          note(touchOf(request.trans), name as Watched, request, response);
          return response;
        },
      };
    },
  };
}

/** Tells `listener` of every transaction of `db` this thread commits; returns its removal. */
export function onTripTouches(db: Dexie, listener: Listener): () => void {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

export function installTripTouches(db: Dexie): void {
  // At the row memory's level, for its reason: right above IndexedDB, below Dexie's own.
  db.use({
    stack: 'dbcore',
    name: 'tripTouches',
    level: -2,
    create: (down) => tripTouchCore(down, db),
  });
}
