// How often each round runs, from what a round costs and the allowance left: the pace
// (../../policy/pacing.ts) gives the metered pulls a working hour may spend, and the rounds share
// them by weight, awaited quotes the most. A round that needs less than its share at its shortest
// useful interval leaves the rest to the others, so a small book is compared with the server every
// few minutes while 100,000 clients are walked as often as the allowance pays for. A hidden window
// runs its rounds less often; the free threads follow the rate.
import type { BudgetWindow } from '../../../api';
import { aboveReserve, type WorkingDay } from '../../policy/pacing';
import type { PullStep } from '../../../rules/pull-steps';
import type { Cadence } from '../task';
import { workingMsBetween } from '../../policy/working-time';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type MeteredStep = Exclude<PullStep, 'threads'>;
export const METERED_STEPS: readonly MeteredStep[] = [
  'trip_rfqs',
  'recent_clients',
  'clients',
  'contacts',
];

/** A step's claim on the hour's pulls, and the interval below which more is not worth it. */
const SHARES: Readonly<Record<MeteredStep, { weight: number; shortest: number }>> = {
  trip_rfqs: { weight: 5, shortest: 3 * MINUTE_MS },
  clients: { weight: 3, shortest: 5 * MINUTE_MS },
  recent_clients: { weight: 1.5, shortest: 5 * MINUTE_MS },
  contacts: { weight: 0.5, shortest: HOUR_MS },
};
/** No round waits longer, whatever the allowance: the pace still holds what it cannot pay. */
export const LONGEST_INTERVAL_MS = 30 * DAY_MS;
/** A hidden window's rounds run this many times less often. */
export const HIDDEN_FACTOR = 3;
/** Threads are free but not the rate: they take at most this share of a minute's calls. */
export const THREAD_RATE_SHARE = 0.25;
/** Intervals before any quota window is known. */
const UNKNOWN_QUOTA: Readonly<Record<PullStep, number>> = {
  threads: MINUTE_MS,
  trip_rfqs: 5 * MINUTE_MS,
  recent_clients: 15 * MINUTE_MS,
  contacts: DAY_MS,
  clients: DAY_MS,
};

export interface CadenceInput {
  nowMs: number;
  quota: BudgetWindow | null;
  /** The per-minute window, for the free threads. */
  rate: BudgetWindow | null;
  reservePercent: number;
  working: WorkingDay;
  /** Calls a round of each step costs (its last round, or an estimate). */
  costs: Readonly<Record<PullStep, number>>;
  /** Whether a window of the app is on screen. */
  visible: boolean;
}

/** Awaited quotes are checked every working hour while that takes at most this share. */
const HOURLY_QUOTES_SHARE = 0.8;

/**
 * Water-filling: shares `perHour` among `steps` by weight; a step whose share would run it
 * more often than its shortest interval is held there and its rest shared again.
 */
function fill(
  perHour: number,
  steps: readonly MeteredStep[],
  costs: Readonly<Record<PullStep, number>>,
): Partial<Record<MeteredStep, number>> {
  const hourly: Partial<Record<MeteredStep, number>> = {};
  let open = [...steps];
  let left = perHour;
  for (let capped = true; capped && open.length > 0;) {
    capped = false;
    const weights = open.reduce((sum, step) => sum + SHARES[step].weight, 0);
    const held = open.find((step) => {
      const share = (left * SHARES[step].weight) / weights;
      return share > 0 && (costs[step] / share) * HOUR_MS <= SHARES[step].shortest;
    });
    if (held === undefined) break;
    hourly[held] = (costs[held] * HOUR_MS) / SHARES[held].shortest;
    left -= hourly[held];
    open = open.filter((step) => step !== held);
    capped = true;
  }
  const weights = open.reduce((sum, step) => sum + SHARES[step].weight, 0);
  for (const step of open) hourly[step] = (left * SHARES[step].weight) / weights;
  return hourly;
}

/**
 * Each metered step's interval: the hour's pulls shared by weight, except that awaited
 * quotes are checked at least every working hour while that takes no more than
 * `HOURLY_QUOTES_SHARE` of it.
 */
function share(perHour: number, costs: Readonly<Record<PullStep, number>>) {
  const steps = METERED_STEPS.filter((step) => costs[step] > 0);
  let hourly = fill(perHour, steps, costs);
  const hourlyQuotes = Math.min(costs.trip_rfqs, perHour * HOURLY_QUOTES_SHARE);
  if ((hourly.trip_rfqs ?? 0) < hourlyQuotes) {
    const others = steps.filter((step) => step !== 'trip_rfqs');
    hourly = { ...fill(perHour - hourlyQuotes, others, costs), trip_rfqs: hourlyQuotes };
  }
  const intervals = {} as Record<MeteredStep, number>;
  for (const step of METERED_STEPS) {
    const rate = hourly[step];
    intervals[step] =
      costs[step] === 0
        ? SHARES[step].shortest
        : rate === undefined || rate <= 0
          ? LONGEST_INTERVAL_MS
          : Math.min(LONGEST_INTERVAL_MS, (costs[step] / rate) * HOUR_MS);
  }
  return intervals;
}

function threadInterval(threads: number, rate: BudgetWindow | null): number {
  if (rate === null || rate.limit === 0) return MINUTE_MS;
  return Math.round(Math.max(MINUTE_MS, (threads / (rate.limit * THREAD_RATE_SHARE)) * MINUTE_MS));
}

export function cadenceOf(input: CadenceInput): Cadence {
  const { quota, working, costs } = input;
  const threads = threadInterval(costs.threads, input.rate);
  if (quota === null || input.nowMs >= quota.resetAt * 1000) {
    return { perHour: 0, intervals: { ...UNKNOWN_QUOTA, threads }, spendPerHour: 0 };
  }
  const hoursLeft =
    workingMsBetween(input.nowMs, quota.resetAt * 1000, working.hours, working.timeZone) / HOUR_MS;
  const above = aboveReserve(quota, input.reservePercent);
  const perHour = hoursLeft > 0 ? above / hoursLeft : above;
  const metered = share(perHour, costs);
  const factor = input.visible ? 1 : HIDDEN_FACTOR;
  // Whole milliseconds: a wake is a time the timers meet exactly.
  const intervals = { threads: Math.round(threads * factor) } as Record<PullStep, number>;
  let spendPerHour = 0;
  for (const step of METERED_STEPS) {
    intervals[step] = Math.round(Math.min(LONGEST_INTERVAL_MS, metered[step] * factor));
    spendPerHour += (costs[step] * HOUR_MS) / intervals[step];
  }
  return { perHour, intervals, spendPerHour };
}
