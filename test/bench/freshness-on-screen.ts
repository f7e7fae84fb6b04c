// Issue 29's news on screen, in Node on the virtual clock: the demo's plan (10,000 a month),
// 240 clients and 12 open trips, 5 operators asked on each at 06:30. Operators answer
// (quote, decline, write) through /_sim/ while the broker has a trip on screen (10:00 to
// 11:00), the Inbox (11:00 to 12:00), nothing open but the window (14:00 to 15:00), and a
// trip at night (23:00 to 23:30). Measured: from each act to the replica holding it (what
// the screens read), and the metered calls each hour spent, from the remote's log.
import { generateClients } from '../../shared/demo';
import { createRandom } from '../../shared/demo/random';
import { budgetState } from '../../shared/sync/policy/budget';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import type { Screen } from '../../shared/sync/pull/task';
import { readState, STATE_KEYS } from '../../shared/sync/sync-state';
import { batchBody, KEYS } from '../remote-api/remote-harness';
import type { SyncRig } from '../sync/sync-rig';
import { syncRig } from '../sync/sync-rig';
import {
  countingFetch,
  HOUR_MS,
  isMeteredPull,
  MINUTE_MS,
  simulation,
  type TimedEvent,
} from './freshness-sim';

export const ON_SCREEN_PLAN = { monthly_quota: 10_000, requests_per_minute: 120 };
const RESERVE_PERCENT = 10;
const PERIOD_START = Date.parse('2026-04-01T00:00:00.000Z');
const DAY = Date.parse('2026-04-02T00:00:00.000Z');
const WORKING = { hours: { start: '07:00', end: '21:00' }, timeZone: 'UTC' };
const TRIPS = 12;
const ASKED = 5;
const SEED = 29;

type Act = 'quote' | 'decline' | 'message';

export interface PhaseResult {
  name: string;
  /** From each answer (a quote or a decline) to the replica, ms; Infinity when never. */
  answers: number[];
  messages: number[];
  /** Metered calls the engine made in the phase, and the phase's length. */
  metered: number;
  lengthMs: number;
}

export interface OnScreenResult {
  phases: PhaseResult[];
  /** Calls left above the reserve when the day ended. */
  aboveReserve: number;
  wallMs: number;
}

const tripId = (n: number) => `0a000000-0000-4000-8000-${String(200_000 + n).padStart(12, '0')}`;

interface Planned {
  at: number;
  act: Act;
  rfq: string;
  body: string;
}

/** Whether the replica holds what `planned` did at the remote. */
async function holds(rig: SyncRig, planned: Planned): Promise<boolean> {
  if (planned.act === 'message') {
    const messages = await rig.replica.db.messages.where('rfq_id').equals(planned.rfq).toArray();
    return messages.some((message) => message.body === planned.body);
  }
  const status = (await rig.replica.db.rfqs.get(planned.rfq))?.status;
  return status === (planned.act === 'quote' ? 'quoted' : 'declined');
}

async function act(rig: SyncRig, planned: Planned): Promise<void> {
  const path = `/rfqs/${planned.rfq}`;
  if (planned.act === 'quote') {
    await rig.remote.sim('POST', `${path}/quote`, { amount_cents: 3_200_000 });
  } else if (planned.act === 'decline') {
    await rig.remote.sim('POST', `${path}/decline`, { note: 'No crew' });
  } else await rig.remote.sim('POST', `${path}/messages`, { body: planned.body }, 201);
}

