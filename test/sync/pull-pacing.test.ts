import { describe, expect, it } from 'vitest';
import {
  ALL_DAY_UTC,
  DEFAULT_RESERVE_PERCENT,
  HOUR_CATCH_UP,
  nextPaceAt,
  PACE_BURST,
  pullAllowance,
  pullLedger,
  pullsSpentThisHour,
  pullsSpentToday,
  recordPull,
  type PullAllowanceInput,
  type WorkingDay,
} from '../../shared/sync/policy/pacing';

const at = (iso: string) => Date.parse(iso);
const APRIL = at('2026-04-01T00:00:00Z');
const MARCH_FIRST = at('2026-03-01T00:00:00Z');

/** A billing period ending at the start of April, 1,000 calls a month. */
const quota = (remaining: number, resetMs = APRIL, limit = 1000) => ({
  limit,
  remaining,
  resetAt: resetMs / 1000,
});

/** The day's share, all of it at once (as the first connection's copy has it). */
const allowance = (input: Partial<PullAllowanceInput>) =>
  pullAllowance({
    quota: quota(1000),
    reservePercent: DEFAULT_RESERVE_PERCENT,
    nowMs: MARCH_FIRST,
    spentToday: 0,
    spentThisHour: 0,
    spread: false,
    ...input,
  });

describe("the day's share of the pulls", () => {
  it('spreads what is above the reserve over the days left, today included', () => {
    // (1000 − 100 reserve) / 31 days of March.
    expect(allowance({})).toBe(29);
    // 30 days left on the 2nd, however late in the day.
    expect(allowance({ nowMs: at('2026-03-02T23:59:59Z') })).toBe(30);
  });

  it("counts today's pulls against today's share, not twice", () => {
    // 20 pulls made: the remote shows them spent, and today has 9 left of its 29.
    expect(allowance({ quota: quota(980), spentToday: 20 })).toBe(9);
    expect(allowance({ quota: quota(971), spentToday: 29 })).toBe(0);
  });

  it("shrinks today's share when pushes or other keys spent the allowance", () => {
    expect(allowance({ quota: quota(900) })).toBe(25);
  });

  it('never spends the reserve, even on the last day', () => {
    const lastDay = at('2026-03-31T18:00:00Z');
    expect(allowance({ quota: quota(150), nowMs: lastDay })).toBe(50);
    expect(allowance({ quota: quota(100), nowMs: lastDay })).toBe(0);
    expect(allowance({ quota: quota(40), nowMs: lastDay })).toBe(0);
    expect(allowance({ quota: quota(150), nowMs: lastDay, reservePercent: 0 })).toBe(150);
    expect(allowance({ quota: quota(1000), nowMs: lastDay, reservePercent: 100 })).toBe(0);
  });

  it('rounds the reserve up and the share down', () => {
    // Reserve of 15% of 999 is 149.85 → 150; (999 − 150) / 31 = 27.4 → 27.
    expect(allowance({ quota: quota(999, APRIL, 999), reservePercent: 15 })).toBe(27);
  });

  it('shares by working time, a reset during a day ending that day early', () => {
    const noonReset = at('2026-03-03T12:00:00Z');
    // The 2nd whole and the 3rd until noon: 24 of 36 hours are the 2nd's, 2/3 of 400.
    expect(allowance({ quota: quota(500, noonReset), nowMs: at('2026-03-02T08:00:00Z') })).toBe(
      266,
    );
  });

  it('makes one probing pull a day while nothing is known of the period', () => {
    expect(allowance({ quota: null })).toBe(1);
    expect(allowance({ quota: null, spentToday: 1 })).toBe(0);
    // The window seen belongs to a period that has ended.
    expect(allowance({ quota: quota(0, MARCH_FIRST), nowMs: MARCH_FIRST })).toBe(1);
  });

  it('refuses a reserve outside 0 to 100 percent', () => {
    expect(() => allowance({ reservePercent: 101 })).toThrow(RangeError);
    expect(() => allowance({ reservePercent: -1 })).toThrow(RangeError);
    expect(() => allowance({ reservePercent: Number.NaN })).toThrow(RangeError);
  });
});

