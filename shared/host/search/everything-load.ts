// The search-everything index filled from a database's tables, as the worker fills it at each
// start (nothing of it is persisted: docs/decisions.md): each table read a chunk at a time by
// primary key, its documents put a slice at a time with a pause between, so the worker
// answers other requests meanwhile. The operators and their contacts first, then the trips
// with their clients' names, the RFQs' notes, and the messages with their RFQs. The search
// bench (test/bench/page/search-worker.ts) times this same load.
import type { EntityTable } from 'dexie';
import type { CharterDb } from '../../db/database';
import type { OperatorContactRow, RfqRow } from '../../db/rows';
import { putInSlices } from '../../search/everything/build';
import {
  messageDocument,
  noteDocuments,
  operatorDocument,
  tripDocument,
  type SearchDocument,
} from '../../search/everything/documents';
import type { DocumentIndex } from '../../search/everything/document-index';

/**
 * Rows read in one request: the database parses each row it reads (rows parsed on read), a
 * chunk in one task, so a chunk is as long as the worker can be kept from answering.
 */
const CHUNK = 500;

/** A table's rows by primary key (`id`), a chunk at a time. */
async function* chunksOf<T extends { id: string }>(
  table: EntityTable<T, 'id'>,
): AsyncGenerator<T[]> {
  let after: string | null = null;
  for (;;) {
    const rows: T[] =
      after === null
        ? await table.orderBy(':id').limit(CHUNK).toArray()
        : await table.where(':id').above(after).limit(CHUNK).toArray();
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < CHUNK) return;
    after = (rows.at(-1) as T).id;
  }
}

async function* mapped<T>(
  chunks: AsyncIterable<T[]>,
  toDocuments: (rows: T[]) => Promise<SearchDocument[]> | SearchDocument[],
): AsyncGenerator<SearchDocument[]> {
  for await (const rows of chunks) yield await toDocuments(rows);
}

/** A pause that lets the worker's other tasks run (a message, not a timer: no 4 ms clamp). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Every document of the database's operators, trips, RFQs and messages put in `index`, a
 * slice at a time, awaiting `pause()` between slices.
 */
export async function loadEverything(
  db: CharterDb,
  index: Pick<DocumentIndex, 'put'>,
  pause: () => Promise<void> = nextTask,
): Promise<number> {
  const contacts = new Map<string, OperatorContactRow[]>();
  for (const contact of await db.operator_contacts.toArray()) {
    contacts.set(contact.operator_id, [...(contacts.get(contact.operator_id) ?? []), contact]);
  }
  let documents = await putInSlices(
    index,
    mapped(chunksOf(db.operators), (rows) =>
      rows.map((operator) => operatorDocument(operator, contacts.get(operator.id) ?? [])),
    ),
    pause,
  );
  documents += await putInSlices(
    index,
    mapped(chunksOf(db.trip_requests), async (trips) => {
      const ids = [...new Set(trips.flatMap((trip) => trip.client_id ?? []))];
      const found = await db.clients.bulkGet(ids);
      const clients = new Map(found.flatMap((client) => (client ? [[client.id, client]] : [])));
      return trips.map((trip) =>
        tripDocument(trip, trip.client_id === null ? null : (clients.get(trip.client_id) ?? null)),
      );
    }),
    pause,
  );
  const rfqs = new Map<string, RfqRow>();
  documents += await putInSlices(
    index,
    mapped(chunksOf(db.rfqs), (rows) =>
      rows.flatMap((rfq) => {
        rfqs.set(rfq.id, rfq);
        return noteDocuments(rfq);
      }),
    ),
    pause,
  );
  documents += await putInSlices(
    index,
    mapped(chunksOf(db.messages), (rows) =>
      rows.map((message) => messageDocument(message, rfqs.get(message.rfq_id))),
    ),
    pause,
  );
  return documents;
}
