import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RESERVE_PERCENT,
  pullAllowance,
  pullLedger,
  pullsSpentToday,
  recordPull,
} from '../../shared/sync/pull/pacing';

const at = (iso: string) => Date.parse(iso);
const APRIL = at('2026-04-01T00:00:00Z');
const MARCH_FIRST = at('2026-03-01T00:00:00Z');

/** A billing period ending at the start of April, 1,000 calls a month. */
const quota = (remaining: number, resetMs = APRIL, limit = 1000) => ({
  limit,
  remaining,
  resetAt: resetMs / 1000,
});

const allowance = (input: Partial<Parameters<typeof pullAllowance>[0]>) =>
  pullAllowance({
    quota: quota(1000),
    reservePercent: DEFAULT_RESERVE_PERCENT,
    nowMs: MARCH_FIRST,
    spentToday: 0,
    ...input,
  });

describe('pull allowance', () => {
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

  it('counts a reset during the day as a day of its own', () => {
    const noonReset = at('2026-03-03T12:00:00Z');
    // The 2nd and the 3rd until noon: two days.
    expect(allowance({ quota: quota(500, noonReset), nowMs: at('2026-03-02T08:00:00Z') })).toBe(
      200,
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

describe('pull ledger', () => {
  it('counts pulls per UTC day and starts again at UTC midnight', () => {
    const late = at('2026-03-10T23:59:00Z');
    const ledger = recordPull(recordPull(null, late), late);
    expect(pullsSpentToday(ledger, late)).toBe(2);
    expect(pullsSpentToday(ledger, at('2026-03-11T00:00:00Z'))).toBe(0);
    expect(recordPull(ledger, at('2026-03-11T00:00:01Z'))).toMatchObject({ spent: 1 });
    expect(pullsSpentToday(null, late)).toBe(0);
  });

  it('is plain JSON with a schema', () => {
    const ledger = recordPull(null, MARCH_FIRST);
    expect(pullLedger.parse(JSON.parse(JSON.stringify(ledger)))).toEqual(ledger);
    expect(pullLedger.safeParse({ day: 1, spent: -1 }).success).toBe(false);
  });
});
