// GET /local/trips: the Trips screen's list (docs/local-api.md), from the trips kept in the
// worker's memory, or in departure order from storage while that memory is not loaded. Reads
// this computer's database only: nothing is pulled.
import { Hono } from 'hono';
import { tripListQuery } from '../../rpc/trip-list';
import type { ServiceDeps } from '../../service/deps';
import { jsonResponse, readRequest } from '../../service/http';
import { screenRead } from '../screen-reads';
import { tripListPageFromStorage } from './storage-page';
import { tripListPage } from './trip-list-page';
import { tripMemoryOf } from './trip-memory';

export function tripListRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  app.get('/trips', async (c) => {
    const { query } = await readRequest(c, { query: tripListQuery });
    const memory = tripMemoryOf(deps.db);
    const now = deps.clock.now();
    if (memory.loaded || query.sort !== 'departure') {
      return jsonResponse(200, tripListPage(await memory.current(), query, now));
    }
    const page = await screenRead(deps.db, tripListPageFromStorage(deps.db, query, now));
    memory.loadWhenQuiet();
    return jsonResponse(200, page);
  });
  return app;
}
