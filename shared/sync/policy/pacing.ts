// How many metered pulls may go now. Pushes are the broker's own work and are never paced;
// pulls only refresh what the broker sees, so they leave a reserve untouched and spread
// what is above it over the broker's working hours left in the billing period: each day
// gets its working time's share, and within the day the share comes in step with the hours
// (plus a small burst for a record opened on screen or a "Sync now"), so the morning cannot
// spend the afternoon's. Nor may one working hour spend what the hours before it left much:
// it takes at most its share and a tenth more, so a quiet hour's pulls move to later days
// (today's share is recomputed from what is left) instead of piling into the next hour.
// The first connection's copy is not spread: the broker waits for it.
//
// "Today" is the laptop's calendar day in its time zone, the day the working hours belong to.
import { z } from 'zod';
import type { BudgetWindow } from '../../api';
import {
  localDay,
  nextWorkingStart,
  windowOf,
  workingMsBetween,
  type WorkingHours,
} from './working-time';

export const DEFAULT_RESERVE_PERCENT = 10;
/** Pulls that may go ahead of the hours' pace: an opened record, a "Sync now". */
export const PACE_BURST = 3;
/** The burst while rounds "Sync now" hurried run: the calls it may start beyond the soonest. */
export const SYNC_NOW_CALLS = 10;
/** What one working hour may spend beyond its share, as a share of it (and the burst). */
export const HOUR_CATCH_UP = 0.1;
const HOUR_MS = 3_600_000;

/** The metered pulls made on one local day, and in its last working hour; persisted. */
export const pullLedger = z.strictObject({
  /** The laptop's calendar day, as days since the epoch. */
  day: z.int(),
  spent: z.int().nonnegative(),
  /** The start of the working hour of the last pull, epoch ms (absent in older ledgers). */
  hour: z.int().optional(),
  /** The metered pulls made in that hour. */
  hour_spent: z.int().nonnegative().optional(),
});
export type PullLedger = z.infer<typeof pullLedger>;

/** The broker's working hours and the zone they are in. */
export interface WorkingDay {
  hours: WorkingHours;
  timeZone: string;
}

/** All day, UTC: the pace of an engine given no working hours (tests, tools). */
export const ALL_DAY_UTC: WorkingDay = { hours: { start: '00:00', end: '24:00' }, timeZone: 'UTC' };

/**
 * The start of the working hour `nowMs` falls in: hours count from the start of today's
 * working window (07:30–08:30 for hours from 07:30), before it and after it alike.
 */
export function workingHourOf(nowMs: number, working: WorkingDay = ALL_DAY_UTC): number {
  const [start] = windowOf(localDay(nowMs, working.timeZone), working.hours, working.timeZone);
  return start + Math.floor((nowMs - start) / HOUR_MS) * HOUR_MS;
}

export function pullsSpentToday(
  ledger: PullLedger | null,
  nowMs: number,
  timeZone = ALL_DAY_UTC.timeZone,
): number {
  return ledger !== null && ledger.day === localDay(nowMs, timeZone) ? ledger.spent : 0;
}

export function pullsSpentThisHour(
  ledger: PullLedger | null,
  nowMs: number,
  working: WorkingDay = ALL_DAY_UTC,
): number {
  return ledger?.hour === workingHourOf(nowMs, working) ? (ledger.hour_spent ?? 0) : 0;
}

/**
 * Counts a metered pull when it is sent, whatever its answer: one refunded by the remote
 * (a 429 or 5xx) or lost on the way is counted too, which errs on the side of the reserve.
 */
export function recordPull(
  ledger: PullLedger | null,
  nowMs: number,
  working: WorkingDay = ALL_DAY_UTC,
): PullLedger {
  return {
    day: localDay(nowMs, working.timeZone),
    spent: pullsSpentToday(ledger, nowMs, working.timeZone) + 1,
    hour: workingHourOf(nowMs, working),
    hour_spent: pullsSpentThisHour(ledger, nowMs, working) + 1,
  };
}

export interface PullAllowanceInput {
  /** The last quota window seen, or null before any. */
  quota: BudgetWindow | null;
  /** Share of the quota limit pulls never spend, 0 to 100. */
  reservePercent: number;
  nowMs: number;
  /** Metered pulls already made today (`pullsSpentToday`). */
  spentToday: number;
  /** Metered pulls already made in the current working hour (`pullsSpentThisHour`). */
  spentThisHour: number;
  working?: WorkingDay;
  /** False for the first connection's copy: the day's share goes at once. */
  spread?: boolean;
  /** Pulls that may go ahead of the hours (`PACE_BURST` unless a "Sync now" asks more). */
  burst?: number;
}

