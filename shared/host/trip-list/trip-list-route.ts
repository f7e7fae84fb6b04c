// GET /local/trips: the Trips screen's list (docs/local-api.md), from the trips kept in the
// worker's memory. Reads this computer's database only: nothing is pulled.
import { Hono } from 'hono';
import { tripListQuery } from '../../rpc/trip-list';
import type { ServiceDeps } from '../../service/deps';
import { jsonResponse, readRequest } from '../../service/http';
import { tripListPage } from './trip-list-page';
import { tripMemoryOf } from './trip-memory';

export function tripListRoutes(deps: ServiceDeps): Hono {
  const app = new Hono();
  app.get('/trips', async (c) => {
    const { query } = await readRequest(c, { query: tripListQuery });
    const trips = await tripMemoryOf(deps.db).current();
    return jsonResponse(200, tripListPage(trips, query, deps.clock.now()));
  });
  return app;
}
