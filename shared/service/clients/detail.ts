// Operation 9: a client with its 10 newest trip requests (docs/decisions.md, Client detail).
import { Dexie } from 'dexie';
import type { ClientDetail } from '../../api';
import type { ServiceDeps } from '../deps';
import { clientNotFound, clientViews } from './client-view';
import { clientSummaryOf, tripRequestSummary } from './trip-request-summary';
import { inTransaction } from '../../db/unit-of-work';

const RECENT_TRIP_REQUESTS = 10;

export async function readClientDetail(deps: ServiceDeps, id: string): Promise<ClientDetail> {
  const { db } = deps;
  return inTransaction(db, 'r', [db.clients, db.aircraft_types, db.trip_requests], async (db) => {
    const row = await db.clients.get(id);
    if (!row) throw clientNotFound();
    // Stored timestamps are UTC ISO strings, so index order is time order.
    const trips = await db.trip_requests
      .where('[client_id+created_at]')
      .between([id, Dexie.minKey], [id, Dexie.maxKey])
      .reverse()
      .limit(RECENT_TRIP_REQUESTS)
      .toArray();
    const [view] = await clientViews(db, [row]);
    const client = clientSummaryOf(row);
    const now = deps.clock.now();
    return {
      ...view!,
      recent_trip_requests: trips.map((trip) => tripRequestSummary(trip, client, now)),
    };
  });
}
