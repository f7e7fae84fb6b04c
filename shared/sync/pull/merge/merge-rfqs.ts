// Pulled RFQs, their threads and the operator contacts into the replica. Statuses, quotes
// and thread counters are the remote's, except what an unsynced withdrawal or message holds.
import type { OperatorContact, Page, Rfq, RfqMessage } from '../../../api';
import type { CharterDb } from '../../../db/database';
import type { RfqRow } from '../../../db/rows';
import { contactEmail } from '../../../service/rfqs/contacts';
import { dirtyFieldsOfMany } from '../../outbox/dirty-fields';
import { rfqEntity } from '../../entities';
import { changedRows, rememberReferences, rfqRowOf } from '../../records';
import { noteQuotesMoved } from './trip-discovery';

const quoteOf = (row: RfqRow) => `${row.status}|${row.quote_id}|${row.quote_amount_cents}`;

/**
 * A page of a trip request's RFQs: lists carry no link, so a known row keeps its own. An RFQ
 * whose quote came, changed or no longer stands moves its trip's quotes, which only its
 * client's detail carries: that detail is queued (trip-discovery.ts).
 */
export async function mergeRfqs(db: CharterDb, rfqs: readonly Rfq[]): Promise<void> {
  if (rfqs.length === 0) return;
  const ids = rfqs.map((rfq) => rfq.id);
  const [local, dirty] = await Promise.all([
    db.rfqs.bulkGet(ids),
    dirtyFieldsOfMany(db, rfqEntity, ids),
  ]);
  const remote = rfqs.map((rfq, index) => rfqRowOf(rfq, local[index]));
  const changed = changedRows(remote, local, dirty);
  // Compared as stored: a withdrawal still unsynced holds the status, and moves nothing yet.
  const held = new Map(local.flatMap((row) => (row ? [[row.id, row] as const] : [])));
  const moved = changed.filter((row) => {
    const before = held.get(row.id);
    return before !== undefined && quoteOf(before) !== quoteOf(row);
  });
  await db.rfqs.bulkPut(changed);
  await rememberReferences(db, { rfqs });
  await noteQuotesMoved(
    db,
    moved.map((row) => row.trip_request_id),
  );
}

/** The thread counters as the remote's last page of messages shows them. */
function countersOf(rfq: RfqRow, lastPage: Page<RfqMessage>): RfqRow {
  const last = lastPage.items.at(-1);
  // An empty last page after others (the thread ended where one did) keeps the newest known.
  const newest = last ? { last_message_at: last.at, last_message_author: last.author } : {};
  return lastPage.total === 0
    ? { ...rfq, message_count: 0, last_message_at: null, last_message_author: null }
    : { ...rfq, message_count: lastPage.total, ...newest };
}

/**
 * A page of an RFQ's messages, upserted by id. A message of the broker's still in the
 * outbox is left as it is, and so are the thread counters while one is; a broker's message
 * held here keeps its name (one written here stays "You", not the API user's name).
 */
export async function mergeThread(
  db: CharterDb,
  rfqId: string,
  page: Page<RfqMessage>,
): Promise<void> {
  const ids = page.items.map((message) => message.id);
  const unsent = new Set(
    (await db.outbox.where('created_ids').anyOf(ids).toArray()).flatMap((e) => e.created_ids),
  );
  const rows = page.items
    .filter((message) => !unsent.has(message.id))
    .map((message) => ({ ...message, rfq_id: rfqId }));
  const local = await db.messages.bulkGet(rows.map((row) => row.id));
  const named = rows.map((row, index) => {
    const held = local[index];
    return row.author === 'broker' && held ? { ...row, author_name: held.author_name } : row;
  });
  await db.messages.bulkPut(changedRows(named, local, new Map()));
  if (page.next_cursor !== null) return;
  const rfq = await db.rfqs.get(rfqId);
  if (!rfq) return;
  const dirty = await dirtyFieldsOfMany(db, rfqEntity, [rfqId]);
  await db.rfqs.bulkPut(changedRows([countersOf(rfq, page)], [rfq], dirty));
}

/** Contacts are the organization's, with no local edits: the remote's copy is stored. */
export async function mergeContacts(
  db: CharterDb,
  contacts: readonly OperatorContact[],
): Promise<void> {
  await db.operator_contacts.bulkPut(
    contacts.map((contact) => ({ ...contact, email: contactEmail(contact.email) })),
  );
}