/** The pace at `nowIso` on a plan of `limit` a month, with what today and this hour spent. */
function paceOn(limit: number, working: WorkingDay) {
  return (nowIso: string, spentToday = 0, spentThisHour = 0) => {
    const input = {
      quota: quota(limit - spentToday, APRIL, limit),
      reservePercent: DEFAULT_RESERVE_PERCENT,
      nowMs: at(nowIso),
      spentToday,
      spentThisHour,
      working,
    };
    return { allowed: pullAllowance(input), next: nextPaceAt(input) };
  };
}

describe('pulls spread over the working hours', () => {
  // Lisbon is on UTC in March before the 29th: 07:00–21:00 there is 07:00–21:00 UTC.
  const working = { hours: { start: '07:00', end: '21:00' }, timeZone: 'Europe/Lisbon' };
  // 900 above the reserve over 31 days × 14 hours: 29 a day, about 2 an hour.
  const spread = paceOn(1000, working);

  it('gives only the burst before the day starts, and the share in step with the hours', () => {
    expect(spread('2026-03-01T05:00:00Z').allowed).toBe(PACE_BURST);
    expect(spread('2026-03-01T07:00:00Z', PACE_BURST, PACE_BURST).allowed).toBe(0);
    // Half the working day gone, 12 spent before this hour: half the day's 29, and the burst.
    expect(spread('2026-03-01T14:00:00Z', 12).allowed).toBe(14 + PACE_BURST - 12);
    expect(spread('2026-03-01T14:00:00Z', 17, 5).allowed).toBe(0);
    // At the day's end the whole share, and no more after it.
    expect(spread('2026-03-01T21:00:00Z', 27).allowed).toBe(2);
    expect(spread('2026-03-01T23:00:00Z', 29).allowed).toBe(0);
  });

  it('says when the hours allow the next pull: later today, else the next working day', () => {
    // 17 spent at 14:00: the 18th comes when 15 of 29 are due, 15/29 into the 14 hours.
    const { next } = spread('2026-03-01T14:00:00Z', 17);
    expect(next).toBe(at('2026-03-01T07:00:00Z') + Math.ceil((15 / 29) * 14 * 3_600_000));
    expect(spread('2026-03-01T23:00:00Z', 29).next).toBe(at('2026-03-02T07:00:00Z'));
  });

  it("follows the laptop's zone: New York's working day is 12:00–02:00 UTC in March", () => {
    const newYork = { ...working, timeZone: 'America/New_York' };
    const input = {
      quota: quota(1000),
      reservePercent: 10,
      spentToday: PACE_BURST,
      spentThisHour: 0,
      working: newYork,
    };
    expect(pullAllowance({ ...input, nowMs: at('2026-03-02T11:00:00Z') })).toBe(0);
    expect(pullAllowance({ ...input, nowMs: at('2026-03-03T01:59:00Z') })).toBeGreaterThan(0);
  });
});

