// Issue 22's working day, in Node on the virtual clock: 10,000 clients and 50 open trips,
// the broker's RFQs (2 operators a trip) sent before the day starts, operators quoting at
// seeded times through the working hours (a fifth never answer), the window on screen with
// no trip open. Measured from the reference remote's request log: metered pulls per working
// hour, whether every trip still awaiting an answer had its RFQs pulled in each working hour,
// the time from each quote to the replica (what the screens read); then the last day of the
// period, after the days between spent at this day's pace, to the allowance left at its end.
import { generateClients } from '../../shared/demo';
import { createRandom } from '../../shared/demo/random';
import { budgetState } from '../../shared/sync/policy/budget';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { readState, STATE_KEYS } from '../../shared/sync/sync-state';
import { batchBody, KEYS } from '../remote-api/remote-harness';
import { spendAllowance } from './freshness-spend';
import { syncRig } from '../sync/sync-rig';
import {
  countingFetch,
  HOUR_MS,
  isMeteredPull,
  MINUTE_MS,
  percentile,
  simulation,
  type TimedEvent,
} from './freshness-sim';

/** 50 awaited trips every working hour need 50 × 14 × 30 = 21,000 calls a month and more. */
export const DAY_PLAN = { monthly_quota: 50_000, requests_per_minute: 120 };
const RESERVE_PERCENT = 10;
const CLIENTS = 10_000;
const TRIPS = 50;
const PERIOD_START = Date.parse('2026-04-01T00:00:00.000Z');
const PERIOD_END = Date.parse('2026-05-01T00:00:00.000Z');
const WORKING = { hours: { start: '07:00', end: '21:00' }, timeZone: 'UTC' };
const DAY = Date.parse('2026-04-02T00:00:00.000Z');
const LAST_DAY = Date.parse('2026-04-30T00:00:00.000Z');
const SEED = 22;

export interface DayResult {
  clients: number;
  trips: number;
  quotes: number;
  unanswered: number;
  /** Metered pulls in each working hour, 07:00 first. */
  perHour: number[];
  /** Working hours in which some trip awaiting an answer had no pull of its RFQs. */
  hoursMissingAwaited: number;
  /** From an operator's quote to its RFQs pulled into the replica, ms. */
  latencyP50: number;
  latencyP95: number;
  latencyMax: number;
  /** Calls left at the period's end, and the reserve. */
  leftAtEnd: number;
  reserve: number;
  /** Calls the other days were taken to spend (this day's metered pulls each). */
  daysBetween: number;
  wallMs: number;
}

const tripId = (n: number) => `0a000000-0000-4000-8000-${String(100_000 + n).padStart(12, '0')}`;
const rfqsOf = (path: string) => /^\/v1\/trip-requests\/([^/]+)\/rfqs/.exec(path)?.[1] ?? null;

