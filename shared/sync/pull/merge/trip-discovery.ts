// New trip requests, found. The API lists trip requests only inside a client's detail (its
// 10 newest), so a trip made on the server shows first as its client's `last_request_at` or
// `trip_request_count` moving. Each page of clients merged (the walk, recent clients) notes
// the clients whose figures differ from the replica's, and the planner pulls their details
// first among the background pulls (../plan/planner.ts), each one leaving the queue in its pull's
// transaction. The queue is a record of sync_state, one client id a line, so a restart
// resumes it. A trip's quotes moving (its RFQs pulled) queues its client's detail the same way.
import type { Client } from '../../../api';
import type { CharterDb } from '../../../db/database';
import type { ClientRow } from '../../../db/rows';
import { z } from 'zod';
import { deleteState, readState, writeState } from '../../sync-state';
import { ENGINE_KEYS } from '../../state-memory';

const DISCOVERED_KEY = ENGINE_KEYS.pullDiscovered;

const linesOf = (queue: string) => (queue === '' ? [] : queue.split('\n'));

async function readQueue(db: CharterDb): Promise<string[]> {
  return linesOf((await readState(db, DISCOVERED_KEY, z.string())) ?? '');
}

function writeQueue(db: CharterDb, ids: readonly string[]): Promise<unknown> {
  return ids.length === 0
    ? deleteState(db, DISCOVERED_KEY)
    : writeState(db, DISCOVERED_KEY, ids.join('\n'));
}

const sameInstant = (a: string | null, b: string | null) =>
  a === b || (a !== null && b !== null && Date.parse(a) === Date.parse(b));

/**
 * Whether `pulled` tells of trip requests the replica may lack. A client the replica does not
 * hold is new to it: its trips count only once a walk has compared the list before
 * (`sinceWalk`); the first connection details recently active clients on its own.
 */
export function tripActivityChanged(
  local: ClientRow | undefined,
  pulled: Client,
  sinceWalk: boolean,
): boolean {
  if (!local) return sinceWalk && pulled.trip_request_count > 0;
  return (
    local.trip_request_count !== pulled.trip_request_count ||
    !sameInstant(local.last_request_at, pulled.last_request_at)
  );
}

/** Queues the details of `ids` (after those queued, each once), in the caller's transaction. */
export async function noteTripActivity(db: CharterDb, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const queue = await readQueue(db);
  const queued = new Set(queue);
  const added = [...new Set(ids)].filter((id) => !queued.has(id));
  if (added.length > 0) await writeQueue(db, [...queue, ...added]);
}

/**
 * The trips whose quotes moved (an RFQ of theirs quoted, requoted, declined or withdrawn on
 * the server): their `quote_count` and `latest_quote` come only with their clients' details,
 * queued here; a trip with no client has no detail to bring them.
 */
export async function noteQuotesMoved(db: CharterDb, tripIds: readonly string[]): Promise<void> {
  if (tripIds.length === 0) return;
  const trips = await db.trip_requests.bulkGet([...new Set(tripIds)]);
  await noteTripActivity(
    db,
    trips.flatMap((trip) => (trip?.client_id ? [trip.client_id] : [])),
  );
}

/** The client whose detail is to be pulled next, or null. */
export async function nextDiscovered(db: CharterDb): Promise<string | null> {
  return (await readQueue(db))[0] ?? null;
}

/** Its detail pulled (or refused): the client leaves the queue. */
export async function dropDiscovered(db: CharterDb, id: string): Promise<void> {
  const queue = await readQueue(db);
  if (queue.includes(id))
    await writeQueue(
      db,
      queue.filter((queued) => queued !== id),
    );
}
