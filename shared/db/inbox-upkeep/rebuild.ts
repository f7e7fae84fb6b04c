// The inbox's items made whole from the RFQs, messages and read marks a database holds: the
// upgrade to schema version 8 fills it once; the middleware keeps it in step from then on.
import type { Transaction } from 'dexie';
import type { InboxRow, MessageRow, RfqRow, ThreadReadRow } from '../rows';
import { answerItem, INBOX_TABLE, messageItem } from './items';

export async function rebuildInbox(tx: Transaction): Promise<void> {
  const marks = new Map(
    ((await tx.table('thread_reads').toArray()) as ThreadReadRow[]).map((mark) => [
      mark.rfq_id,
      mark.read_through,
    ]),
  );
  const markOf = (rfqId: string) => marks.get(rfqId) ?? null;
  const items: InboxRow[] = [];
  const keep = (item: InboxRow | null) => void (item && items.push(item));
  await tx.table('rfqs').each((rfq: RfqRow) => keep(answerItem(rfq, markOf(rfq.id))));
  await tx
    .table('messages')
    .each((message: MessageRow) => keep(messageItem(message, markOf(message.rfq_id))));
  await tx.table(INBOX_TABLE).clear();
  await tx.table(INBOX_TABLE).bulkPut(items);
}
