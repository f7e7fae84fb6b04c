// A page of an RFQ's messages (free: they count against no allowance). A 404 is the RFQ gone
// on the server, which never deletes one (../findings/rfqs-gone.ts).
import { page, rfqMessage } from '../../../api';
import { rfqsGone } from '../findings/rfqs-gone';
import { mergeThread } from '../merge/merge-rfqs';
import { nextPage } from '../targets';
import { listUrl, segment } from './list-url';
import type { PullKind } from './pull-kind';

export const thread: PullKind<'thread'> = {
  operationId: 'listRfqMessages',
  url: (target) => listUrl(`/v1/rfqs/${segment(target.id)}/messages`, { cursor: target.cursor }),
  name: (target) => `messages of RFQ ${target.id}`,
  answer: page(rfqMessage),
  tables: () => ['outbox', 'rfqs', 'messages', 'rfq_history'],
  async merge(db, target, answer) {
    await mergeThread(db, target.id, answer);
    return nextPage(target, answer.next_cursor);
  },
  record: { kind: 'rfq', gone: (db, target, nowIso) => rfqsGone(db, [target.id], nowIso) },
  screenRound: 'threads',
  askedTarget: (copy) => ({ kind: 'thread', id: copy.rfqId, cursor: null }),
  rfqsRead: async (db, target) => [await db.rfqs.get(target.id)].filter((rfq) => rfq !== undefined),
};
