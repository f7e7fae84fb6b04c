// A trip's timeline on /local/ (docs/local-api.md): read in one transaction from the
// replica's RFQs and messages (those of history said so) and the broker's own proposals;
// nothing is pulled for it.
import { notFoundError } from '../../api/problem-error';
import { inTransaction } from '../../db/unit-of-work';
import { tripHistory } from '../../db/rfq-history/history';
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';
import { tripTimelineOf } from './trip-timeline';

export function timelineHandlers(deps: ServiceDeps) {
  const { db } = deps;

  return {
    tripTimeline: ({ params }) =>
      inTransaction(
        db,
        'r',
        [db.trip_requests, db.rfqs, db.messages, db.proposals, db.rfq_history],
        async (db) => {
          const trip = await db.trip_requests.get(params.id);
          if (!trip) throw notFoundError('This trip request is not on this computer');
          const rfqs = await db.rfqs.where('trip_request_id').equals(params.id).toArray();
          const messages = await db.messages
            .where('rfq_id')
            .anyOf(rfqs.map((rfq) => rfq.id))
            .toArray();
          const proposals = await db.proposals.where('trip_request_id').equals(params.id).toArray();
          const history = await tripHistory(db, params.id);
          return {
            currency: trip.currency,
            items: tripTimelineOf(rfqs, messages, proposals, history),
          };
        },
      ),
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
