// The bench's module worker: seeds a database, or opens one as the app's worker does and
// answers through the real /v1 app, then times the queries; pulls from the remote as the
// app's workspace does, answering searches meanwhile; or times strict and relaxed writes;
// or compares the client index with its peers (peers-in-worker.ts).
import type { Hono } from 'hono';
import { CharterDb } from '../../../shared/db/database';
import { tags } from '../../../shared/demo/people';
import { createV1App } from '../../../shared/service/app';
import { systemClock } from '../../../shared/encoding/clock';
import { measureDurability } from './durability-cost';
import { get, measureQueries } from './measure';
import type { BenchReply, BenchRequest, Envelope } from './protocol';
import { PeersBench } from './peers-in-worker';
import { startPull, type Pull } from './pull';
import { seedDatabase } from './seed-clients';

let service: { app: Hono; db: CharterDb } | null = null;
/** The pull under way (or done): searches go to its workspace, waiting for it to open. */
let pulling: Promise<Pull> | null = null;
let peers: PeersBench | null = null;

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
    case 'pull':
      pulling = startPull(request.setup);
      return { type: 'pulled', report: await (await pulling).done };
    case 'search': {
      if (!pulling) throw new Error('search before pull');
      const { workspace } = await pulling;
      return { type: 'searched', ms: (await get(workspace.app, request.url)).ms };
    }
    case 'durability':
      return {
        type: 'durability',
        results: await measureDurability(request.creates, request.bulkClients, request.bulkRuns),
      };
    case 'peers-open':
      service ??= open(request.dbName);
      peers = new PeersBench(service);
      return { type: 'peers-opened' };
    case 'peers-build':
      if (!peers) throw new Error('peers-build before peers-open');
      return { type: 'peers-built', report: await peers.build(request.step) };
    case 'peers-measure': {
      if (!peers) throw new Error('peers-measure before peers-open');
      return { type: 'peers-measured', ...(await peers.measure(request.repetitions)) };
    }
  }
}

self.addEventListener('message', (event: MessageEvent<Envelope<BenchRequest>>) => {
  const { id, body } = event.data;
  const reply = (answer: BenchReply) => self.postMessage({ id, body: answer });
  handle(body).then(reply, (error: unknown) => reply({ type: 'failed', message: String(error) }));
});