describe('each working hour within its share', () => {
  const working = { hours: { start: '07:00', end: '21:00' }, timeZone: 'UTC' };
  // 45,000 above the reserve over March's 31 days: 1,451 a day, 103.6 a working hour.
  const hourShare = 1451 / 14;
  const cap = Math.floor(hourShare * (1 + HOUR_CATCH_UP)) + PACE_BURST;
  const pace = paceOn(50_000, working);

  it('lets an hour after a quiet one catch up only a tenth of its share', () => {
    // Nothing spent until 14:00: half the day's share is behind, yet this hour takes its cap.
    expect(cap).toBe(117);
    expect(pace('2026-03-01T14:00:00Z', 0, 0).allowed).toBe(cap);
    expect(pace('2026-03-01T14:59:00Z', cap, cap).allowed).toBe(0);
    // The next hour has a cap of its own, and the day's pace still allows more.
    expect(pace('2026-03-01T15:00:00Z', cap, 0).allowed).toBe(cap);
  });

  it('says the next hour when the cap holds the pulls, not the day', () => {
    expect(pace('2026-03-01T14:20:00Z', cap, cap).next).toBe(at('2026-03-01T15:00:00Z'));
    // In step with the hours, the day's pace holds first: its next pull is the sooner wait.
    const { allowed, next } = pace('2026-03-01T07:30:00Z', 60, 60);
    expect(allowed).toBe(0);
    expect(next).toBeLessThan(at('2026-03-01T08:00:00Z'));
  });

  it('leaves the first copy unbounded by the hour', () => {
    const first = pullAllowance({
      quota: quota(50_000, APRIL, 50_000),
      reservePercent: DEFAULT_RESERVE_PERCENT,
      nowMs: at('2026-03-01T14:00:00Z'),
      spentToday: 0,
      spentThisHour: 0,
      working,
      spread: false,
    });
    expect(first).toBe(1451);
  });
});

describe('pull ledger', () => {
  it('counts pulls per UTC day by default and starts again at UTC midnight', () => {
    const late = at('2026-03-10T23:59:00Z');
    const ledger = recordPull(recordPull(null, late), late);
    expect(pullsSpentToday(ledger, late)).toBe(2);
    expect(pullsSpentToday(ledger, at('2026-03-11T00:00:00Z'))).toBe(0);
    expect(recordPull(ledger, at('2026-03-11T00:00:01Z'))).toMatchObject({ spent: 1 });
    expect(pullsSpentToday(null, late)).toBe(0);
  });

  it("counts by the laptop's calendar day in its zone", () => {
    // 23:30 UTC is already the next day in Athens (UTC+2).
    const athens = { ...ALL_DAY_UTC, timeZone: 'Europe/Athens' };
    const ledger = recordPull(null, at('2026-03-10T21:30:00Z'), athens);
    expect(pullsSpentToday(ledger, at('2026-03-10T21:59:00Z'), 'Europe/Athens')).toBe(1);
    expect(pullsSpentToday(ledger, at('2026-03-10T22:00:00Z'), 'Europe/Athens')).toBe(0);
  });

  it('counts the pulls of the working hour, hours counted from the working day’s start', () => {
    const working = { hours: { start: '07:30', end: '21:00' }, timeZone: 'UTC' };
    const first = recordPull(null, at('2026-03-10T08:10:00Z'), working);
    const second = recordPull(first, at('2026-03-10T08:29:00Z'), working);
    expect(pullsSpentThisHour(second, at('2026-03-10T08:29:59Z'), working)).toBe(2);
    // 08:30 starts the working day's second hour.
    expect(pullsSpentThisHour(second, at('2026-03-10T08:30:00Z'), working)).toBe(0);
    expect(recordPull(second, at('2026-03-10T08:30:00Z'), working)).toMatchObject({
      spent: 3,
      hour_spent: 1,
    });
  });

  it('reads a ledger stored before hours were counted', () => {
    const older = pullLedger.parse({ day: 20_522, spent: 40 });
    expect(pullsSpentThisHour(older, at('2026-03-10T08:10:00Z'))).toBe(0);
    expect(recordPull(older, at('2026-03-10T08:10:00Z'))).toMatchObject({
      spent: 41,
      hour_spent: 1,
    });
  });

  it('is plain JSON with a schema', () => {
    const ledger = recordPull(null, MARCH_FIRST);
    expect(pullLedger.parse(JSON.parse(JSON.stringify(ledger)))).toEqual(ledger);
    expect(pullLedger.safeParse({ day: 1, spent: -1 }).success).toBe(false);
  });
});
