// Remote answers for the budget and classifier tests, built as the transport returns them
// and read with readAnswer, at a fixed instant (no wall clock anywhere).
import { makeProblem, type Problem, type ProblemType } from '../../shared/api';
import { readAnswer, type RemoteAnswer } from '../../shared/sync/transport/remote-answer';

/** 90 s before the end of March (UTC), as the reference remote's tests use. */
export const NOW = Date.parse('2026-03-31T23:58:30.000Z');
export const NEXT_MINUTE = Date.parse('2026-03-31T23:59:00.000Z');
export const PERIOD_END = Date.parse('2026-04-01T00:00:00.000Z');
export const seconds = (epochMs: number) => String(epochMs / 1000);

export function rateHeaders(remaining: number, resetMs = NEXT_MINUTE, limit = 60) {
  return {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Reset': seconds(resetMs),
  };
}

export function quotaHeaders(remaining: number, resetMs = PERIOD_END, limit = 1000) {
  return {
    'X-Quota-Limit': String(limit),
    'X-Quota-Remaining': String(remaining),
    'X-Quota-Reset': seconds(resetMs),
  };
}

export function answer(
  status: number,
  headers: Record<string, string> = {},
  problem: Problem | null = null,
): RemoteAnswer {
  const body = problem === null ? '' : JSON.stringify(problem);
  return readAnswer({ status, headers, body });
}

export function problemAnswer(
  type: ProblemType,
  headers: Record<string, string> = {},
  extra: Omit<Partial<Problem>, 'type' | 'status'> = {},
): RemoteAnswer {
  const problem = makeProblem(type, extra);
  return answer(problem.status, headers, problem);
}
