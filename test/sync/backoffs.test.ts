// The engine's backoffs: each kind of failure waits longer after each in a row, apart from
// the others; a success starts it over; lifting a wait tries at once but keeps the count.
import { describe, expect, it } from 'vitest';
import { createBackoffs } from '../../shared/sync/policy/backoffs';

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
