// Loads an organization's seed data (shared/api/organization-seed.ts) into its database: the
// remote's --config file and demo organization, and the app's "Load demo data".
// Server-derived fields are derived as the service derives them.
import {
  checkFields,
  formatFieldPath,
  organizationSeed,
  type Airport,
  type LegSeed,
  type OrganizationSeed,
  type OrganizationSeedInput,
} from '../api';
import type { CharterDb } from './database';
import type { ClientRow, TripRequestRow } from './rows';
import { seededRfqRows } from './seed-rfqs';
import { keepTripQuotes } from './trip-quotes';
import { inTransaction } from './unit-of-work';
import type { Clock } from '../encoding/clock';
import { greatCircleNm } from '../geo/great-circle';

/** Seed data that cannot be loaded; `field` names the place, e.g. `trip_requests[3].legs[0].from`. */
export class SeedError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'SeedError';
  }
}

// Stored timestamps are UTC, so that string order is time order.
const utc = (value: string | undefined) =>
  value === undefined ? undefined : new Date(value).toISOString();

function parseOrganizationSeed(input: unknown, prefix: PropertyKey[] = []): OrganizationSeed {
  const result = checkFields(organizationSeed, input, prefix);
  if (result.success) return result.data;
  const [first] = result.errors;
  throw new SeedError(first?.field || formatFieldPath(prefix), first?.message ?? 'invalid');
}

export interface SeedCounts {
  clients: number;
  trip_requests: number;
  airports: number;
  operators: number;
  operator_contacts: number;
  aircraft_types: number;
  rfqs: number;
}

async function airportsByCode(db: CharterDb, seed: OrganizationSeed) {
  const byCode = new Map<string, Airport>();
  for (const airport of await db.airports.toArray()) byCode.set(airport.code, airport);
  for (const airport of seed.airports) byCode.set(airport.code, airport);
  return byCode;
}

function legRows(
  legs: LegSeed[],
  where: string,
  byCode: Map<string, Airport>,
  newId: () => string,
): TripRequestRow['legs'] {
  const resolve = (ref: LegSeed['from'], field: string): Airport => {
    if (typeof ref !== 'string') return ref;
    const airport = byCode.get(ref);
    if (!airport) throw new SeedError(field, `unknown airport code "${ref}"`);
    return airport;
  };
  return legs.map((leg, index) => {
    const from = resolve(leg.from, `${where}.legs[${index}].from`);
    const to = resolve(leg.to, `${where}.legs[${index}].to`);
    return {
      id: leg.id ?? newId(),
      seq: index + 1,
      depart_date: leg.depart_date,
      depart_time: leg.depart_time,
      depart_timezone: leg.depart_timezone,
      latest_depart_date: leg.latest_depart_date,
      arrive_at: leg.arrive_at,
      timezone: leg.timezone,
      pax: leg.pax,
      distance_nm: leg.distance_nm ?? greatCircleNm(from, to),
      from,
      to,
    };
  });
}

/**
 * Validates and writes seed data in one transaction. Returns how many records of each kind
 * were written. Throws SeedError naming the field at fault; nothing is written then.
 */
export async function seedOrganization(
  db: CharterDb,
  input: OrganizationSeedInput,
  clock: Clock,
  newId: () => string = () => crypto.randomUUID(),
): Promise<SeedCounts> {
  const seed = parseOrganizationSeed(input);
  const now = clock.now().toISOString();
  const byCode = await airportsByCode(db, seed);
  const knownTypes = new Set([
    ...(await db.aircraft_types.toCollection().primaryKeys()),
    ...seed.aircraft_types.map((type) => type.id),
  ]);

  const clients: ClientRow[] = seed.clients.map((client, index) => {
    if (client.preferred_aircraft_type_id && !knownTypes.has(client.preferred_aircraft_type_id)) {
      throw new SeedError(`clients[${index}].preferred_aircraft_type_id`, 'unknown aircraft type');
    }
    return {
      ...client,
      id: client.id ?? newId(),
      // Derived from the stored trip requests by the client index middleware (shared/search).
      last_request_at: null,
      trip_request_count: 0,
      created_at: utc(client.created_at) ?? now,
      updated_at: utc(client.updated_at) ?? utc(client.created_at) ?? now,
    };
  });

  return inTransaction(db, 'rw', db.tables, async (db) => {
    const existingClientIds = new Set(await db.clients.toCollection().primaryKeys());
    const seededClientIds = new Set(clients.map((client) => client.id));
    let number = ((await db.trip_requests.orderBy('number').last())?.number ?? 1000) + 1;
    const trips: TripRequestRow[] = seed.trip_requests.map((trip, index) => {
      const where = `trip_requests[${index}]`;
      if (
        trip.client_id &&
        !seededClientIds.has(trip.client_id) &&
        !existingClientIds.has(trip.client_id)
      ) {
        throw new SeedError(`${where}.client_id`, 'unknown client');
      }
      const { client_id, legs, ...fields } = trip;
      const created_at = utc(trip.created_at) ?? now;
      return {
        ...fields,
        id: trip.id ?? newId(),
        number: trip.number ?? number++,
        client_id,
        legs: legRows(legs, where, byCode, newId),
        quote_count: 0,
        latest_quote: null,
        booking: null,
        created_at,
        updated_at: utc(trip.updated_at) ?? created_at,
      };
    });

    await db.airports.bulkPut(seed.airports);
    await db.aircraft_types.bulkPut(seed.aircraft_types);
    await db.operators.bulkPut(seed.operators);
    await db.operator_contacts.bulkPut(
      seed.operator_contacts.map((contact) => ({
        ...contact,
        // Contacts are keyed by operator and lower-cased email, as the service remembers them.
        email: contact.email.toLowerCase(),
        updated_at: utc(contact.updated_at) ?? now,
      })),
    );
    await db.clients.bulkPut(clients);
    await db.trip_requests.bulkPut(trips);
    const seededTrips = new Set(trips.map((trip) => trip.id));
    const fault = (field: string, message: string) => new SeedError(field, message);
    const rfqs = await seededRfqRows(db, seed, seededTrips, newId, fault);
    await db.rfqs.bulkPut(rfqs);
    // The demo's quoted trips show their quotes, as a quote made on this server would.
    await keepTripQuotes(
      db,
      rfqs.map((rfq) => rfq.trip_request_id),
      clock.now(),
    );
    return {
      clients: clients.length,
      trip_requests: trips.length,
      airports: seed.airports.length,
      operators: seed.operators.length,
      operator_contacts: seed.operator_contacts.length,
      aircraft_types: seed.aircraft_types.length,
      rfqs: rfqs.length,
    };
  });
}
