// Each round's interval from what it costs and the allowance left: a small book walked every
// few minutes, 100,000 clients as often as the allowance pays, awaited quotes most often,
// the whole within the pace, a hidden window less often.
import { describe, expect, it } from 'vitest';
import {
  cadenceOf,
  HIDDEN_FACTOR,
  LONGEST_INTERVAL_MS,
  type CadenceInput,
} from '../../shared/sync/pull/plan/cadence';
import type { PullStep } from '../../shared/rules/pull-steps';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const START = Date.parse('2026-04-01T07:00:00Z');
const RESET = Date.parse('2026-05-01T00:00:00Z') / 1000;
const WORKING = { hours: { start: '07:00', end: '21:00' }, timeZone: 'UTC' };

/** A plan of `limit` a month at the start of a 30-day period; a walk of `clients`. */
function input(
  clients: number,
  costs: Partial<Record<PullStep, number>> = {},
  limit = 10_000,
): CadenceInput {
  return {
    nowMs: START,
    quota: { limit, remaining: limit, resetAt: RESET },
    rate: { limit: 120, remaining: 120, resetAt: START / 1000 + 60 },
    reservePercent: 10,
    working: WORKING,
    costs: {
      threads: 10,
      trip_rfqs: 5,
      recent_clients: 1,
      contacts: 1,
      clients: Math.ceil(clients / 100),
      ...costs,
    },
    visible: true,
  };
}

describe('the cadence of the rounds', () => {
  it('spreads what is above the reserve over the working hours left', () => {
    // 9,000 over 30 days of 14 hours.
    expect(cadenceOf(input(240)).perHour).toBeCloseTo(9_000 / 420, 6);
  });

  it("walks the demo's 240 clients within the hour, 100,000 as often as the allowance pays", () => {
    const small = cadenceOf(input(240));
    // 3 calls a walk with about 3/10 of 21.4 an hour: about every 28 minutes.
    expect(small.intervals.clients).toBeGreaterThan(25 * MINUTE_MS);
    expect(small.intervals.clients).toBeLessThan(30 * MINUTE_MS);
    // With a larger plan, every few minutes.
    expect(cadenceOf(input(240, {}, 100_000)).intervals.clients).toBe(5 * MINUTE_MS);
    const large = cadenceOf(input(100_000));
    // 1,000 calls a walk: days apart, and still within the pace.
    expect(large.intervals.clients).toBeGreaterThan(24 * HOUR_MS);
    expect(large.spendPerHour).toBeLessThanOrEqual(large.perHour * 1.000001);
  });

  it('gives awaited quotes the most of the hour, and never more than the pace', () => {
    for (const clients of [240, 10_000, 100_000]) {
      const cadence = cadenceOf(input(clients, { trip_rfqs: 50 }));
      const hourly = (step: PullStep, cost: number) => (cost * HOUR_MS) / cadence.intervals[step];
      expect(hourly('trip_rfqs', 50)).toBeGreaterThan(hourly('clients', Math.ceil(clients / 100)));
      expect(cadence.spendPerHour).toBeLessThanOrEqual(cadence.perHour * 1.000001);
    }
  });

  it('hands what a cheap round cannot use to the others', () => {
    const few = cadenceOf(input(10_000, { trip_rfqs: 1 }, 50_000));
    const many = cadenceOf(input(10_000, { trip_rfqs: 50 }, 50_000));
    // One awaited trip is checked at its shortest useful interval; the walk gets the rest.
    expect(few.intervals.trip_rfqs).toBe(3 * MINUTE_MS);
    expect(few.intervals.clients).toBeLessThan(many.intervals.clients);
    // The whole pace is spent either way.
    expect(few.spendPerHour).toBeCloseTo(few.perHour, 3);
  });

  it('runs the rounds less often in a hidden window', () => {
    const shown = cadenceOf(input(10_000));
    const hidden = cadenceOf({ ...input(10_000), visible: false });
    expect(hidden.intervals.trip_rfqs).toBe(shown.intervals.trip_rfqs * HIDDEN_FACTOR);
    expect(hidden.intervals.threads).toBe(shown.intervals.threads * HIDDEN_FACTOR);
  });

  it('slows everything when the allowance left is small, and stops at the reserve', () => {
    const half = cadenceOf({
      ...input(10_000),
      quota: { limit: 10_000, remaining: 5_500, resetAt: RESET },
    });
    expect(half.intervals.trip_rfqs).toBeGreaterThan(cadenceOf(input(10_000)).intervals.trip_rfqs);
    const spent = cadenceOf({
      ...input(10_000),
      quota: { limit: 10_000, remaining: 1_000, resetAt: RESET },
    });
    expect(spent.perHour).toBe(0);
    expect(spent.intervals.trip_rfqs).toBe(LONGEST_INTERVAL_MS);
  });

  it('keeps the free threads within a share of the per-minute rate', () => {
    expect(cadenceOf(input(240, { threads: 5 })).intervals.threads).toBe(MINUTE_MS);
    // 150 threads at 120 a minute: a quarter of the rate, 5 minutes a round.
    expect(cadenceOf(input(240, { threads: 150 })).intervals.threads).toBe(5 * MINUTE_MS);
  });
});
