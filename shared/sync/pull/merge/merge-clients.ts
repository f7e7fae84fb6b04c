// Pulled clients into the replica: pages of the client list and single client details, merged under
// the replica's rule (../../records.ts), but for a copy that is not a later version of the one here
// (../findings/copy-check.ts). Each client pulled is marked as seen by the walk under way, so the
// walk's end can tell which ones the server no longer holds. A page is merged in chunks, each a
// transaction of its own, the worker yielded between them: a search waiting for the clients table
// runs after a chunk rather than the page.
import { pause } from '../../../encoding/clock';
import { Dexie } from 'dexie';
import type { Client, ClientDetail } from '../../../api';
import type { CharterDb } from '../../../db/database';
import { dirtyFieldsOfMany } from '../../outbox/dirty-fields';
import { clientEntity } from '../../entities';
import { changedRows, clientRowOf, rememberReferences, tripRequestRowOf } from '../../records';
import { withOwnStamps } from '../../own-stamps';
import { applyFromRemote } from '../../sync-state';
import { noteTripActivity, tripActivityChanged } from './trip-discovery';
import { checkCopies, type CopyCheck } from '../findings/copy-check';
import {
  addFindings,
  readFindings,
  writeFindings,
  type FindingsRecord,
} from '../findings/findings-record';

/**
 * Clients merged per transaction. A search waits for the one under way, whose time goes
 * mostly on its requests, one per client and table: 10 held it about 12 ms at the median
 * at 10,000 clients, 20 about 20 ms (docs/benchmarks.md).
 */
const CHUNK = 10;
/** What a chunk's transaction covers (the index middleware adds the snapshot's tables). */
const CHUNK_SCOPE = ['sync_state', 'outbox', 'clients', 'remote_clients', 'aircraft_types'];

/** A macrotask's pause: messages already queued (a search) open their transactions first. */
const yieldToWaiting = () => pause(0);

/** Where pulled clients come from: the walk under way (its generation), and what it pulls. */
export interface MergeOf {
  walk: number;
  /** A page of the walk itself: its copies created anew count towards its finding. */
  walkPage: boolean;
  nowIso: string;
}

/** Records what the copies showed, when they showed anything (rarely: the remote lost data). */
async function noteCopies(
  db: CharterDb,
  record: FindingsRecord,
  check: CopyCheck,
  { walk, walkPage }: MergeOf,
): Promise<void> {
  if (check.ended.length > 0) {
    const items = record.items.filter((item) => !check.ended.includes(item));
    await writeFindings(db, { ...record, items });
  }
  await addFindings(db, check.found);
  if (walkPage && check.replaced > 0) {
    const now = await readFindings(db);
    const count = now.replaced.walk === walk ? now.replaced.count : 0;
    await writeFindings(db, { ...now, replaced: { walk, count: count + check.replaced } });
  }
}

/**
 * Merges pulled clients; answers the ids left alone (made or deleted locally, not synced, or
 * a copy here the broker decides on, ../findings/copy-check.ts).
 * Requests that need no answer go out together: every round trip to the database holds
 * back the searches waiting for this transaction. A page of a list (`listed`) also queues
 * the details of the clients whose trip figures moved (trip-discovery.ts).
 */
export async function mergeClients(
  db: CharterDb,
  clients: readonly Client[],
  of: MergeOf,
  listed?: { sinceWalk: boolean },
): Promise<Set<string>> {
  const { walk, nowIso } = of;
  const ids = clients.map((client) => client.id);
  const [local, dirty, findings] = await Promise.all([
    db.clients.bulkGet(ids),
    dirtyFieldsOfMany(db, clientEntity, ids),
    readFindings(db),
    // Seen on the server, even when held locally: the walk's end must not take it for deleted.
    db.remote_clients.bulkPut(ids.map((id) => ({ id, walk }))),
    rememberReferences(db, { clients }),
  ]);
  // The broker's own consent stamps shown over the remote's of the same act (own-stamps.ts).
  const pulled = await withOwnStamps(db, clients.map(clientRowOf));
  const check = checkCopies(pulled, local, dirty, findings, nowIso);
  const held = new Set(ids.filter((id) => dirty.get(id) === 'all' || check.kept.has(id)));
  if (listed) {
    const moved = clients.filter(
      (client, index) =>
        !held.has(client.id) && tripActivityChanged(local[index], client, listed.sinceWalk),
    );
    await noteTripActivity(
      db,
      moved.map((client) => client.id),
    );
  }
  const merging = pulled.flatMap((row, index) => (check.kept.has(row.id) ? [] : [index]));
  // trip_request_count and last_request_at come as pulled: the replica derives no statistics.
  await db.clients.bulkPut(
    changedRows(
      merging.map((index) => pulled[index]!),
      merging.map((index) => local[index]),
      dirty,
    ),
  );
  await noteCopies(db, findings, check, of);
  return held;
}

/**
 * Merges a page of pulled clients ahead of the transaction that records the page pulled
 * (`what` at `nowIso`). Should that one never commit, the page is pulled and merged again,
 * which changes nothing more: merging is idempotent.
 */
export async function mergeClientsInChunks(
  db: CharterDb,
  clients: readonly Client[],
  of: MergeOf,
  what: string,
): Promise<void> {
  const { nowIso } = of;
  // A client new to the replica is new since the last walk once a walk finished before this one.
  const listed = { sinceWalk: of.walk > 1 };
  for (let start = 0; start < clients.length; start += CHUNK) {
    if (start > 0) await yieldToWaiting();
    const chunk = clients.slice(start, start + CHUNK);
    // Relaxed: the page's own transaction, strict, records it pulled after its chunks.
    await applyFromRemote(db, what, nowIso, (db) => mergeClients(db, chunk, of, listed), {
      scope: CHUNK_SCOPE,
      durability: 'relaxed',
    });
  }
}

/** The ids a local change holds whole (made or deleted locally, not synced). */
export async function heldLocally(db: CharterDb, ids: readonly string[]): Promise<Set<string>> {
  const dirty = await dirtyFieldsOfMany(db, clientEntity, ids);
  return new Set(ids.filter((id) => dirty.get(id) === 'all'));
}

/**
 * A client with its 10 newest trip requests. Trip requests have no local edits (a batch
 * adds RFQs, not trip fields), so the remote's copy is stored as it is; older ones stay. A
 * client deleted locally keeps its trip requests detached until the deletion syncs.
 */
export async function mergeClientDetail(
  db: CharterDb,
  detail: ClientDetail,
  of: MergeOf,
): Promise<void> {
  const { recent_trip_requests: trips, ...client } = detail;
  const rows = trips.map(tripRequestRowOf);
  const [held, local] = await Promise.all([
    mergeClients(db, [client], of),
    db.trip_requests.bulkGet(rows.map((row) => row.id)),
  ]);
  if (held.has(client.id)) return;
  await db.trip_requests.bulkPut(changedRows(rows, local, new Map()));
}

/**
 * The listed clients whose newest trip request the replica lacks (its `created_at` is not
 * their `last_request_at`): only their detail can bring it.
 */
export async function lackingNewestTrip(
  db: CharterDb,
  clients: readonly Client[],
): Promise<string[]> {
  const newest = await Promise.all(
    clients.map((client) =>
      db.trip_requests
        .where('[client_id+created_at]')
        .between([client.id, Dexie.minKey], [client.id, Dexie.maxKey])
        .last(),
    ),
  );
  return clients
    .filter(({ last_request_at: last }, index) => {
      const known = newest[index]?.created_at;
      return last !== null && (known === undefined || Date.parse(known) !== Date.parse(last));
    })
    .map((client) => client.id);
}
