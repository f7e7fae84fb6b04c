import { describe, expect, it } from 'vitest';
import {
  admission,
  budgetState,
  initialBudget,
  observe,
  type BudgetState,
} from '../../shared/sync/policy/budget';
import {
  NEXT_MINUTE,
  NOW,
  PERIOD_END,
  answer,
  problemAnswer,
  quotaHeaders,
  rateHeaders,
} from './answers';

const METERED = { metered: true };
const FREE = { metered: false };

/** The budget after a sequence of answers, all at NOW. */
const after = (...answers: Parameters<typeof observe>[1][]) =>
  answers.reduce<BudgetState>((state, next) => observe(state, next, NOW), initialBudget);

describe('budget: what the remote announced', () => {
  it('admits everything before any header was seen', () => {
    expect(admission(initialBudget, METERED, NOW)).toEqual({ go: true });
    expect(admission(initialBudget, FREE, NOW)).toEqual({ go: true });
  });

  it('keeps the last rate and quota windows; a free answer leaves the quota window alone', () => {
    const state = after(
      answer(200, { ...rateHeaders(59), ...quotaHeaders(900) }),
      answer(201, rateHeaders(58)),
    );
    expect(state).toEqual({
      rate: { limit: 60, remaining: 58, resetAt: NEXT_MINUTE / 1000 },
      quota: { limit: 1000, remaining: 900, resetAt: PERIOD_END / 1000 },
      rateBlockedUntil: null,
      quotaBlockedUntil: null,
    });
  });

  it('sends nothing, metered or free, once the minute is used up, until the minute resets', () => {
    const state = after(answer(200, { ...rateHeaders(0), ...quotaHeaders(900) }));
    const wait = { go: false, until: NEXT_MINUTE, reason: 'rate' };
    expect(admission(state, METERED, NOW)).toEqual(wait);
    expect(admission(state, FREE, NOW + 29_999)).toEqual(wait);
    expect(admission(state, FREE, NEXT_MINUTE)).toEqual({ go: true });
    expect(admission(state, METERED, NEXT_MINUTE)).toEqual({ go: true });
  });

  it('stops metered calls, and only those, once the allowance is used up', () => {
    const state = after(answer(201, { ...rateHeaders(10), ...quotaHeaders(0) }));
    expect(admission(state, METERED, NOW)).toEqual({
      go: false,
      until: PERIOD_END,
      reason: 'quota',
    });
    expect(admission(state, FREE, NOW)).toEqual({ go: true });
    expect(admission(state, METERED, PERIOD_END)).toEqual({ go: true });
  });

  it('never takes a rate reset to be more than a minute away (a local clock behind the remote)', () => {
    const anHourAhead = NEXT_MINUTE + 3_600_000;
    const state = after(answer(200, rateHeaders(0, anHourAhead)));
    expect(state.rate?.resetAt).toBe((NOW + 60_000) / 1000);
    expect(admission(state, FREE, NOW + 60_000)).toEqual({ go: true });
  });

  it('reports the last of several limits: waiting for the minute alone would not help', () => {
    const state = after(answer(200, { ...rateHeaders(0), ...quotaHeaders(0) }));
    expect(admission(state, METERED, NOW)).toEqual({
      go: false,
      until: PERIOD_END,
      reason: 'quota',
    });
    expect(admission(state, FREE, NOW)).toEqual({ go: false, until: NEXT_MINUTE, reason: 'rate' });
  });
});

describe('budget: 429 rate_limited', () => {
  const rateLimited = (headers: Record<string, string>, resetAt?: string) =>
    problemAnswer('rate_limited', headers, resetAt === undefined ? {} : { reset_at: resetAt });

  it('waits Retry-After for every call', () => {
    const state = after(rateLimited({ ...rateHeaders(5), 'Retry-After': '12' }));
    expect(state.rateBlockedUntil).toBe(NOW + 12_000);
    expect(admission(state, FREE, NOW + 11_999)).toEqual({
      go: false,
      until: NOW + 12_000,
      reason: 'rate',
    });
    expect(admission(state, METERED, NOW + 12_000)).toEqual({ go: true });
  });

  it('without Retry-After waits for the rate reset, then the body reset_at, then a minute', () => {
    expect(after(rateLimited(rateHeaders(0))).rateBlockedUntil).toBe(NEXT_MINUTE);
    const inTwenty = new Date(NOW + 20_000).toISOString();
    expect(after(rateLimited({}, inTwenty)).rateBlockedUntil).toBe(NOW + 20_000);
    expect(after(rateLimited({})).rateBlockedUntil).toBe(NOW + 60_000);
  });

  it('takes a 429 without a problem body (a proxy) for a rate limit', () => {
    expect(after(answer(429, { 'Retry-After': '3' })).rateBlockedUntil).toBe(NOW + 3_000);
  });

  it('never resends at once, even on Retry-After: 0', () => {
    expect(after(rateLimited({ 'Retry-After': '0' })).rateBlockedUntil).toBe(NOW + 1_000);
  });
});

