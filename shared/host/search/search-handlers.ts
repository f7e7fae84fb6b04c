// GET /local/search (docs/local-api.md, "Search everything"): the query through the
// workspace's search-everything index and its client index, each as loaded so far; the
// clients shown are read from storage (the index keeps folded text only). A message or note
// on an RFQ that is history is found as the rest, and says so.
import type { ClientRow } from '../../db/rows';
import { liveIndexOf } from '../../db/index-upkeep/live-index';
import { historyIds } from '../../db/rfq-history/history';
import type { EverythingIndex } from '../../search/everything/everything-index';
import { clientIdsOf, present, type ShownHit } from '../../search/everything/present';
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';
import { liveEverythingOf } from './live-everything';

/**
 * An operator opens where the broker last dealt with it: the thread of its newest message or
 * note this computer holds (none when it was never asked here).
 */
function withLatestThread(index: EverythingIndex, hit: ShownHit): ShownHit {
  for (const kind of ['message', 'note'] as const) {
    for (const slot of index.documents.newestFirst(kind)) {
      const refs = index.documents.docs[slot]?.refs;
      if (refs?.operatorId === hit.id && refs.tripId !== undefined) {
        return { ...hit, refs: { ...hit.refs, tripId: refs.tripId, rfqId: refs.rfqId } };
      }
    }
  }
  return hit;
}

export function searchHandlers(deps: ServiceDeps) {
  const { db } = deps;

  return {
    async search({ query }) {
      const everything = liveEverythingOf(db);
      void everything.start();
      await everything.caughtUp();
      const clientIndex = liveIndexOf(db);
      // Until it has loaded, the answer has no clients rather than waiting for them.
      const clients = clientIndex.loaded ? await clientIndex.caughtUp() : null;
      if (!clientIndex.loaded) clientIndex.readyWhenQuiet().catch(() => {});
      const answer = everything.index.search(query.q, clients, query.limit);
      const rows = await db.clients.bulkGet(clientIdsOf(answer));
      const byId = new Map(
        rows.flatMap((row): [string, ClientRow][] => (row ? [[row.id, row]] : [])),
      );
      const history = await historyIds(db);
      const labelled = (hit: ShownHit): ShownHit & { history?: true } =>
        hit.refs.rfqId !== undefined && history.has(hit.refs.rfqId)
          ? { ...hit, history: true }
          : hit;
      return {
        q: query.q,
        loading: !everything.loaded || clients === null,
        groups: present(answer, byId).map((group) => ({
          ...group,
          hits: group.hits.map((hit) =>
            group.kind === 'operator' ? withLatestThread(everything.index, hit) : labelled(hit),
          ),
        })),
      };
    },
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
