// The trips list's departure order made whole from the trip requests a database holds: the
// upgrade to schema version 9 fills it once; the middleware keeps it in step from then on.
import type { Transaction } from 'dexie';
import type { TripOrderRow, TripRequestRow } from '../rows';
import { orderRowOf, TRIP_ORDER_TABLE } from './order';

export async function rebuildTripOrder(tx: Transaction): Promise<void> {
  const rows: TripOrderRow[] = [];
  await tx.table('trip_requests').each((trip: TripRequestRow) => void rows.push(orderRowOf(trip)));
  await tx.table(TRIP_ORDER_TABLE).clear();
  await tx.table(TRIP_ORDER_TABLE).bulkPut(rows);
}
