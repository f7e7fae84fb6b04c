// A page of the clients with recent trip activity, newest first: its clients merge ahead of
// the page's transaction; those whose newest trip request the replica lacks have their
// details pulled first among pulls, as those of clients whose trip figures moved.
import { client, page } from '../../../api';
import { currentWalk } from '../../sync-state';
import { heldLocally, lackingNewestTrip, mergeClientsInChunks } from '../merge/merge-clients';
import { noteTripActivity } from '../merge/trip-discovery';
import { nextPage } from '../targets';
import { listUrl } from './list-url';
import type { PullKind } from './pull-kind';

export const recentClients: PullKind<'recent_clients'> = {
  operationId: 'searchClients',
  url: (target) =>
    listUrl('/v1/clients', {
      last_request: target.window,
      sort: '-last_request_at',
      cursor: target.cursor,
    }),
  name: (target) => `clients active ${target.window.replaceAll('_', ' ')}`,
  answer: page(client),
  tables: () => ['outbox', 'trip_requests'],
  async mergeAhead(db, _target, answer, what, nowIso) {
    const walk = await currentWalk(db);
    await mergeClientsInChunks(db, answer.items, { walk, walkPage: false, nowIso }, what);
  },
  async merge(db, target, answer) {
    const held = await heldLocally(
      db,
      answer.items.map((client) => client.id),
    );
    const listed = answer.items.filter((client) => !held.has(client.id));
    await noteTripActivity(db, await lackingNewestTrip(db, listed));
    return nextPage(target, answer.next_cursor);
  },
};
