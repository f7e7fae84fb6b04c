// Fills a fresh database with generated clients in chunks (one transaction each, the index
// snapshot written by the middleware as in the app), then demo trip requests for some of
// them through the seed loader, so details and last-request filters have data; then the
// export's CSV records, as the app's background work leaves them.
import { Dexie } from 'dexie';
import type { ClientSeed } from '../../../shared/api';
import { CharterDb } from '../../../shared/db/database';
import type { ClientRow } from '../../../shared/db/rows';
import {
  createRandom,
  demoAircraftTypes,
  demoAirports,
  generateClients,
} from '../../../shared/demo';
import { generateTripRequests } from '../../../shared/demo/trips';
import { seedOrganization } from '../../../shared/db/seed';
import { systemClock } from '../../../shared/encoding/clock';
import type { SeedReport } from './protocol';
import { BUCKET_COUNT } from '../../../shared/search/snapshot';
import { refreshCsvBuckets } from '../../../shared/host/client-export/csv-refresh';

const CHUNK = 5_000;
const SEED = 42;
/** One trip request per 20 clients. */
const TRIPS_PER_CLIENT = 0.05;

export function rowOf(seed: ClientSeed): ClientRow {
  const createdAt = seed.created_at ?? new Date().toISOString();
  return {
    ...seed,
    id: seed.id ?? crypto.randomUUID(),
    last_request_at: null,
    trip_request_count: 0,
    created_at: createdAt,
    updated_at: seed.updated_at ?? createdAt,
  };
}

export async function seedDatabase(dbName: string, count: number): Promise<SeedReport> {
  const started = performance.now();
  await Dexie.delete(dbName);
  const db = new CharterDb(dbName);
  await db.aircraft_types.bulkPut(demoAircraftTypes);
  const clients = generateClients(count, SEED);
  for (let start = 0; start < clients.length; start += CHUNK) {
    await db.clients.bulkPut(clients.slice(start, start + CHUNK).map(rowOf));
  }
  const tripRequests = generateTripRequests(createRandom(SEED), {
    airports: demoAirports,
    clients,
    count: Math.round(count * TRIPS_PER_CLIENT),
    now: new Date(),
  });
  await seedOrganization(
    db,
    { airports: [...demoAirports], trip_requests: tripRequests },
    systemClock,
  );
  // The book as the app leaves it after its background work: export records made.
  for (let bucket = 0; bucket < BUCKET_COUNT; bucket += 16) {
    await refreshCsvBuckets(
      db,
      Array.from({ length: 16 }, (_, n) => bucket + n),
    );
  }
  db.close();
  return { seedMs: performance.now() - started, tripRequests: tripRequests.length };
}
