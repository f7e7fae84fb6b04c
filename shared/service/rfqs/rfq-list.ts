// Operation 1: a trip request's RFQs in the order they were sent (sent_at, then id).
import type { Page, Rfq, RfqListQuery } from '../../api';
import type { RfqRow } from '../../db/rows';
import type { ServiceDeps } from '../deps';
import { keysetPage, rowsAfter } from './keyset';
import { findTripRequest } from './rfq-rules';
import { rfqView } from './rfq-view';
import { inTransaction } from '../../db/unit-of-work';

export function listTripRequestRfqs(
  deps: ServiceDeps,
  tripRequestId: string,
  query: RfqListQuery,
): Promise<Page<Rfq>> {
  const { db } = deps;
  const now = deps.clock.now();
  return inTransaction(db, 'r', [db.trip_requests, db.rfqs], async (db) => {
    const trip = await findTripRequest(db, tripRequestId);
    return keysetPage({
      route: 'listTripRequestRfqs',
      filters: { trip_request_id: trip.id },
      cursor: query.cursor,
      limit: query.limit,
      keyLength: 2,
      keyOf: (row: RfqRow) => [row.sent_at, row.id],
      rowsAfter: (after, take) =>
        rowsAfter(db.rfqs, '[trip_request_id+sent_at+id]', [trip.id], after, take),
      count: () => db.rfqs.where('trip_request_id').equals(trip.id).count(),
      view: (row) => rfqView(row, now),
    });
  });
}
