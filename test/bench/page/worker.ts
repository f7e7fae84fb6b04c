// The bench's module worker: seeds a database, or opens one as the app's worker does and
// answers through the real /v1 app, then times the queries.
import type { Hono } from 'hono';
import { CharterDb } from '../../../shared/db/database';
import { firstNames, lastNames, tags } from '../../../shared/demo/people';
import { createV1App } from '../../../shared/service/app';
import { systemClock } from '../../../shared/encoding/clock';
import { measureQueries } from './measure';
import type { BenchReply, BenchRequest } from './protocol';
import { seedDatabase } from './seed';

let service: { app: Hono; db: CharterDb } | null = null;

function open(dbName: string) {
  const db = new CharterDb(dbName);
  const app = createV1App({
    db,
    clock: systemClock,
    currentUser: { user_id: null, display_name: 'Bench', avatar_url: null },
    rfqDelivery: { emailed: false, linkUrl: () => null },
  });
  return { app, db };
}

async function sampleOf(db: CharterDb) {
  const trips = await db.trip_requests.limit(200).toArray();
  return {
    terms: [
      ...lastNames.slice(0, 12).map((name) => name.slice(0, 4)),
      ...firstNames.slice(0, 6).map((name) => name.slice(1, 4)),
      `${firstNames[0]} ${(lastNames[0] ?? '').slice(0, 3)}`,
      '555',
    ],
    tag: tags[0] ?? 'vip',
    detailIds: [...new Set(trips.flatMap((trip) => trip.client_id ?? []))].slice(0, 50),
    size: await db.clients.count(),
  };
}

async function handle(request: BenchRequest): Promise<BenchReply> {
  switch (request.type) {
    case 'seed':
      return { type: 'seeded', report: await seedDatabase(request.dbName, request.clients) };
    case 'first': {
      service ??= open(request.dbName);
      const response = await service.app.fetch(new Request(`http://bench.local${request.url}`));
      await response.text();
      return { type: 'answered', status: response.status };
    }
    case 'measure': {
      if (!service) throw new Error('measure before first');
      const sample = await sampleOf(service.db);
      return {
        type: 'measured',
        queries: await measureQueries(service.app, sample, request.repetitions),
      };
    }
  }
}

self.addEventListener('message', (event: MessageEvent<BenchRequest>) => {
  handle(event.data).then(
    (reply) => self.postMessage(reply),
    (error: unknown) => self.postMessage({ type: 'failed', message: String(error) }),
  );
});
