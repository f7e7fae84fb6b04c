// A page of a trip request's RFQs: merged, and found again if they were missing; a whole
// list (one page from the first) must hold every RFQ the remote had, so one it leaves out is
// gone (../findings/rfqs-gone.ts), and so is the trip on a 404.
import { page, rfq } from '../../../api';
import { dropFindings } from '../findings/findings-record';
import { rfqsLeftOut, tripGone } from '../findings/rfqs-gone';
import { mergeRfqs } from '../merge/merge-rfqs';
import { nextPage } from '../targets';
import { listUrl, segment } from './list-url';
import type { PullKind } from './pull-kind';

export const tripRfqs: PullKind<'trip_rfqs'> = {
  operationId: 'listTripRequestRfqs',
  url: (target) =>
    listUrl(`/v1/trip-requests/${segment(target.id)}/rfqs`, { cursor: target.cursor }),
  name: (target) => `RFQs of trip request ${target.id}`,
  answer: page(rfq),
  // A complete list that leaves out RFQs known here finds them gone; a quote that moved
  // queues its trip's client detail (trip_requests read, sync_state written).
  tables: () => ['outbox', 'rfqs', 'operators', 'aliases', 'rfq_history', 'trip_requests'],
  async merge(db, target, answer, nowIso) {
    const listed = answer.items.map((rfq) => rfq.id);
    await mergeRfqs(db, answer.items);
    await dropFindings(db, 'rfq', listed);
    if (target.cursor === null && answer.next_cursor === null) {
      await rfqsLeftOut(db, target.id, listed, nowIso);
    }
    return nextPage(target, answer.next_cursor);
  },
  record: { kind: 'trip_request', gone: (db, target, nowIso) => tripGone(db, target.id, nowIso) },
  screenRound: 'trip_rfqs',
  askedTarget: (copy) => ({ kind: 'trip_rfqs', id: copy.tripRequestId, cursor: null }),
  rfqsRead: (db, target) => db.rfqs.where('trip_request_id').equals(target.id).toArray(),
};
