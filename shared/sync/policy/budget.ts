// The scheduler's view of the remote budget: the last rate and quota windows the remote
// announced, and the waits a 429 imposed. Pure, state in and state out, and plain JSON, so
// the engine persists it and a restart still respects a wait. Times are local epoch ms,
// except a window's `resetAt`, which stays in the remote's Unix seconds.
//
// The engine sends one request at a time, so every answer reflects everything sent before
// it; with requests in flight side by side, an older answer could lift a newer wait.
import { z } from 'zod';
import { parseBudgetHeaders, type BudgetHeaders, type BudgetWindow } from '../../api';
import { refusedBy, type RemoteAnswer } from '../transport/remote-answer';

const budgetWindow = z.strictObject({
  limit: z.int().nonnegative(),
  remaining: z.int().nonnegative(),
  resetAt: z.int().nonnegative(),
}) satisfies z.ZodType<BudgetWindow>;

export const budgetState = z.strictObject({
  rate: budgetWindow.nullable(),
  quota: budgetWindow.nullable(),
  /** After a 429 `rate_limited`: no call at all before this. */
  rateBlockedUntil: z.number().nullable(),
  /** After a 429 `quota_exceeded`: no metered call before this. */
  quotaBlockedUntil: z.number().nullable(),
});
export type BudgetState = z.infer<typeof budgetState>;

export const initialBudget: BudgetState = {
  rate: null,
  quota: null,
  rateBlockedUntil: null,
  quotaBlockedUntil: null,
};

export type Admission = { go: true } | { go: false; until: number; reason: 'rate' | 'quota' };

const MINUTE_MS = 60_000;
/** A 429 never leads to an immediate resend, whatever a broken header said. */
const MIN_WAIT_MS = 1_000;
/** `quota_exceeded` with no reset time at all: look again (one metered call) in an hour. */
const UNKNOWN_QUOTA_WAIT_MS = 3_600_000;

const resetMs = (window: BudgetWindow) => window.resetAt * 1000;
const stillBlocked = (until: number | null, nowMs: number) =>
  until !== null && nowMs < until ? until : null;

function bodyResetMs(answer: RemoteAnswer): number | null {
  const at = answer.problem?.reset_at;
  return at === undefined ? null : Date.parse(at);
}

/**
 * The rate window resets at the next minute; a local clock behind the remote's would turn
 * that into a longer wait, so a reset is never taken to be more than a minute away.
 */
function rateWindowOf(window: BudgetWindow, nowMs: number): BudgetWindow {
  const latest = Math.ceil((nowMs + MINUTE_MS) / 1000);
  return { ...window, resetAt: Math.min(window.resetAt, latest) };
}

function rateWaitEnd(headers: BudgetHeaders, answer: RemoteAnswer, nowMs: number): number {
  if (headers.retryAfterSeconds !== null) return nowMs + headers.retryAfterSeconds * 1000;
  if (headers.rate) return resetMs(rateWindowOf(headers.rate, nowMs));
  return bodyResetMs(answer) ?? nowMs + MINUTE_MS;
}

function quotaWaitEnd(headers: BudgetHeaders, answer: RemoteAnswer, nowMs: number): number {
  if (headers.quota) return resetMs(headers.quota);
  const fromBody = bodyResetMs(answer);
  if (fromBody !== null) return fromBody;
  if (headers.retryAfterSeconds !== null) return nowMs + headers.retryAfterSeconds * 1000;
  return nowMs + UNKNOWN_QUOTA_WAIT_MS;
}

/** The budget after an answer: its windows, and a wait on a 429 or the end of one. */
export function observe(state: BudgetState, answer: RemoteAnswer, nowMs: number): BudgetState {
  const headers = parseBudgetHeaders(answer.headers, nowMs);
  const next: BudgetState = {
    rate: headers.rate ? rateWindowOf(headers.rate, nowMs) : state.rate,
    quota: headers.quota ?? state.quota,
    rateBlockedUntil: stillBlocked(state.rateBlockedUntil, nowMs),
    quotaBlockedUntil: stillBlocked(state.quotaBlockedUntil, nowMs),
  };
  const refused = refusedBy(answer);
  if (refused === 'rate') {
    next.rateBlockedUntil = Math.max(nowMs + MIN_WAIT_MS, rateWaitEnd(headers, answer, nowMs));
  } else if (refused === 'quota') {
    next.quotaBlockedUntil = Math.max(nowMs + MIN_WAIT_MS, quotaWaitEnd(headers, answer, nowMs));
  } else {
    // An admitted call with room left in a window: whatever blocked it is over (a new
    // minute, a new billing period, or a request pack bought in the meantime).
    if (headers.rate && headers.rate.remaining > 0) next.rateBlockedUntil = null;
    if (headers.quota && headers.quota.remaining > 0) next.quotaBlockedUntil = null;
  }
  return next;
}

/** A known window that is used up and has not reset yet: the time it resets. */
function exhaustedUntil(window: BudgetWindow | null, nowMs: number): number | null {
  if (window === null || window.remaining > 0) return null;
  return stillBlocked(resetMs(window), nowMs);
}

/**
 * Whether a call may go now: none that is certain to be refused. The per-minute rate
 * counts every call; the allowance only metered ones, so free calls go on without it.
 * When several limits hold, the call waits for the last of them.
 */
export function admission(
  state: BudgetState,
  call: { metered: boolean },
  nowMs: number,
): Admission {
  const holds: { until: number | null; reason: 'rate' | 'quota' }[] = [
    { until: stillBlocked(state.rateBlockedUntil, nowMs), reason: 'rate' },
    { until: exhaustedUntil(state.rate, nowMs), reason: 'rate' },
  ];
  if (call.metered) {
    holds.push(
      { until: stillBlocked(state.quotaBlockedUntil, nowMs), reason: 'quota' },
      { until: exhaustedUntil(state.quota, nowMs), reason: 'quota' },
    );
  }
  let latest: Admission = { go: true };
  for (const { until, reason } of holds) {
    if (until !== null && (latest.go || until > latest.until)) {
      latest = { go: false, until, reason };
    }
  }
  return latest;
}