describe('budget: 429 quota_exceeded', () => {
  const quotaExceeded = (headers: Record<string, string>, resetAt?: string) =>
    problemAnswer('quota_exceeded', headers, resetAt === undefined ? {} : { reset_at: resetAt });

  it('blocks metered calls until X-Quota-Reset; free calls go on', () => {
    const state = after(
      quotaExceeded({ ...rateHeaders(40), ...quotaHeaders(0), 'Retry-After': '90' }),
    );
    expect(state.quotaBlockedUntil).toBe(PERIOD_END);
    expect(admission(state, METERED, NOW)).toEqual({
      go: false,
      until: PERIOD_END,
      reason: 'quota',
    });
    expect(admission(state, FREE, NOW)).toEqual({ go: true });
  });

  it('without X-Quota-Reset uses the body reset_at, then Retry-After, then an hour', () => {
    const nextMonth = '2026-04-01T00:00:00.000Z';
    expect(after(quotaExceeded({ 'Retry-After': '5' }, nextMonth)).quotaBlockedUntil).toBe(
      PERIOD_END,
    );
    expect(after(quotaExceeded({ 'Retry-After': '90' })).quotaBlockedUntil).toBe(NOW + 90_000);
    expect(after(quotaExceeded({})).quotaBlockedUntil).toBe(NOW + 3_600_000);
  });

  it('keeps the block through free answers, which carry no quota window', () => {
    const blocked = after(quotaExceeded(quotaHeaders(0)), answer(201, rateHeaders(30)));
    expect(blocked.quotaBlockedUntil).toBe(PERIOD_END);
  });

  it('lifts the block when a metered answer shows allowance again (a request pack)', () => {
    const blocked = after(quotaExceeded(quotaHeaders(0)));
    const lifted = observe(blocked, answer(200, quotaHeaders(500, PERIOD_END, 1500)), NOW);
    expect(lifted.quotaBlockedUntil).toBeNull();
    expect(admission(lifted, METERED, NOW)).toEqual({ go: true });
  });
});

describe('budget: blocks end', () => {
  const blocked = after(problemAnswer('rate_limited', { 'Retry-After': '30' }));

  it('forgets a wait that is over', () => {
    const fresh = answer(200, rateHeaders(60, NEXT_MINUTE + 60_000));
    expect(observe(blocked, fresh, NEXT_MINUTE).rateBlockedUntil).toBeNull();
  });

  it('keeps a wait through an answer that shows no room in its window', () => {
    const usedUp = observe(blocked, answer(200, rateHeaders(0)), NOW + 1_000);
    expect(usedUp.rateBlockedUntil).toBe(NOW + 30_000);
  });

  it('ignores an answer without budget headers (a 401)', () => {
    const state = after(answer(200, { ...rateHeaders(3), ...quotaHeaders(7) }));
    expect(observe(state, problemAnswer('unauthorized'), NOW)).toEqual(state);
  });
});

describe('budget state', () => {
  it('survives a restart as JSON, still waiting', () => {
    const state = after(
      answer(200, { ...rateHeaders(9), ...quotaHeaders(0) }),
      problemAnswer('rate_limited', { 'Retry-After': '7' }),
    );
    const restored = budgetState.parse(JSON.parse(JSON.stringify(state)));
    expect(restored).toEqual(state);
    expect(admission(restored, FREE, NOW + 5_000)).toMatchObject({ go: false, reason: 'rate' });
  });

  it('refuses a damaged record instead of trusting it', () => {
    const damaged = { ...initialBudget, rate: { limit: 60, remaining: -1, resetAt: 1 } };
    expect(budgetState.safeParse(damaged).success).toBe(false);
    expect(budgetState.safeParse({ ...initialBudget, extra: true }).success).toBe(false);
  });
});
