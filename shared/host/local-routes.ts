// App-only endpoints under /local/ (not part of /v1): see docs/local-api.md.
// The workspace's own: status, demo data, the trip screen's (trip-routes.ts), the Trips
// list's (trip-list/), the Inbox's (inbox-routes.ts) and the CSV export's
// (client-export-route.ts).
import { Hono } from 'hono';
import { makeProblem } from '../api';
import { inTransaction } from '../db/unit-of-work';
import { SCHEMA_VERSION } from '../db/versions';
import type { ServiceDeps } from '../service/deps';
import { jsonResponse } from '../service/http';
import { ProblemError } from '../api/problem-error';
import { tripRoutes } from './trip-routes';
import { inboxRoutes } from './inbox-routes';
import { tripListRoutes } from './trip-list/trip-list-route';
import { clientExportRoutes, type ClientExportOptions } from './client-export-route';
import { liveIndexOf } from '../db/index-upkeep/live-index';
import { fold } from '../search/fold';

async function counts(deps: ServiceDeps) {
  const { db } = deps;
  return {
    clients: await db.clients.count(),
    trip_requests: await db.trip_requests.count(),
    rfqs: await db.rfqs.count(),
    operators: await db.operators.count(),
    operator_contacts: await db.operator_contacts.count(),
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function localRoutes(deps: ServiceDeps, exportOptions: ClientExportOptions): Hono {
  const app = new Hono();

  app.get('/status', async () =>
    jsonResponse(200, {
      database: deps.db.name,
      schema_version: SCHEMA_VERSION,
      current_user: deps.currentUser,
      counts: await counts(deps),
    }),
  );

  // The tags in use, for the clients list's tag filter: read from the in-memory client index
  // (one entry per tag), never by reading the clients. Ordered as a broker reads them. The
  // list asks for them once its first page is in: they wait until the broker stops scrolling.
  app.get('/client-tags', async () => {
    const live = liveIndexOf(deps.db);
    await live.readyWhenQuiet();
    const index = await live.caughtUp();
    const items = index
      .tagCounts()
      .map((item) => ({ ...item, key: fold(item.tag) }))
      .sort((a, b) => (a.key === b.key ? compare(a.tag, b.tag) : compare(a.key, b.key)))
      .map(({ tag, clients }) => ({ tag, clients }));
    return jsonResponse(200, { items });
  });

  // Aircraft types the client form offers: the worker knows only those its records name (no
  // endpoint lists them), so the picker offers what was pulled or seeded, by maker and model.
  app.get('/aircraft-types', async () => {
    const types = await deps.db.aircraft_types.toArray();
    types.sort(
      (a, b) =>
        a.manufacturer.localeCompare(b.manufacturer, 'en') || a.model.localeCompare(b.model, 'en'),
    );
    return jsonResponse(200, { items: types });
  });

  // Operators the contact picker names contacts by: a replica knows those its RFQs named (no
  // endpoint lists operators), the demo and a local book those seeded.
  app.get('/operators', async () => {
    const items = await deps.db.operators.toArray();
    const nameOf = (operator: (typeof items)[number]) => operator.dba_name ?? operator.legal_name;
    items.sort((a, b) => nameOf(a).localeCompare(nameOf(b), 'en'));
    return jsonResponse(200, { items });
  });

  // Demo data goes only into an empty book: it must never mix with a broker's real clients.
  app.post('/seed-demo', async () => {
    const { db, clock } = deps;
    // The demo's generator and airports are loaded only here: most books never ask for them.
    const [{ generateDemoOrganization }, { seedOrganization }] = await Promise.all([
      import('../demo'),
      import('../db/seed'),
    ]);
    const demo = generateDemoOrganization({ now: clock.now() });
    // The emptiness check and the load share one transaction: two clicks load once.
    const loaded = await inTransaction(db, 'rw', db.tables, async (db) => {
      if ((await db.clients.count()) > 0) {
        throw new ProblemError(
          makeProblem('conflict', { detail: 'Demo data loads only into an empty client book' }),
        );
      }
      return seedOrganization(db, demo, clock);
    });
    return jsonResponse(201, { loaded });
  });

  app.route('/', tripRoutes(deps));
  app.route('/', inboxRoutes(deps));
  app.route('/', tripListRoutes(deps));
  app.route('/', clientExportRoutes(deps, exportOptions));
  return app;
}
