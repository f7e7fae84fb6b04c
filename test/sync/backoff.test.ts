import { describe, expect, it } from 'vitest';
import { backoffDelay, createBackoffs } from '../../shared/sync/policy/backoff';

/** A random source stuck just below 1: the top of each range. */
const highest = () => 1 - Number.EPSILON;

describe('backoff with full jitter', () => {
  it('doubles the ceiling per failure from 1 s, up to 5 minutes', () => {
    const ceilings = [1, 2, 3, 4, 9, 10, 40].map((failures) =>
      backoffDelay(failures, { random: highest }),
    );
    expect(ceilings).toEqual([999, 1_999, 3_999, 7_999, 255_999, 299_999, 299_999]);
  });

  it('draws anywhere from 0 up to the ceiling', () => {
    expect(backoffDelay(3, { random: () => 0 })).toBe(0);
    expect(backoffDelay(3, { random: () => 0.5 })).toBe(2_000);
    expect(backoffDelay(3, { random: () => 0.25, baseMs: 100, capMs: 300 })).toBe(75);
  });

  it('counts failures from 1', () => {
    expect(() => backoffDelay(0)).toThrow(RangeError);
    expect(() => backoffDelay(1.5)).toThrow(RangeError);
  });
});

// The engine's backoffs: each kind of failure waits longer after each in a row, apart from
// the others; a success starts it over; lifting a wait tries at once but keeps the count.

// The top of each ceiling: 1 s after one failure, 2 s after two, 4 s after three.
const atCeiling = () => 0.999_999;
const NOW = 1_000_000;

describe('the engine backoffs', () => {
  it('wait longer after each failure in a row, each kind on its own', () => {
    const backoffs = createBackoffs(atCeiling);
    expect(backoffs.until('pull')).toBe(0);
    expect(backoffs.fail('pull', NOW)).toBe(NOW + 999);
    expect(backoffs.fail('pull', NOW)).toBe(NOW + 1_999);
    expect(backoffs.until('pull')).toBe(NOW + 1_999);
    expect(backoffs.until('network')).toBe(0);
    expect(backoffs.fail('network', NOW)).toBe(NOW + 999);
  });

  it('start over after a success', () => {
    const backoffs = createBackoffs(atCeiling);
    backoffs.fail('loop', NOW);
    backoffs.fail('loop', NOW);
    backoffs.succeed('loop');
    expect(backoffs.until('loop')).toBe(0);
    expect(backoffs.fail('loop', NOW)).toBe(NOW + 999);
  });

  it('a lifted wait lets the next try go at once; its failure still waits longer', () => {
    const backoffs = createBackoffs(atCeiling);
    backoffs.fail('network', NOW);
    backoffs.lift('network');
    expect(backoffs.until('network')).toBe(0);
    expect(backoffs.fail('network', NOW)).toBe(NOW + 1_999);
  });
});
