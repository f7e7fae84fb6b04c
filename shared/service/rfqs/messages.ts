// Operations 3 and 4: an RFQ's thread, oldest first, and a new message on it. The message
// and the RFQ's thread counters are written together, so they never disagree.
import type { MessageAuthor, Page, RfqListQuery, RfqMessage } from '../../api';
import type { MessageRow, RfqRow } from '../../db/rows';
import { newIdOf, type ServiceDeps } from '../deps';
import { keysetPage, rowsAfter } from './keyset';
import { assertNotHistory, assertThreadOpen } from './rfq-lifecycle';
import { findRfq } from './rfq-rules';
import { messageView } from './rfq-view';
import { inTransaction } from '../../db/unit-of-work';

interface NewMessage {
  author: MessageAuthor;
  author_name: string;
  body: string;
}

/** Adds a message to `rfq`'s thread; call inside a write transaction over rfqs and messages. */
export async function appendMessage(
  deps: ServiceDeps,
  rfq: RfqRow,
  message: NewMessage,
): Promise<RfqMessage> {
  assertThreadOpen(rfq);
  const at = deps.clock.now().toISOString();
  const row: MessageRow = { id: newIdOf(deps), rfq_id: rfq.id, at, ...message };
  await deps.db.messages.add(row);
  await deps.db.rfqs.update(rfq.id, {
    message_count: rfq.message_count + 1,
    last_message_at: at,
    last_message_author: message.author,
  });
  return messageView(row);
}

/** The broker writes: `ref` is the RFQ's id or its link token. */
export async function postBrokerMessage(
  deps: ServiceDeps,
  ref: string,
  body: string,
): Promise<RfqMessage> {
  const rfq = await findRfq(deps.db, ref);
  await assertNotHistory(deps.db, rfq);
  return appendMessage(deps, rfq, {
    author: 'broker',
    author_name: deps.currentUser.display_name,
    body,
  });
}

export function listMessages(
  deps: ServiceDeps,
  ref: string,
  query: RfqListQuery,
): Promise<Page<RfqMessage>> {
  const { db } = deps;
  return inTransaction(db, 'r', [db.rfqs, db.messages], async (db) => {
    const rfq = await findRfq(db, ref);
    return keysetPage({
      route: 'listRfqMessages',
      filters: { rfq_id: rfq.id },
      cursor: query.cursor,
      limit: query.limit,
      keyLength: 2,
      keyOf: (row: MessageRow) => [row.at, row.id],
      rowsAfter: (after, take) => rowsAfter(db.messages, '[rfq_id+at+id]', [rfq.id], after, take),
      count: () => db.messages.where('rfq_id').equals(rfq.id).count(),
      view: messageView,
    });
  });
}