export async function measureOnScreen(): Promise<OnScreenResult> {
  const started = performance.now();
  const random = createRandom(SEED);
  const clients = generateClients(240, SEED, new Date(PERIOD_START));
  const trips = Array.from({ length: TRIPS }, (_, n) => ({
    id: tripId(n),
    client_id: clients[n * 7]!.id ?? null,
    status: 'open' as const,
    legs: [{ depart_date: '2026-05-20', from: 'KTEB', to: 'KPBI' }],
  }));
  const planner = createPullPlanner();
  const engineFetch = countingFetch();
  const rig = await syncRig({
    fetch: engineFetch.fetch,
    plan: ON_SCREEN_PLAN,
    planner,
    clients,
    tripRequests: trips,
    empty: true,
    start: new Date(DAY + 6 * HOUR_MS).toISOString(),
    reservePercent: RESERVE_PERCENT,
    workingDay: WORKING,
  });
  try {
    const sim = simulation(rig, engineFetch.sent);
    rig.engine.start();
    await sim.run(DAY + 6.5 * HOUR_MS);
    for (const trip of trips) {
      await rig.replica.call('POST', `/v1/trip-requests/${trip.id}/rfqs`, {
        body: batchBody(ASKED),
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    }
    await sim.run(DAY + 7 * HOUR_MS, [], async () => (await rig.replica.db.outbox.count()) === 0);
    const rfqsOf = new Map<string, string[]>();
    for (const trip of trips) {
      const response = await rig.remote.call('GET', `/v1/trip-requests/${trip.id}/rfqs`, {
        key: KEYS.alphaRead,
      });
      const page = (await response.json()) as { items: { id: string }[] };
      rfqsOf.set(
        trip.id,
        page.items.map((rfq) => rfq.id),
      );
    }
    await sim.run(DAY + 10 * HOUR_MS);

    const acts = (trip: number, from: number, minutes: readonly number[]): Planned[] => {
      const order: Act[] = ['quote', 'message', 'decline'];
      return minutes.map((minute, index) => ({
        at: from + minute * MINUTE_MS + Math.round(random.next() * 50_000),
        act: order[index % 3]!,
        rfq: rfqsOf.get(tripId(trip))![index % ASKED]!,
        body: `Operator note ${trip}.${index}`,
      }));
    };
    const phases: {
      name: string;
      from: number;
      to: number;
      screen: Screen;
      planned: Planned[];
    }[] = [
      {
        name: 'a trip on screen, its first 10 minutes',
        from: DAY + 10 * HOUR_MS,
        to: DAY + 10 * HOUR_MS + 10 * MINUTE_MS,
        screen: { visible: true, focus: { kind: 'trip_rfqs', tripRequestId: tripId(0) } },
        planned: acts(0, DAY + 10 * HOUR_MS, [1, 4, 7]),
      },
      {
        name: 'the same trip, the rest of the hour',
        from: DAY + 10 * HOUR_MS + 10 * MINUTE_MS,
        to: DAY + 11 * HOUR_MS,
        screen: { visible: true, focus: { kind: 'trip_rfqs', tripRequestId: tripId(0) } },
        planned: acts(0, DAY + 10 * HOUR_MS, [20, 35, 50]).map((each, index) => ({
          ...each,
          rfq: rfqsOf.get(tripId(0))![3 + (index % 2)]!,
        })),
      },
      {
        name: 'the Inbox on screen, an hour',
        from: DAY + 11 * HOUR_MS,
        to: DAY + 12 * HOUR_MS,
        screen: { visible: true, focus: null, inbox: true },
        planned: [1, 2, 3, 4].flatMap((trip) =>
          acts(trip, DAY + 11 * HOUR_MS, [3 * trip, 20 + 9 * trip, 45 + 3 * trip]),
        ),
      },
      {
        name: 'no trip open, an hour',
        from: DAY + 14 * HOUR_MS,
        to: DAY + 15 * HOUR_MS,
        screen: { visible: true, focus: null },
        planned: acts(5, DAY + 14 * HOUR_MS, [5, 25, 45]),
      },
      {
        name: 'a trip on screen at night (23:00), half an hour',
        from: DAY + 23 * HOUR_MS,
        to: DAY + 23.5 * HOUR_MS,
        screen: { visible: true, focus: { kind: 'trip_rfqs', tripRequestId: tripId(6) } },
        planned: acts(6, DAY + 23 * HOUR_MS, [2, 9, 16]),
      },
    ];

    const results: PhaseResult[] = [];
    for (const phase of phases) {
      console.log(`  on screen: ${phase.name}…`);
      await sim.run(phase.from);
      rig.engine.setScreen(phase.screen);
      const seen = new Map<Planned, number>();
      const events: TimedEvent[] = phase.planned.map((planned) => ({
        at: planned.at,
        run: () => act(rig, planned),
      }));
      const measuredFrom = sim.log.length;
      // Past the phase's end too, for an answer still on its way (the screen stays).
      const waitUntil = phase.to + 2 * HOUR_MS;
      await sim.run(waitUntil, events, async () => {
        for (const planned of phase.planned) {
          if (!seen.has(planned) && rig.time.now >= planned.at && (await holds(rig, planned))) {
            seen.set(planned, rig.time.now - planned.at);
          }
        }
        return rig.time.now >= phase.to && seen.size === phase.planned.length;
      });
      const during = sim.log
        .slice(measuredFrom)
        .filter((entry) => Date.parse(entry.at) >= phase.from && Date.parse(entry.at) < phase.to);
      const latency = (planned: Planned) => seen.get(planned) ?? Infinity;
      results.push({
        name: phase.name,
        answers: phase.planned.filter((p) => p.act !== 'message').map(latency),
        messages: phase.planned.filter((p) => p.act === 'message').map(latency),
        metered: during.filter(isMeteredPull).length,
        lengthMs: phase.to - phase.from,
      });
      rig.engine.setScreen({ visible: true, focus: null });
    }
    const budget = await readState(rig.replica.db, STATE_KEYS.budget, budgetState);
    const quota = budget?.quota;
    return {
      phases: results,
      aboveReserve: quota ? quota.remaining - (quota.limit * RESERVE_PERCENT) / 100 : NaN,
      wallMs: performance.now() - started,
    };
  } finally {
    await rig.close();
  }
}
