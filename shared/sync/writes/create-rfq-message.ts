// createRfqMessage: the broker writes on an RFQ's thread. It holds the thread's counters
// until acknowledged, when the message takes the server's copy under the name it was
// written under here ("You"), not the API user's the remote stamps (docs/decisions.md).
import { messageRequest, rfqMessage } from '../../api';
import type { CharterDb } from '../../db/database';
import type { RfqRow } from '../../db/rows';
import { findRfq } from '../../service/rfqs/rfq-rules';
import { rfqEntity } from '../entities';
import type { WriteBehavior } from './behavior';
import { preview } from './change-words';
import { bodyOf, createdIdOf, pathIdOf, required } from './write-input';

/** What an RFQ's thread counters become when the broker writes on it. */
const THREAD_FIELDS = ['message_count', 'last_message_at', 'last_message_author'];

/** The thread counters of an RFQ as its stored messages say. */
async function recountThread(db: CharterDb, rfq: RfqRow): Promise<void> {
  const messages = await db.messages.where('rfq_id').equals(rfq.id).sortBy('at');
  const last = messages.at(-1);
  await db.rfqs.put({
    ...rfq,
    message_count: messages.length,
    last_message_at: last?.at ?? null,
    last_message_author: last?.author ?? null,
  });
}

export const createRfqMessage: WriteBehavior<'createRfqMessage', RfqRow | undefined> = {
  // The path names the RFQ by its id or its link's token.
  before: (db, write) => findRfq(db, pathIdOf(write)).catch(() => undefined),
  async draft(_db, write, result, was) {
    const rfqId = required(was, 'The RFQ written on').id;
    return {
      operation_id: 'createRfqMessage',
      entity: rfqEntity(rfqId),
      target_id: rfqId,
      body: bodyOf(messageRequest, write),
      base: null,
      created_ids: [createdIdOf(result)],
    };
  },
  holds: () => new Set(THREAD_FIELDS),
  answer: rfqMessage,
  async acknowledge(db, entry, message) {
    const local = await db.messages.get(entry.created_ids[0]!);
    await db.messages.delete(entry.created_ids[0]!);
    const authorName = local?.author_name ?? message.author_name;
    await db.messages.put({ ...message, author_name: authorName, rfq_id: entry.target_id! });
  },
  async undo(db, entry) {
    await db.messages.bulkDelete(entry.created_ids);
    const rfq = await db.rfqs.get(entry.target_id!);
    if (rfq) await recountThread(db, rfq);
  },
  recreatable: false,
  async describe(db, entry) {
    const target = entry.target_id!;
    const rfq = await db.rfqs.get(target);
    const to = rfq ? (rfq.contact_name ?? rfq.operator.legal_name) : 'an operator';
    return {
      summary: `Message to ${to}: “${preview(entry.body.body)}”`,
      effect: 'Removes your message from the thread',
      record: { kind: 'rfq', id: target },
    };
  },
  // A message is no record an entry acts on.
  createdEntity: null,
};
