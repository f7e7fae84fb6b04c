// GET /local/trips: the Trips screen's list (docs/local-api.md), from the trips kept in the
// worker's memory, or in departure order from storage while that memory is not loaded (and
// nothing is searched). Reads
// this computer's database only: nothing is pulled.
import type { ServiceDeps } from '../../service/deps';
import type { LocalHandlers } from '../serving/local-routes';
import { screenRead } from '../serving/screen-reads';
import { tripListPageFromStorage } from './storage-page';
import { tripListPage } from './trip-list-page';
import { tripMemoryOf } from './trip-memory';

export function tripListHandlers(deps: ServiceDeps) {
  return {
    async trips({ query }) {
      const memory = tripMemoryOf(deps.db);
      const now = deps.clock.now();
      // Storage's order holds no words: a search reads the kept trips.
      if (memory.loaded || query.sort !== 'departure' || query.q) {
        return tripListPage(await memory.current(), query, now);
      }
      const page = await screenRead(deps.db, tripListPageFromStorage(deps.db, query, now));
      memory.loadWhenQuiet();
      return page;
    },
  } satisfies Partial<LocalHandlers<'workspace'>>;
}
