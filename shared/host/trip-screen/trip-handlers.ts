// The trip screen's /local/ handlers (docs/local-api.md): the stored trip request (no /v1
// operation reads one), each RFQ's last message and unread count, the broker's read mark on
// a thread, the RFQs that are history, and the trip's quotes for the client page. All read and write this computer's
// database only: nothing is pulled (a /v1 read of RFQs would ask the remote for a copy).
import type { ProblemError } from '../../api/problem-error';
import { notFoundError as notFound, validationError } from '../../api/problem-error';
import type { CharterDb } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import type { ThreadRead, TripThreads } from '../../rpc/local/trip-screen';
import { clientSummaryOf, tripRequestSummary } from '../../service/clients/trip-request-summary';
import type { ServiceDeps } from '../../service/deps';
import { messageView, rfqView } from '../../service/rfqs/rfq-view';
import { resolveAlias } from '../../sync/aliases';
import { liveOnly, tripHistory } from '../../db/rfq-history/history';
import type { LocalHandlers } from '../serving/local-routes';
import { newestEventAt, threadState } from './thread-state';

function markTooLate(newest: string | null): ProblemError {
  const message =
    newest === null
      ? 'This thread has nothing to mark as read'
      : `Must not be later than the newest message or answer of the thread (${newest})`;
  return validationError([{ field: 'read_through', code: 'too_big', message }]);
}

/** Each RFQ's last message and unread count: history has none unread, it is no news. */
async function tripThreads(db: CharterDb, tripId: string): Promise<TripThreads> {
  const rfqs = await db.rfqs.where('trip_request_id').equals(tripId).toArray();
  const history = await tripHistory(db, tripId);
  const items = [];
  for (const rfq of rfqs) {
    const mark = (await db.thread_reads.get(rfq.id))?.read_through ?? null;
    const { last, unread } = await threadState(db, rfq, mark);
    items.push({
      rfq_id: rfq.id,
      last_message: last && messageView(last),
      unread: history.has(rfq.id) ? 0 : unread,
    });
  }
  return { items };
}

/** The mark under the RFQ's id now; its alias and the mark are read in one transaction. */
async function readMark(db: CharterDb, ref: string): Promise<ThreadRead> {
  const id = await resolveAlias(db, ref);
  if (!(await db.rfqs.get(id))) throw notFound('No RFQ with this id');
  return { rfq_id: id, read_through: (await db.thread_reads.get(id))?.read_through ?? null };
}

export function tripScreenHandlers(deps: ServiceDeps) {
  const { db } = deps;
  const markScope = [db.aliases, db.rfqs, db.thread_reads];

  return {
    async tripRequest({ params }) {
      const trip = await db.trip_requests.get(params.id);
      if (!trip) throw notFound('This trip request is not on this computer');
      const client = trip.client_id === null ? undefined : await db.clients.get(trip.client_id);
      return tripRequestSummary(trip, client ? clientSummaryOf(client) : null, deps.clock.now());
    },

    tripThreads: ({ params }) =>
      inTransaction(db, 'r', [db.rfqs, db.messages, db.thread_reads, db.rfq_history], (db) =>
        tripThreads(db, params.id),
      ),

    tripHistory: ({ params }) =>
      inTransaction(db, 'r', [db.rfq_history, db.aliases], async (db) => {
        const rows = [...(await tripHistory(db, params.id)).values()];
        const items = [];
        for (const row of rows) {
          const { sent_again_as: sentAs, trip_request_id: _trip, ...fields } = row;
          // The new request under its id now (its local one until its batch landed).
          items.push({ ...fields, sent_again_as: sentAs && (await resolveAlias(db, sentAs)) });
        }
        return { items };
      }),

    tripQuotes: ({ params }) =>
      inTransaction(db, 'r', [db.rfqs, db.rfq_history], async (db) => {
        const rfqs = await db.rfqs.where('trip_request_id').equals(params.id).toArray();
        const history = await tripHistory(db, params.id);
        const now = deps.clock.now();
        const items = liveOnly(rfqs, history)
          .filter((rfq) => rfq.quote_amount_cents !== null)
          .map((rfq) => rfqView(rfq, now));
        return { items };
      }),

    threadRead: ({ params }) =>
      inTransaction(db, 'r', markScope, (db) => readMark(db, params.rfq_id)),

    markThreadRead: ({ params, body }) => {
      // Stored in UTC, as every timestamp, so that string order is time order.
      const given = new Date(body.read_through).toISOString();
      return inTransaction(db, 'rw', [...markScope, db.messages], async (db) => {
        const current = await readMark(db, params.rfq_id);
        // A mark never moves back: one past the newest message would hide every later one.
        const newest = await newestEventAt(db, current.rfq_id);
        if (newest === null || given > newest) throw markTooLate(newest);
        if (current.read_through !== null && current.read_through >= given) return current;
        await db.thread_reads.put({ rfq_id: current.rfq_id, read_through: given });
        return { rfq_id: current.rfq_id, read_through: given };
      });
    },
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
