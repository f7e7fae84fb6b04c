// What a pulled answer does to the replica, per target: a page of clients is merged ahead,
// in chunks, the rest inside the pull's one transaction; each returns the targets that
// follow it (its next page, the details it calls for).
import type { OperationData, Problem } from '../../api';
import type { CharterDb } from '../../db/database';
import type { TransactionScope } from '../../db/unit-of-work';
import {
  heldLocally,
  lackingNewestTrip,
  mergeClientDetail,
  mergeClientsInChunks,
} from './merge-clients';
import { clientsGone } from './server-deletions';
import { mergeContacts, mergeRfqs, mergeThread } from './merge-rfqs';
import { fromFirstPage, nextPage, type PullTarget } from './targets';
import { applyWalkPage, walkGeneration } from './client-walk';
import { noteTripActivity } from './trip-discovery';
import { currentWalk } from '../sync-state';
import { noteClientCopy } from '../push/fresh-base';

/**
 * The tables a target's transaction covers: its progress in sync_state and what its answer
 * or refusal merges. No wider: a transaction that writes the clients' tables holds back
 * every search until it commits, and an RFQ's or a walk page's need not.
 */
const MERGE_TABLES: Record<PullTarget['kind'], readonly string[]> = {
  walk: ['remote_clients'],
  recent_clients: ['outbox', 'trip_requests'],
  // A detail, or a 404 that removes the client (server-deletions.ts).
  client: ['outbox', 'clients', 'remote_clients', 'aircraft_types', 'trip_requests'],
  trip_rfqs: ['outbox', 'rfqs', 'operators'],
  thread: ['outbox', 'rfqs', 'messages'],
  contacts: ['operator_contacts'],
};

export const mergeScope = (target: PullTarget): TransactionScope => [
  'sync_state',
  ...MERGE_TABLES[target.kind],
];

/** Pages whose clients `mergeAhead` merges, in transactions of their own before the page's. */
export const mergedAhead = (target: PullTarget): boolean =>
  target.kind === 'walk' || target.kind === 'recent_clients';

/**
 * Merges the clients of a page before its transaction (`what` labels their own). `data` was
 * checked against the target's operation's success schema (task.ts).
 */
export async function mergeAhead(
  db: CharterDb,
  target: PullTarget,
  data: unknown,
  what: string,
  nowIso: string,
): Promise<void> {
  if (!mergedAhead(target)) return;
  const { items } = data as OperationData<'searchClients'>;
  const walk =
    target.kind === 'walk' ? await walkGeneration(db, target, nowIso) : await currentWalk(db);
  await mergeClientsInChunks(db, items, walk, what, nowIso);
}

/** After `mergeAhead`, in the pull's transaction. */
export async function mergeAnswer(
  db: CharterDb,
  target: PullTarget,
  data: unknown,
  nowIso: string,
): Promise<PullTarget[]> {
  switch (target.kind) {
    case 'walk':
      return applyWalkPage(db, target, data as OperationData<'searchClients'>, nowIso);
    case 'recent_clients': {
      const page = data as OperationData<'searchClients'>;
      const held = await heldLocally(
        db,
        page.items.map((client) => client.id),
      );
      const listed = page.items.filter((client) => !held.has(client.id));
      // Their details go first among pulls, as those of clients whose trip figures moved.
      await noteTripActivity(db, await lackingNewestTrip(db, listed));
      return nextPage(target, page.next_cursor);
    }
    case 'client': {
      const detail = data as OperationData<'getClient'>;
      await mergeClientDetail(db, detail, await currentWalk(db));
      // An edit made from this copy soon after goes without reading it back first.
      await noteClientCopy(db, detail.id, Date.parse(nowIso));
      return [];
    }
    case 'trip_rfqs': {
      const page = data as OperationData<'listTripRequestRfqs'>;
      await mergeRfqs(db, page.items);
      return nextPage(target, page.next_cursor);
    }
    case 'thread': {
      const page = data as OperationData<'listRfqMessages'>;
      await mergeThread(db, target.id, page);
      return nextPage(target, page.next_cursor);
    }
    case 'contacts': {
      const page = data as OperationData<'listOperatorContacts'>;
      await mergeContacts(db, page.items);
      return nextPage(target, page.next_cursor);
    }
  }
}

/**
 * What a refusal (404, 409, 422) means: an invalid cursor starts the list again; a client
 * the server does not have is gone (server-deletions.ts); anything else drops the target, so
 * one record the remote refuses never holds up the rest.
 */
export async function mergeRefusal(
  db: CharterDb,
  target: PullTarget,
  problem: Problem,
  nowIso: string,
): Promise<PullTarget[]> {
  if (problem.type === 'invalid_cursor') return [fromFirstPage(target)];
  if (target.kind === 'client' && problem.status === 404) {
    await clientsGone(db, [target.id], nowIso);
  }
  return [];
}
