import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../shared/sync/policy/backoff';

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
