// A page of the full walk of the client list (default sort, `name`): its clients merge ahead
// of the page's transaction, marked with the walk's generation; the page then records the
// walk's progress, and the last one the clients the walk did not meet
// (../merge/client-walk.ts).
import { client, page } from '../../../api';
import { applyWalkPage, walkGeneration } from '../merge/client-walk';
import { mergeClientsInChunks } from '../merge/merge-clients';
import { listUrl } from './list-url';
import type { PullKind } from './pull-kind';

/**
 * The last page may find clients gone: what ../findings/server-deletions.ts reads and
 * changes, once a walk, so a search waits on a walk's other pages no more than before.
 */
const WALK_END_TABLES = ['outbox', 'clients', 'trip_requests', 'aliases'];

export const walk: PullKind<'walk'> = {
  operationId: 'searchClients',
  url: (target) => listUrl('/v1/clients', { cursor: target.cursor }),
  name: () => 'clients',
  answer: page(client),
  tables: (answer) => ['remote_clients', ...(answer.next_cursor === null ? WALK_END_TABLES : [])],
  async mergeAhead(db, target, answer, what, nowIso) {
    const generation = await walkGeneration(db, target, nowIso);
    await mergeClientsInChunks(
      db,
      answer.items,
      { walk: generation, walkPage: true, nowIso },
      what,
    );
  },
  merge: (db, target, answer, nowIso) => applyWalkPage(db, target, answer, nowIso),
};
