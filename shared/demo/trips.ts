// Demo trip requests: one-way, round and multi-leg trips between real airports, with
// great-circle distances, a category that can fly them, and statuses that fit their dates.
import type {
  AircraftCategory,
  Airport,
  ClientSeed,
  LegSeed,
  TripRequestSeed,
  TripRequestStatus,
} from '../api';
import { greatCircleNm } from '../geo/great-circle';
import { demoBrokers } from './people';
import type { Random } from './random';
import { instantOf } from '../encoding/zoned-time';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 86_400_000;

// Range limit, cruise speed (knots), passengers and a typical hourly rate (USD) per category.
// prettier-ignore
const bands: { category: AircraftCategory; maxNm: number; knots: number; pax: [number, number]; hourlyUsd: number }[] = [
  { category: 'light', maxNm: 1_200, knots: 400, pax: [1, 6], hourlyUsd: 4_500 },
  { category: 'midsize', maxNm: 2_000, knots: 430, pax: [2, 8], hourlyUsd: 6_000 },
  { category: 'super_midsize', maxNm: 3_200, knots: 460, pax: [2, 9], hourlyUsd: 8_000 },
  { category: 'heavy', maxNm: 4_500, knots: 470, pax: [4, 13], hourlyUsd: 11_000 },
  { category: 'ultra_long_range', maxNm: 7_500, knots: 490, pax: [4, 14], hourlyUsd: 15_000 },
];
const sources: TripRequestSeed['source'][] = [
  'manual',
  'manual',
  'manual',
  'portal',
  'parsed',
  'api',
  'campaign',
  'csv',
];
const eurozone = new Set(['FR', 'DE', 'IT', 'ES', 'PT', 'NL', 'BE', 'AT', 'IE', 'GR', 'MT', 'MC']);

export interface TripOptions {
  airports: readonly Airport[];
  clients: readonly ClientSeed[];
  count: number;
  now: Date;
}

export function generateTripRequests(random: Random, options: TripOptions): TripRequestSeed[] {
  const nowMs = options.now.getTime();
  return Array.from({ length: options.count }, (_, index) =>
    makeTrip(random, options, nowMs, 1001 + index),
  );
}

function makeTrip(
  random: Random,
  options: TripOptions,
  now: number,
  number: number,
): TripRequestSeed {
  const route = pickRoute(random, options.airports);
  const longest = Math.max(
    ...route.slice(1).map((to, i) => greatCircleNm(route[i] as Airport, to)),
  );
  const band =
    bands.find((b) => b.maxNm >= longest) ?? (bands[bands.length - 1] as (typeof bands)[number]);
  const pax = random.int(band.pax[0], band.pax[1]);
  const firstDeparture = now + random.int(-150, 120) * DAY_MS;
  const legs: LegSeed[] = [];
  let departAt = firstDeparture;
  for (let seq = 1; seq < route.length; seq += 1) {
    legs.push(
      makeLeg(random, route[seq - 1] as Airport, route[seq] as Airport, departAt, band.knots, pax),
    );
    departAt += random.int(2, 9) * DAY_MS;
  }
  const hours = legs.reduce((sum, leg) => sum + (leg.distance_nm ?? 0) / band.knots + 0.4, 0);
  const source = random.pick(sources);
  const client =
    options.clients.length > 0 && random.chance(0.95)
      ? options.clients[Math.floor(random.next() ** 2 * options.clients.length)]
      : undefined;
  // Requested days to weeks before departure, and never in the future: a far-off trip was
  // asked for recently, not "now", so the last-request filters have something to sort.
  const createdAt = Math.min(
    now - random.int(1, 20 * 24) * HOUR_MS,
    firstDeparture - random.int(2, 30) * DAY_MS,
  );
  const budget = random.chance(0.4) ? Math.round((hours * band.hourlyUsd) / 500) * 50_000 : null;
  const country = (route[0] as Airport).country;
  return {
    id: random.uuid(),
    number,
    client_id: client?.id ?? null,
    status: statusFor(random, firstDeparture < now),
    source,
    source_system: source === 'api' ? 'Salesforce' : null,
    external_trip_id: source === 'api' ? `SF-${random.int(100_000, 999_999)}` : null,
    parse_status: source === 'parsed' ? (random.chance(0.9) ? 'done' : 'failed') : null,
    preferred_category: random.chance(0.7) ? band.category : null,
    pax,
    currency:
      country === 'GB' ? 'GBP' : country === 'CH' ? 'CHF' : eurozone.has(country) ? 'EUR' : 'USD',
    budget_cents: budget,
    budget_min_cents: budget !== null && random.chance(0.5) ? Math.round(budget * 0.8) : null,
    assigned_to: random.chance(0.8) ? random.pick(demoBrokers) : null,
    is_stale: false,
    marketplace_published: false,
    marketplace_version: 0,
    import_batch_id: null,
    legs,
    created_at: new Date(createdAt).toISOString(),
    updated_at: new Date(Math.min(now, createdAt + random.int(0, 5) * DAY_MS)).toISOString(),
  };
}

/** One-way (45 %), round trip (40 %) or a three-airport tour, every hop 80 to 7,000 nm. */
function pickRoute(random: Random, airports: readonly Airport[]): Airport[] {
  const origin = random.pick(airports);
  const first = pickDestination(random, airports, origin);
  const shape = random.next();
  if (shape < 0.45) return [origin, first];
  if (shape < 0.85) return [origin, first, origin];
  return [origin, first, pickDestination(random, airports, first)];
}

function pickDestination(random: Random, airports: readonly Airport[], from: Airport): Airport {
  // Bounded: with these airports a fitting destination turns up within a few draws.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const to = random.pick(airports);
    const nm = greatCircleNm(from, to);
    if (to.code !== from.code && nm >= 80 && nm <= 7_000) return to;
  }
  return airports.find((to) => to.code !== from.code) ?? from;
}

function makeLeg(
  random: Random,
  from: Airport,
  to: Airport,
  departDay: number,
  knots: number,
  pax: number,
): LegSeed {
  const distance = greatCircleNm(from, to);
  const date = new Date(departDay).toISOString().slice(0, 10);
  const timezone = from.timezone ?? 'UTC';
  const timed = random.chance(0.85);
  const time = `${String(random.int(6, 20)).padStart(2, '0')}:${random.pick(['00', '15', '30', '45'])}`;
  const departUtc = localToUtc(date, time, timezone);
  return {
    depart_date: date,
    depart_time: timed ? time : null,
    depart_timezone: timed ? timezone : null,
    latest_depart_date: !timed && random.chance(0.5) ? addDays(date, random.int(1, 3)) : null,
    arrive_at: timed
      ? new Date(roundToMinute(departUtc + (distance / knots + 0.4) * 3_600_000)).toISOString()
      : null,
    timezone,
    pax: random.chance(0.8) ? pax : null,
    distance_nm: distance,
    from: from.code,
    to: to.code,
  };
}

function statusFor(random: Random, departed: boolean): TripRequestStatus {
  const roll = random.next();
  if (departed) return roll < 0.65 ? 'completed' : roll < 0.85 ? 'cancelled' : 'declined';
  return roll < 0.5 ? 'open' : roll < 0.85 ? 'quoted' : 'booked';
}

const roundToMinute = (ms: number) => Math.round(ms / 60_000) * 60_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The UTC instant of a wall-clock time in `timeZone`. */
const localToUtc = (date: string, time: string, timeZone: string): number =>
  instantOf(Date.parse(`${date}T${time}:00Z`), timeZone);
