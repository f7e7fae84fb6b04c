// How many metered pulls may still go today. Pushes are the broker's own work and are never
// paced; pulls only refresh what the broker sees, so they leave a reserve untouched and
// spread what is above it evenly over the days left in the billing period.
//
// "Today" is the UTC calendar day, as the spec's per-minute windows are UTC minutes and the
// reference remote's billing period is the UTC month: a day then never straddles a reset.
import { z } from 'zod';
import type { BudgetWindow } from '../../api';

export const DEFAULT_RESERVE_PERCENT = 10;
const DAY_MS = 86_400_000;

const utcDay = (epochMs: number) => Math.floor(epochMs / DAY_MS);

/** The metered pulls made on one UTC day; persisted with the budget. */
export const pullLedger = z.strictObject({
  /** Days since the Unix epoch, UTC. */
  day: z.int(),
  spent: z.int().nonnegative(),
});
export type PullLedger = z.infer<typeof pullLedger>;

/** When today's share is counted anew: the start of the next UTC day. */
export const nextPaceDay = (nowMs: number) => (utcDay(nowMs) + 1) * DAY_MS;

export function pullsSpentToday(ledger: PullLedger | null, nowMs: number): number {
  return ledger !== null && ledger.day === utcDay(nowMs) ? ledger.spent : 0;
}

/**
 * Counts a metered pull when it is sent, whatever its answer: one refunded by the remote
 * (a 429 or 5xx) or lost on the way is counted too, which errs on the side of the reserve.
 */
export function recordPull(ledger: PullLedger | null, nowMs: number): PullLedger {
  return { day: utcDay(nowMs), spent: pullsSpentToday(ledger, nowMs) + 1 };
}

export interface PullAllowanceInput {
  /** The last quota window seen, or null before any. */
  quota: BudgetWindow | null;
  /** Share of the quota limit pulls never spend, 0 to 100. */
  reservePercent: number;
  nowMs: number;
  /** Metered pulls already made today (`pullsSpentToday`). */
  spentToday: number;
}

/** UTC days from today to the last day of the period, both included; at least 1. */
function daysLeft(quota: BudgetWindow, nowMs: number): number {
  return Math.max(1, utcDay(quota.resetAt * 1000 - 1) - utcDay(nowMs) + 1);
}

export function pullAllowance({
  quota,
  reservePercent,
  nowMs,
  spentToday,
}: PullAllowanceInput): number {
  if (!(reservePercent >= 0 && reservePercent <= 100)) {
    throw new RangeError(`The quota reserve must be 0 to 100 percent, not ${reservePercent}`);
  }
  // Nothing known of this period (none seen yet, or the window seen has reset): one pull a
  // day may go to learn it, since every metered answer carries the quota window.
  if (quota === null || nowMs >= quota.resetAt * 1000) return spentToday === 0 ? 1 : 0;

  const aboveReserve = quota.remaining - Math.ceil((quota.limit * reservePercent) / 100);
  if (aboveReserve <= 0) return 0;
  // `remaining` already lacks today's pulls: add them back for the share of the whole day.
  const todaysShare = Math.floor((aboveReserve + spentToday) / daysLeft(quota, nowMs));
  return Math.max(0, Math.min(todaysShare - spentToday, aboveReserve));
}
