// Helpers of the client operation tests: a harness with aircraft types and airports, and
// shortcuts for the calls most tests make.
import { expect } from 'vitest';
import {
  client,
  problem,
  type AircraftType,
  type Airport,
  type Client,
  type Leg,
  type Problem,
} from '../../shared/api';
import { createHarness, type Harness } from '../support/service-harness';
import { tripRow } from '../db/row-builders';
import type { TripRequestRow } from '../../shared/db/rows';

export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const DAY_MS = 86_400_000;

export const aircraftTypes: AircraftType[] = [
  {
    id: id(901),
    category: 'super_midsize',
    icao_designator: 'CL35',
    manufacturer: 'Bombardier',
    model: 'Challenger 350',
  },
  {
    id: id(902),
    category: 'heavy',
    icao_designator: 'GLF5',
    manufacturer: 'Gulfstream',
    model: 'G550',
  },
];

export const airports: Airport[] = ['KTEB', 'KPBI', 'EGLF'].map((code, n) => ({
  id: id(800 + n),
  code,
  icao: code,
  iata: null,
  name: `${code} Airport`,
  city: null,
  country: code.startsWith('K') ? 'US' : 'GB',
  latitude: 40 + n,
  longitude: -70 + n,
  timezone: null,
}));

export async function clientsHarness(): Promise<Harness> {
  const h = createHarness();
  await h.db.aircraft_types.bulkPut(aircraftTypes);
  await h.db.airports.bulkPut(airports);
  return h;
}

/** Makes the service's new ids `id(start)`, `id(start + 1)`, ... */
export function sequentialIds(h: Harness, start: number): void {
  let next = start;
  h.deps.newId = () => id(next++);
}

let keys = 0;
export const newKey = () => `client-key-${(keys += 1)}`;

export async function createClient(h: Harness, body: Record<string, unknown>): Promise<Client> {
  const response = await h.call('POST', '/v1/clients', {
    body,
    headers: { 'Idempotency-Key': newKey() },
  });
  expect(response.status).toBe(201);
  return client.parse(await response.json());
}

export async function problemOf(response: Response, status: number): Promise<Problem> {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toBe('application/problem+json');
  return problem.parse(await response.json());
}

/** The fields named by a 422, in order. */
export async function faultyFields(response: Response): Promise<string[]> {
  const body = await problemOf(response, 422);
  expect(body.type).toBe('validation_failed');
  return (body.errors ?? []).map((error) => error.field);
}

export function leg(seq: number, from: Airport, to: Airport): Leg {
  return {
    id: id(700 + seq),
    seq,
    depart_date: '2026-12-20',
    depart_time: null,
    depart_timezone: null,
    latest_depart_date: null,
    arrive_at: null,
    timezone: 'UTC',
    pax: 4,
    distance_nm: 900,
    from,
    to,
  };
}

/** A stored trip request of `clientId`, created `daysAgo` before the harness clock. */
export function storedTrip(
  h: Harness,
  n: number,
  clientId: string | null,
  daysAgo: number,
  fields: Partial<TripRequestRow> = {},
): TripRequestRow {
  const createdAt = new Date(h.clock.now().getTime() - daysAgo * DAY_MS).toISOString();
  return tripRow(id(n), clientId, createdAt, { number: 1000 + n, ...fields });
}
