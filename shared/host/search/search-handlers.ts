// GET /local/search (docs/local-api.md, "Search everything"): the query through the
// workspace's search-everything index and its client index, each as loaded so far; the
// clients shown are read from storage (the index keeps folded text only).
import type { ClientRow } from '../../db/rows';
import { liveIndexOf } from '../../db/index-upkeep/live-index';
import { clientIdsOf, present } from '../../search/everything/present';
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';
import { liveEverythingOf } from './live-everything';

export function searchHandlers(deps: ServiceDeps) {
  const { db } = deps;

  return {
    async search({ query }) {
      const everything = liveEverythingOf(db);
      void everything.start();
      const clientIndex = liveIndexOf(db);
      // Until it has loaded, the answer has no clients rather than waiting for them.
      const clients = clientIndex.loaded ? await clientIndex.caughtUp() : null;
      if (!clientIndex.loaded) clientIndex.readyWhenQuiet().catch(() => {});
      const answer = everything.index.search(query.q, clients, query.limit);
      const rows = await db.clients.bulkGet(clientIdsOf(answer));
      const byId = new Map(
        rows.flatMap((row): [string, ClientRow][] => (row ? [[row.id, row]] : [])),
      );
      return {
        q: query.q,
        loading: !everything.loaded || clients === null,
        groups: present(answer, byId),
      };
    },
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
