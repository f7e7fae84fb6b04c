// Counters for the two budgets of the spec: each key's requests per UTC minute and each
// organization's allowance per billing period (the UTC calendar month, docs/remote-api.md).
import {
  makeProblem,
  type BudgetWindow,
  type QUOTA_HEADERS,
  type RATE_HEADERS,
} from '../../shared/api';
import type { Clock } from '../../shared/encoding/clock';
import { problemResponse } from '../../shared/service/http';
import type { QuotaUse } from './persistence/saved-state';

export interface Period {
  start: number;
  end: number;
}

export const utcMinute = (ms: number): Period => {
  const start = Math.floor(ms / 60_000) * 60_000;
  return { start, end: start + 60_000 };
};

export const utcMonth = (ms: number): Period => {
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  return { start: Date.UTC(year, month, 1), end: Date.UTC(year, month + 1, 1) };
};

export interface Admission {
  admitted: boolean;
  window: BudgetWindow;
  /** Gives the unit back (429 and 5xx); a no-op once its period is over. */
  refund(): void;
}

export interface Counter {
  /** Spends one unit of `id`'s budget if any is left. */
  take(id: string, limit: number): Admission;
  /** The window as it stands, spending nothing (403s and refused requests). */
  peek(id: string, limit: number): BudgetWindow;
}

export interface CounterOptions {
  /** Uses to go on from (a data directory's); a use of a past period counts for nothing. */
  initial?: readonly QuotaUse[];
  /** Told after each spend or refund, with the use as it now stands. */
  onChange?: (use: QuotaUse) => void;
}

export function createCounter(
  clock: Clock,
  periodOf: (ms: number) => Period,
  { initial = [], onChange }: CounterOptions = {},
): Counter {
  const counts = new Map(initial.map(({ id, start, used }) => [id, { start, used }]));
  const changed = (id: string, entry: { start: number; used: number }) =>
    onChange?.({ id, ...entry });
  const current = (id: string) => {
    const period = periodOf(clock.now().getTime());
    let entry = counts.get(id);
    // A new period starts from zero; a clock set backwards does too.
    if (!entry || entry.start !== period.start) {
      entry = { start: period.start, used: 0 };
      counts.set(id, entry);
    }
    return { entry, end: period.end };
  };
  const windowOf = (used: number, end: number, limit: number): BudgetWindow => ({
    limit,
    remaining: Math.max(0, limit - used),
    resetAt: Math.floor(end / 1000),
  });
  return {
    take(id, limit) {
      const { entry, end } = current(id);
      const admitted = entry.used < limit;
      if (admitted) {
        entry.used += 1;
        changed(id, entry);
      }
      let refunded = !admitted;
      return {
        admitted,
        window: windowOf(entry.used, end, limit),
        refund: () => {
          if (refunded) return;
          refunded = true;
          entry.used = Math.max(0, entry.used - 1);
          changed(id, entry);
        },
      };
    },
    peek(id, limit) {
      const { entry, end } = current(id);
      return windowOf(entry.used, end, limit);
    },
  };
}

export function budgetHeaders(
  names: typeof QUOTA_HEADERS | typeof RATE_HEADERS,
  window: BudgetWindow,
): Record<string, string> {
  return {
    [names.limit]: String(window.limit),
    [names.remaining]: String(window.remaining),
    [names.reset]: String(window.resetAt),
  };
}

/** A 429 of either kind: `reset_at` in the body, `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(
  clock: Clock,
  type: 'rate_limited' | 'quota_exceeded',
  window: BudgetWindow,
  extra: { detail: string; upgrade_url?: string },
): Response {
  const problem = makeProblem(type, {
    ...extra,
    reset_at: new Date(window.resetAt * 1000).toISOString(),
  });
  const retryAfter = Math.max(1, Math.ceil(window.resetAt - clock.now().getTime() / 1000));
  return problemResponse(problem, { 'Retry-After': String(retryAfter) });
}
