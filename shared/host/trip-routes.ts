// The trip screen's /local/ routes (docs/local-api.md): the stored trip request (no /v1
// operation reads one), each RFQ's last message and unread count, the broker's read mark on
// a thread, and the trip's quotes for the client page. All read and write this computer's
// database only: nothing is pulled (a /v1 read of RFQs would ask the remote for a copy).
import { Dexie } from 'dexie';
import { Hono } from 'hono';
import { z } from 'zod';
import { makeProblem } from '../api';
import { ProblemError, validationError } from '../api/problem-error';
import type { CharterDb } from '../db/database';
import { answerAt } from '../rules/rfq-states';
import type { RfqRow } from '../db/rows';
import { inTransaction } from '../db/unit-of-work';
import { threadReadChange, type ThreadRead, type TripThreads } from '../rpc/local-api';
import { clientSummaryOf, tripRequestSummary } from '../service/clients/trip-request-summary';
import type { ServiceDeps } from '../service/deps';
import { jsonResponse, readRequest } from '../service/http';
import { messageView, rfqView } from '../service/rfqs/rfq-view';
import { resolveAlias } from '../sync/aliases';

const idParams = z.strictObject({ id: z.string().min(1).max(200) });

function notFound(detail: string): ProblemError {
  return new ProblemError(makeProblem('not_found', { detail }));
}

function markTooLate(newest: string | null): ProblemError {
  const message =
    newest === null
      ? 'This thread has nothing to mark as read'
      : `Must not be later than the newest message or answer of the thread (${newest})`;
  return validationError([{ field: 'read_through', code: 'too_big', message }]);
}

/** Operator messages after `mark` (all of them when there is none): what the broker has not seen. */
function countUnread(db: CharterDb, rfqId: string, mark: string | null): Promise<number> {
  return db.messages
    .where('[rfq_id+at+id]')
    .between([rfqId, mark ?? Dexie.minKey, Dexie.maxKey], [rfqId, Dexie.maxKey, Dexie.maxKey])
    .filter((message) => message.author === 'operator')
    .count();
}

function lastStoredMessage(db: CharterDb, rfqId: string) {
  return db.messages
    .where('[rfq_id+at+id]')
    .between([rfqId, Dexie.minKey, Dexie.minKey], [rfqId, Dexie.maxKey, Dexie.maxKey])
    .last();
}

/**
 * The time of the thread's newest event this computer knows of: a message, stored or told
 * of, or the operator's answer (a quote or decline is read with the thread, docs/decisions.md).
 */
async function newestEventAt(db: CharterDb, rfqId: string): Promise<string | null> {
  const last = await lastStoredMessage(db, rfqId);
  const rfq = await db.rfqs.get(rfqId);
  const told = rfq?.last_message_at ?? null;
  const answered = rfq ? answerAt(rfq) : null;
  const times = [last?.at, told, answered].filter((at) => at != null).map((at) => Date.parse(at));
  return times.length === 0 ? null : new Date(Math.max(...times)).toISOString();
}

/**
 * Whether a pulled RFQ tells of a later message than its thread holds (`lastStoredAt`), an
 * operator's the broker has not seen: it counts as one unread until the thread is pulled.
 */
export function toldUnseen(
  rfq: Pick<RfqRow, 'last_message_at' | 'last_message_author'>,
  lastStoredAt: string | null,
  mark: string | null,
): boolean {
  const told = rfq.last_message_at;
  const later = told !== null && (lastStoredAt === null || told > lastStoredAt);
  return later && rfq.last_message_author === 'operator' && (mark === null || told > mark);
}

/** A thread's last stored message, unless a pulled RFQ tells of a later one, and its unread. */
async function threadState(db: CharterDb, rfq: RfqRow, mark: string | null) {
  const last = await lastStoredMessage(db, rfq.id);
  const later = rfq.last_message_at !== null && (!last || rfq.last_message_at > last.at);
  const unseen = toldUnseen(rfq, last?.at ?? null, mark);
  return {
    last: last && !later ? last : null,
    unread: Math.max(await countUnread(db, rfq.id, mark), unseen ? 1 : 0),
  };
}

async function tripThreads(db: CharterDb, tripId: string): Promise<TripThreads> {
  const rfqs = await db.rfqs.where('trip_request_id').equals(tripId).toArray();
  const items = [];
  for (const rfq of rfqs) {
    const mark = (await db.thread_reads.get(rfq.id))?.read_through ?? null;
    const { last, unread } = await threadState(db, rfq, mark);
    items.push({ rfq_id: rfq.id, last_message: last && messageView(last), unread });
  }
  return { items };
}

export function tripRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  app.get('/trip-requests/:id', async (c) => {
    const { params } = await readRequest(c, { pathParams: idParams });
    const trip = await db.trip_requests.get(params.id);
    if (!trip) throw notFound('This trip request is not on this computer');
    const client = trip.client_id === null ? undefined : await db.clients.get(trip.client_id);
    return jsonResponse(200, tripRequestSummary(trip, client ? clientSummaryOf(client) : null));
  });

  app.get('/trip-requests/:id/threads', async (c) => {
    const { params } = await readRequest(c, { pathParams: idParams });
    const scope = [db.rfqs, db.messages, db.thread_reads];
    return jsonResponse(
      200,
      await inTransaction(db, 'r', scope, (db) => tripThreads(db, params.id)),
    );
  });

  app.get('/trip-requests/:id/quotes', async (c) => {
    const { params } = await readRequest(c, { pathParams: idParams });
    const rfqs = await db.rfqs.where('trip_request_id').equals(params.id).toArray();
    const now = deps.clock.now();
    const items = rfqs
      .filter((rfq) => rfq.quote_amount_cents !== null)
      .map((rfq) => rfqView(rfq, now));
    return jsonResponse(200, { items });
  });

  /** The mark under the RFQ's id now; its alias and the mark are read in one transaction. */
  async function readMark(db: CharterDb, ref: string): Promise<ThreadRead> {
    const id = await resolveAlias(db, ref);
    if (!(await db.rfqs.get(id))) throw notFound('No RFQ with this id');
    return { rfq_id: id, read_through: (await db.thread_reads.get(id))?.read_through ?? null };
  }
  const scope = [db.aliases, db.rfqs, db.thread_reads];

  app.get('/threads/:id/read', async (c) => {
    const { params } = await readRequest(c, { pathParams: idParams });
    return jsonResponse(200, await inTransaction(db, 'r', scope, (db) => readMark(db, params.id)));
  });

  app.put('/threads/:id/read', async (c) => {
    const { params, body } = await readRequest(c, { pathParams: idParams, body: threadReadChange });
    // Stored in UTC, as every timestamp, so that string order is time order.
    const given = new Date(body.read_through).toISOString();
    const mark = await inTransaction(db, 'rw', [...scope, db.messages], async (db) => {
      const current = await readMark(db, params.id);
      // A mark never moves back: one past the newest message would hide every later one.
      const newest = await newestEventAt(db, current.rfq_id);
      if (newest === null || given > newest) throw markTooLate(newest);
      if (current.read_through !== null && current.read_through >= given) return current;
      await db.thread_reads.put({ rfq_id: current.rfq_id, read_through: given });
      return { rfq_id: current.rfq_id, read_through: given };
    });
    return jsonResponse(200, mark);
  });

  return app;
}
