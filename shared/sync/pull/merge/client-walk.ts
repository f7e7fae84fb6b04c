// The full walk of the client list, one page at a time, and how it finds clients deleted on the
// server. Each walk has a generation; every client pulled is marked with the generation under way
// (merge-clients.ts), and a create acknowledged meanwhile is too (../../writes/create-client.ts).
// When the last page lands, a client still marked with an older generation was neither seen by the
// walk nor created since it began: it is a candidate, confirmed by reading it (a 404 then removes
// it, ../findings/server-deletions.ts). The walk's sort, `name`, is not fixed for a client: one
// renamed behind the cursor is missed by that walk, and the read keeps it from being lost. A walk
// that finds most of the clients known here gone or created anew (../findings/copy-check.ts) has
// found the remote's data gone as a whole: no client is read, each gone one is a finding for the
// broker (../findings/lost-remote.ts).
import type { OperationData } from '../../../api';
import type { CharterDb } from '../../../db/database';
import { readFindings } from '../findings/findings-record';
import { remoteLost, walkFoundLoss } from '../findings/lost-remote';
import { clientsGone } from '../findings/server-deletions';
import { nextPage, type PullTarget, type TargetOf } from '../targets';
import {
  CLIENTS_WALK,
  clientsWalk,
  readState,
  writeState,
  type ClientsWalk,
} from '../../sync-state';

export function readWalk(db: CharterDb): Promise<ClientsWalk | null> {
  return readState(db, CLIENTS_WALK, clientsWalk);
}

/** The walk a page continues; a first page after a finished walk starts the next generation. */
function walkOf(known: ClientsWalk | null, firstPage: boolean, nowIso: string): ClientsWalk {
  if (known && !(firstPage && known.finished_at !== null)) {
    // The first page again mid-walk (an invalid cursor): same generation, counted anew.
    return firstPage ? { ...known, seen: 0 } : known;
  }
  const generation = (known?.generation ?? 0) + 1;
  return { generation, started_at: nowIso, finished_at: null, seen: 0, total: 0 };
}

/** The generation a page of the walk marks its clients with. */
export async function walkGeneration(
  db: CharterDb,
  target: TargetOf<'walk'>,
  nowIso: string,
): Promise<number> {
  return walkOf(await readWalk(db), target.cursor === null, nowIso).generation;
}

/**
 * Records a page of the walk inside the pull's transaction, its clients merged already
 * (../kinds/walk.ts: mergeAhead). Returns what follows: the next page, or after the last one
 * the clients to confirm gone.
 */
export async function applyWalkPage(
  db: CharterDb,
  target: TargetOf<'walk'>,
  page: OperationData<'searchClients'>,
  nowIso: string,
): Promise<PullTarget[]> {
  const walk = walkOf(await readWalk(db), target.cursor === null, nowIso);
  const last = page.next_cursor === null;
  await writeState(db, CLIENTS_WALK, {
    ...walk,
    seen: walk.seen + page.items.length,
    total: page.total,
    finished_at: last ? nowIso : null,
  } satisfies ClientsWalk);
  if (!last) return nextPage(target, page.next_cursor);
  const [unseen, known, findings] = await Promise.all([
    db.remote_clients.where('walk').below(walk.generation).primaryKeys(),
    db.remote_clients.count(),
    readFindings(db),
  ]);
  const { replaced } = findings;
  const counts = {
    known,
    missing: unseen.length,
    replaced: replaced.walk === walk.generation ? replaced.count : 0,
  };
  if (!walkFoundLoss(counts)) return unseen.map((id) => ({ kind: 'client', id }));
  // The findings first: the remote's loss is told while there is something to decide.
  await clientsGone(db, unseen, nowIso, { lost: true });
  await remoteLost(db, 'walk', counts, nowIso);
  return [];
}
