// The quota and rate headers of the spec, as the sync scheduler and the tests read them.
export const QUOTA_HEADERS = {
  limit: 'X-Quota-Limit',
  remaining: 'X-Quota-Remaining',
  reset: 'X-Quota-Reset',
} as const;
export const RATE_HEADERS = {
  limit: 'X-RateLimit-Limit',
  remaining: 'X-RateLimit-Remaining',
  reset: 'X-RateLimit-Reset',
} as const;

export interface BudgetWindow {
  limit: number;
  remaining: number;
  /** Unix time in seconds when the window resets. */
  resetAt: number;
}

export interface BudgetHeaders {
  quota: BudgetWindow | null;
  rate: BudgetWindow | null;
  /** Seconds to wait, from `Retry-After` (delta-seconds or an HTTP date). */
  retryAfterSeconds: number | null;
}

function wholeNumber(value: string | null): number | null {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return null;
  return Number(value);
}

function readWindow(headers: Headers, names: typeof QUOTA_HEADERS | typeof RATE_HEADERS) {
  const limit = wholeNumber(headers.get(names.limit));
  const remaining = wholeNumber(headers.get(names.remaining));
  const resetAt = wholeNumber(headers.get(names.reset));
  if (limit === null || remaining === null || resetAt === null) return null;
  return { limit, remaining, resetAt };
}

function readRetryAfter(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  const seconds = wholeNumber(value);
  if (seconds !== null) return seconds;
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}

/** Reads every budget header; a missing or malformed window is null, never a guess. */
export function parseBudgetHeaders(headers: Headers, nowMs = Date.now()): BudgetHeaders {
  return {
    quota: readWindow(headers, QUOTA_HEADERS),
    rate: readWindow(headers, RATE_HEADERS),
    retryAfterSeconds: readRetryAfter(headers.get('Retry-After'), nowMs),
  };
}