export async function measureDay(): Promise<DayResult> {
  const started = performance.now();
  const random = createRandom(SEED);
  const clients = generateClients(CLIENTS, SEED, new Date(PERIOD_START));
  const trips = Array.from({ length: TRIPS }, (_, n) => ({
    id: tripId(n),
    client_id: random.pick(clients).id ?? null,
    status: 'open' as const,
    legs: [{ depart_date: '2026-05-20', from: 'KTEB', to: 'KPBI' }],
  }));
  const engineFetch = countingFetch();
  const rig = await syncRig({
    fetch: engineFetch.fetch,
    plan: DAY_PLAN,
    planner: createPullPlanner(),
    clients,
    tripRequests: trips,
    empty: true,
    // The first copy late on the period's first day, counted to that day's pace.
    start: new Date(PERIOD_START + 23.5 * HOUR_MS).toISOString(),
    reservePercent: RESERVE_PERCENT,
    workingDay: WORKING,
  });
  try {
    const sim = simulation(rig, engineFetch.sent);
    rig.engine.start();
    // The first copy, the night before the measured day.
    await sim.run(DAY + 6 * HOUR_MS);
    console.log('  first copy made; the working day…');
    // The broker asks 2 operators on each trip at 06:00; they go at once (pushes are not paced).
    for (const trip of trips) {
      await rig.replica.call('POST', `/v1/trip-requests/${trip.id}/rfqs`, {
        body: batchBody(2),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    }
    await sim.run(DAY + 6.5 * HOUR_MS, [], async () => (await rig.replica.db.outbox.count()) === 0);
    // The operators' side: the RFQs as the remote holds them (another key, before the hours).
    const rfqs: { id: string; trip: string }[] = [];
    for (const trip of trips) {
      const response = await rig.remote.call('GET', `/v1/trip-requests/${trip.id}/rfqs`, {
        key: KEYS.alphaRead,
      });
      const page = (await response.json()) as { items: { id: string }[] };
      rfqs.push(...page.items.map((rfq) => ({ id: rfq.id, trip: trip.id })));
    }
    // Each operator quotes at a seeded time from 07:00 to 19:00, or (one in five) never.
    const quotes = rfqs.flatMap((rfq) =>
      random.chance(0.2) ? [] : [{ ...rfq, at: DAY + (7 + random.next() * 12) * HOUR_MS }],
    );
    const events: TimedEvent[] = quotes.map((quote) => ({
      at: quote.at,
      run: async () => {
        await rig.remote.sim('POST', `/rfqs/${quote.id}/quote`, { amount_cents: 4_500_000 });
      },
    }));
    const measuredFrom = sim.log.length;
    await sim.run(DAY + 22 * HOUR_MS, events);
    const day = sim.log.slice(measuredFrom);

    const hours = Array.from({ length: 14 }, (_, h) => DAY + (7 + h) * HOUR_MS);
    const inHour = (start: number) =>
      day.filter((e) => Date.parse(e.at) >= start && Date.parse(e.at) < start + HOUR_MS);
    const perHour = hours.map((start) => inHour(start).filter(isMeteredPull).length);
    const quoteAt = new Map(quotes.map((quote) => [quote.id, quote.at]));
    const hoursMissingAwaited = hours.filter((start) => {
      const awaited = new Set(
        rfqs.filter((rfq) => (quoteAt.get(rfq.id) ?? Infinity) > start).map((rfq) => rfq.trip),
      );
      const pulled = new Set(inHour(start).map((e) => rfqsOf(e.path)));
      return [...awaited].some((trip) => !pulled.has(trip));
    }).length;
    const latencies = quotes.map((quote) => {
      const seen = day.find(
        (e) => rfqsOf(e.path) === quote.trip && Date.parse(e.at) >= quote.at && e.status === 200,
      );
      return seen ? Date.parse(seen.at) - quote.at : Infinity;
    });

    console.log('  the day done; the days between and the last day…');
    // The days between, spent at this day's pace through another key; then the last day.
    const dayPulls = day.filter(isMeteredPull).length;
    const daysBetween = Math.round((LAST_DAY - DAY) / (24 * HOUR_MS)) - 1;
    await rig.engine.idle();
    await spendAllowance(
      rig,
      daysBetween * dayPulls,
      rig.time.now + MINUTE_MS,
      DAY_PLAN.requests_per_minute,
    );
    await sim.forget();
    // Straight to the last day: those between were spent above, not simulated.
    await rig.time.advanceTo(LAST_DAY + 6 * HOUR_MS);
    await sim.run(PERIOD_END - MINUTE_MS);
    const budget = await readState(rig.replica.db, STATE_KEYS.budget, budgetState);
    return {
      clients: CLIENTS,
      trips: TRIPS,
      quotes: quotes.length,
      unanswered: rfqs.length - quotes.length,
      perHour,
      hoursMissingAwaited,
      latencyP50: percentile(latencies, 50),
      latencyP95: percentile(latencies, 95),
      latencyMax: Math.max(...latencies),
      leftAtEnd: budget?.quota?.remaining ?? NaN,
      reserve: (DAY_PLAN.monthly_quota * RESERVE_PERCENT) / 100,
      daysBetween,
      wallMs: performance.now() - started,
    };
  } finally {
    await rig.close();
  }
}
