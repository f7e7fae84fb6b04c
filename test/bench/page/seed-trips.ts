// A book of many trip requests, for the Trips list's bench: 1,000 generated clients, `count`
// demo trip requests among them, and RFQs on the trips still open or quoted, asked, viewed,
// quoted, declined and withdrawn in turn, an operator's message on some (most of them
// unread), as a busy broker's book holds after a sync.
import { Dexie } from 'dexie';
import { CharterDb } from '../../../shared/db/database';
import type { MessageRow, RfqRow, TripRequestRow } from '../../../shared/db/rows';
import {
  createRandom,
  demoAircraftTypes,
  demoAirports,
  demoOperators,
  generateClients,
} from '../../../shared/demo';
import { generateTripRequests } from '../../../shared/demo/trips';
import { seedOrganization } from '../../../shared/db/seed';
import { systemClock } from '../../../shared/encoding/clock';
import type { SeedReport } from './protocol';
import { rowOf } from './seed-clients';

const SEED = 7;
const CLIENTS = 1_000;
const HOUR_MS = 3_600_000;
const STATUSES: RfqRow['status'][] = ['sent', 'sent', 'quoted', 'quoted', 'declined', 'withdrawn'];

function rfqsOf(trip: TripRequestRow, random: ReturnType<typeof createRandom>, now: number) {
  const rfqs: RfqRow[] = [];
  const messages: MessageRow[] = [];
  for (let n = random.int(1, 6); n > 0; n -= 1) {
    const operator = random.pick(demoOperators);
    const sentAt = now - random.int(1, 96) * HOUR_MS;
    const status = random.pick(STATUSES);
    const answered = status !== 'sent' && status !== 'withdrawn';
    const respondedAt = answered ? new Date(sentAt + HOUR_MS).toISOString() : null;
    const message = random.chance(0.3) ? new Date(sentAt + 2 * HOUR_MS).toISOString() : null;
    const rfq: RfqRow = {
      id: random.uuid(),
      trip_request_id: trip.id,
      status,
      contact_email: `dispatch@${operator.designator.toLowerCase()}.example`,
      contact_name: null,
      created_by: null,
      expires_at: new Date(sentAt + 72 * HOUR_MS).toISOString(),
      sent_at: new Date(sentAt).toISOString(),
      viewed_at:
        answered || random.chance(0.5) ? new Date(sentAt + HOUR_MS / 2).toISOString() : null,
      responded_at: respondedAt,
      response_note: null,
      note: null,
      quote_id: status === 'quoted' ? random.uuid() : null,
      quote_amount_cents: status === 'quoted' ? random.int(20, 400) * 100_000 : null,
      message_count: message ? 1 : 0,
      last_message_at: message,
      last_message_author: message ? 'operator' : null,
      operator,
      link_token: null,
      url: null,
    };
    rfqs.push(rfq);
    if (message) {
      messages.push({
        id: random.uuid(),
        rfq_id: rfq.id,
        at: message,
        author: 'operator',
        author_name: operator.legal_name,
        body: 'Aircraft available; crew confirmed.',
      });
    }
  }
  return { rfqs, messages };
}

export async function seedTripBook(dbName: string, count: number): Promise<SeedReport> {
  const started = performance.now();
  await Dexie.delete(dbName);
  const db = new CharterDb(dbName);
  await db.aircraft_types.bulkPut(demoAircraftTypes);
  const clients = generateClients(CLIENTS, SEED);
  await db.clients.bulkPut(clients.map(rowOf));
  const now = Date.now();
  const random = createRandom(SEED);
  const trips = generateTripRequests(random, {
    airports: demoAirports,
    clients,
    count,
    now: new Date(now),
  });
  await seedOrganization(db, { airports: [...demoAirports], trip_requests: trips }, systemClock);
  const held = await db.trip_requests.toArray();
  const asked = held
    .filter((trip) => trip.status === 'open' || trip.status === 'quoted')
    .map((trip) => rfqsOf(trip, random, now));
  await db.rfqs.bulkPut(asked.flatMap((trip) => trip.rfqs));
  await db.messages.bulkPut(asked.flatMap((trip) => trip.messages));
  db.close();
  return { seedMs: performance.now() - started, tripRequests: held.length };
}
