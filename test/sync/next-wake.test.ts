// When the engine wakes on its own: the earliest time something may go, never for work that
// cannot go yet.
import { describe, expect, it } from 'vitest';
import { nextWake, type WakeInput } from '../../shared/sync/engine/next-wake';

const NOW = Date.parse('2026-11-22T09:00:00.000Z');
const TOMORROW = Date.parse('2026-11-23T00:00:00.000Z');
const idle: WakeInput = {
  nowMs: NOW,
  entryDueAt: null,
  anyCall: { go: true },
  meteredCall: { go: true },
  meteredPulls: true,
  paceAt: null,
  pullsDueAt: null,
  pullsBackOffUntil: 0,
};

describe('the next wake', () => {
  it('is none when nothing is due', () => {
    expect(nextWake(idle)).toBeNull();
  });

  it('is the earliest of an entry backing off and the next pull', () => {
    expect(nextWake({ ...idle, entryDueAt: NOW + 5_000, pullsDueAt: NOW + 9_000 })).toBe(
      NOW + 5_000,
    );
    expect(nextWake({ ...idle, entryDueAt: NOW + 9_000, pullsDueAt: NOW + 5_000 })).toBe(
      NOW + 5_000,
    );
  });

  it('wakes when a deletion’s Undo window ends, the next pull later', () => {
    // next-entry.ts gives the window's end as the entry's due time.
    expect(nextWake({ ...idle, entryDueAt: NOW + 10_000, pullsDueAt: NOW + 60_000 })).toBe(
      NOW + 10_000,
    );
  });

  it('waits for the budget: a pull due now goes when the rate allows a call again', () => {
    const held = { go: false, until: NOW + 30_000, reason: 'rate' } as const;
    expect(nextWake({ ...idle, anyCall: held, meteredCall: held, pullsDueAt: NOW })).toBe(
      NOW + 30_000,
    );
  });

  it('a pull due while pulls back off waits for the backoff', () => {
    expect(nextWake({ ...idle, pullsDueAt: NOW, pullsBackOffUntil: NOW + 4_000 })).toBe(
      NOW + 4_000,
    );
  });

  it('metered pulls past the pace wait until the pace allows one again', () => {
    expect(nextWake({ ...idle, meteredPulls: false, paceAt: TOMORROW })).toBe(TOMORROW);
  });

  it('an allowance used up wakes when its period resets', () => {
    const used = { go: false, until: NOW + 3_600_000, reason: 'quota' } as const;
    expect(nextWake({ ...idle, meteredCall: used, meteredPulls: false })).toBe(NOW + 3_600_000);
  });
});
