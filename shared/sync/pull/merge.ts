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
} from './merge/merge-clients';
import { clientsGone } from './findings/server-deletions';
import { dropFindings } from './findings/findings-record';
import { remoteHasLost } from './findings/lost-remote';
import { mergeContacts, mergeRfqs, mergeThread } from './merge/merge-rfqs';
import { rfqsGone, rfqsLeftOut, tripGone } from './findings/rfqs-gone';
import { fromFirstPage, nextPage, type PullTarget } from './targets';
import { applyWalkPage, walkGeneration } from './merge/client-walk';
import { noteTripActivity } from './merge/trip-discovery';
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
  client: ['outbox', 'clients', 'remote_clients', 'aircraft_types', 'trip_requests'],
  // A complete list that leaves out RFQs known here finds them gone (rfqs-gone.ts).
  trip_rfqs: ['outbox', 'rfqs', 'operators', 'aliases'],
  thread: ['outbox', 'rfqs', 'messages'],
  contacts: ['operator_contacts'],
};

/**
 * The last page of a walk may find clients gone: what server-deletions.ts reads and changes,
 * once a walk, so a search waits on a walk's other pages no more than before.
 */
const WALK_END_TABLES = ['outbox', 'clients', 'trip_requests', 'aliases'];

/** `data`: the answer it merges (none for a refusal). */
export function mergeScope(target: PullTarget, data?: unknown): TransactionScope {
  const walkEnds =
    target.kind === 'walk' && (data as OperationData<'searchClients'>).next_cursor === null;
  return ['sync_state', ...MERGE_TABLES[target.kind], ...(walkEnds ? WALK_END_TABLES : [])];
}

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
  const walkPage = target.kind === 'walk';
  const walk = walkPage ? await walkGeneration(db, target, nowIso) : await currentWalk(db);
  await mergeClientsInChunks(db, items, { walk, walkPage, nowIso }, what);
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
      await mergeClientDetail(db, detail, { walk: await currentWalk(db), walkPage: false, nowIso });
      // An edit made from this copy soon after goes without reading it back first.
      await noteClientCopy(db, detail.id, Date.parse(nowIso));
      return [];
    }
    case 'trip_rfqs': {
      const page = data as OperationData<'listTripRequestRfqs'>;
      const listed = page.items.map((rfq) => rfq.id);
      await mergeRfqs(db, page.items);
      await dropFindings(db, 'rfq', listed);
      // One page from the first: the whole list, which must hold every RFQ the remote had.
      if (target.cursor === null && page.next_cursor === null) {
        await rfqsLeftOut(db, target.id, listed, nowIso);
      }
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
 * What a refusal (404, 409, 422) means: an invalid cursor starts the list again; a record
 * the server does not have is a finding, not a retry (server-deletions.ts, rfqs-gone.ts);
 * anything else drops the target, so one record the remote refuses never holds up the rest.
 * Its transaction covers every table: a record gone may take others with it.
 */
export async function mergeRefusal(
  db: CharterDb,
  target: PullTarget,
  problem: Problem,
  nowIso: string,
): Promise<PullTarget[]> {
  if (problem.type === 'invalid_cursor') return [fromFirstPage(target)];
  if (problem.status !== 404) return [];
  switch (target.kind) {
    case 'client':
      await clientsGone(db, [target.id], nowIso, { lost: await remoteHasLost(db) });
      break;
    case 'thread':
      await rfqsGone(db, [target.id], nowIso);
      break;
    case 'trip_rfqs':
      await tripGone(db, target.id, nowIso);
      break;
  }
  return [];
}