/** The pulls above the reserve, or 0; throws on a reserve outside 0 to 100. */
export function aboveReserve(quota: BudgetWindow, reservePercent: number): number {
  if (!(reservePercent >= 0 && reservePercent <= 100)) {
    throw new RangeError(`The quota reserve must be 0 to 100 percent, not ${reservePercent}`);
  }
  return Math.max(0, quota.remaining - Math.ceil((quota.limit * reservePercent) / 100));
}

/**
 * Whether metered reads of what is on screen may go (they have an allowance of their own,
 * not the hours' pace): while some of the allowance is above the reserve, or before the
 * period's allowance is known (their answer tells it).
 */
export function aboveReserveLeft(
  quota: BudgetWindow | null,
  reservePercent: number,
  nowMs: number,
): boolean {
  return quota === null || nowMs >= quota.resetAt * 1000 || aboveReserve(quota, reservePercent) > 0;
}

interface DayPace {
  /** Today's share of the pulls above the reserve, today's pulls included. */
  share: number;
  /** Today's working window (ending at the reset at the latest). */
  start: number;
  end: number;
}

function dayPace(quota: BudgetWindow, above: number, spent: number, now: number, day: WorkingDay) {
  const reset = quota.resetAt * 1000;
  const [start, windowEnd] = windowOf(localDay(now, day.timeZone), day.hours, day.timeZone);
  const end = Math.min(windowEnd, reset);
  const today = Math.max(0, end - start);
  const left = workingMsBetween(start, reset, day.hours, day.timeZone);
  // No working time left before the reset: what is above the reserve is today's.
  const share = left === 0 ? above + spent : Math.floor(((above + spent) * today) / left);
  return { share, start, end } satisfies DayPace;
}

/** How many of today's share the hours allow by `nowMs`: in step with them, plus the burst. */
function paced({ share, start, end }: DayPace, nowMs: number, burst: number): number {
  const elapsed = end <= start ? 1 : Math.min(1, Math.max(0, (nowMs - start) / (end - start)));
  return Math.min(share, Math.floor(share * elapsed) + burst);
}

/** What one working hour may spend: its part of today's share, a bounded catch-up, the burst. */
function hourCap({ share, start, end }: DayPace, burst: number): number {
  const hourShare = end <= start ? share : (share * HOUR_MS) / (end - start);
  return Math.floor(hourShare * (1 + HOUR_CATCH_UP)) + burst;
}

export function pullAllowance(input: PullAllowanceInput): number {
  const { quota, reservePercent, nowMs, spentToday } = input;
  // Nothing known of this period (none seen yet, or the window seen has reset): one pull a
  // day may go to learn it, since every metered answer carries the quota window.
  if (quota === null || nowMs >= quota.resetAt * 1000) return spentToday === 0 ? 1 : 0;
  const above = aboveReserve(quota, reservePercent);
  if (above === 0) return 0;
  const pace = dayPace(quota, above, spentToday, nowMs, input.working ?? ALL_DAY_UTC);
  if (input.spread === false) return Math.max(0, Math.min(pace.share - spentToday, above));
  const burst = input.burst ?? PACE_BURST;
  const today = paced(pace, nowMs, burst) - spentToday;
  const thisHour = hourCap(pace, burst) - input.spentThisHour;
  return Math.max(0, Math.min(today, thisHour, above));
}

/**
 * When the pace next allows a metered pull, once it allows none now: later today as the
 * hours go by, else when the next working day starts.
 */
export function nextPaceAt(input: PullAllowanceInput): number {
  const { quota, nowMs, spentToday } = input;
  const working = input.working ?? ALL_DAY_UTC;
  const tomorrow = () => {
    const [, end] = windowOf(localDay(nowMs, working.timeZone), working.hours, working.timeZone);
    return nextWorkingStart(Math.max(end, nowMs + 1), working.hours, working.timeZone);
  };
  if (quota === null || nowMs >= quota.resetAt * 1000) return tomorrow();
  const above = aboveReserve(quota, input.reservePercent);
  if (above === 0 || input.spread === false) return tomorrow();
  const pace = dayPace(quota, above, spentToday, nowMs, working);
  if (spentToday >= pace.share || pace.end <= pace.start) return tomorrow();
  const burst = input.burst ?? PACE_BURST;
  // The first instant floor(share × elapsed) + burst exceeds what was spent.
  const fraction = (spentToday + 1 - burst) / pace.share;
  const inStep = pace.start + Math.ceil(fraction * (pace.end - pace.start));
  // An hour that spent its cap waits for the next one.
  const nextHour =
    input.spentThisHour >= hourCap(pace, burst) ? workingHourOf(nowMs, working) + HOUR_MS : 0;
  return Math.max(nowMs + 1, inStep, nextHour);
}
