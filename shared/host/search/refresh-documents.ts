// The documents of the records a commit changed, made again from their stored rows: a trip
// with its client's name and company (a client's change puts its trips again), an operator
// with its contacts, an RFQ's notes (and its thread's messages, which show its operator and
// trip), a message with its RFQ. A record gone is removed.
import type { CharterDb } from '../../db/database';
import type { CommittedRecords, SearchedTable } from '../../db/index-upkeep/committed-records';
import type { MessageRow, RfqRow } from '../../db/rows';
import { inTransaction } from '../../db/unit-of-work';
import {
  messageDocument,
  noteDocuments,
  noteIdsOf,
  operatorDocument,
  tripDocument,
} from '../../search/everything/documents';
import type { EverythingIndex } from '../../search/everything/everything-index';

const TABLES = ['clients', 'trip_requests', 'operators', 'operator_contacts', 'rfqs', 'messages'];

/** The ids of `table` changed (a range cleared is loaded again whole, never here). */
function idsOf(records: CommittedRecords, table: SearchedTable): string[] {
  const ids = records.get(table);
  return ids === undefined || ids === 'all' ? [] : [...ids];
}

async function refreshTrips(db: CharterDb, index: EverythingIndex, ids: Iterable<string>) {
  for (const id of ids) {
    const trip = await db.trip_requests.get(id);
    if (!trip) {
      index.remove('trip', id);
      continue;
    }
    const client = trip.client_id === null ? undefined : await db.clients.get(trip.client_id);
    index.put(tripDocument(trip, client ?? null));
  }
}

async function refreshOperators(db: CharterDb, index: EverythingIndex, ids: Iterable<string>) {
  for (const id of ids) {
    const operator = await db.operators.get(id);
    if (!operator) {
      index.remove('operator', id);
      continue;
    }
    const contacts = await db.operator_contacts.where('operator_id').equals(id).toArray();
    index.put(operatorDocument(operator, contacts));
  }
}

function putMessage(index: EverythingIndex, message: MessageRow, rfq: RfqRow | undefined) {
  index.put(messageDocument(message, rfq));
}

async function refreshRfqs(db: CharterDb, index: EverythingIndex, ids: Iterable<string>) {
  for (const id of ids) {
    for (const noteId of noteIdsOf(id)) index.remove('note', noteId);
    const rfq = await db.rfqs.get(id);
    if (rfq) for (const note of noteDocuments(rfq)) index.put(note);
    for (const message of await db.messages.where('rfq_id').equals(id).toArray()) {
      putMessage(index, message, rfq);
    }
  }
}

async function refreshMessages(db: CharterDb, index: EverythingIndex, ids: Iterable<string>) {
  for (const id of ids) {
    const message = await db.messages.get(id);
    if (!message) index.remove('message', id);
    else putMessage(index, message, await db.rfqs.get(message.rfq_id));
  }
}

/** Puts or removes the documents of what `records` says changed, read in one transaction. */
export function refreshDocuments(
  db: CharterDb,
  index: EverythingIndex,
  records: CommittedRecords,
): Promise<void> {
  return inTransaction(db, 'r', TABLES, async (db) => {
    const clients = idsOf(records, 'clients');
    const trips = new Set([
      ...idsOf(records, 'trip_requests'),
      ...clients.flatMap((id) => index.tripsOfClient(id)),
    ]);
    await refreshTrips(db, index, trips);
    const operators = new Set([
      ...idsOf(records, 'operators'),
      ...idsOf(records, 'operator_contacts'),
    ]);
    await refreshOperators(db, index, operators);
    const rfqs = idsOf(records, 'rfqs');
    await refreshRfqs(db, index, rfqs);
    const messages = idsOf(records, 'messages').filter(
      // Those of a changed RFQ were put with it.
      (id) => !rfqs.includes(index.documents.get('message', id)?.refs.rfqId ?? ''),
    );
    await refreshMessages(db, index, messages);
  });
}
