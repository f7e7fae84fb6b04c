// When a step of the pull plan next has work: a round starts its interval after the last one
// started (cadence.ts gives the intervals), and a steady metered round under way has each page
// due at its place in that interval (../spread.ts), so a walk is no burst.
import { operationById } from '../../../api';
import type { PullStep } from '../../../rules/pull-steps';
import { STEP_OPERATION, type PullPlan } from '../rounds';
import { nextPageAt } from '../spread';

/**
 * When the step next has work: its rounds start `intervals` apart (cadence.ts), and one
 * that took longer is followed at once; now when none ever ended. A steady metered round
 * under way has its next page due at its place in the interval (../spread.ts).
 */
export function dueAt(
  plan: PullPlan,
  step: PullStep,
  nowMs: number,
  intervals: Readonly<Record<PullStep, number>>,
): number {
  const finished = plan.finished[step];
  if (plan.rounds[step]) return nextPageDue(plan, step, nowMs, intervals[step]);
  if (finished === undefined) return nowMs;
  const started = plan.started?.[step] ?? finished;
  return Math.max(Date.parse(finished), Date.parse(started) + intervals[step]);
}

function nextPageDue(plan: PullPlan, step: PullStep, nowMs: number, intervalMs: number): number {
  const started = plan.started?.[step];
  const size = plan.sizes?.[step];
  const spread = plan.first_pull === null && operationById(STEP_OPERATION[step]).metered;
  if (!spread || started === undefined || size === undefined) return nowMs;
  return nextPageAt(Date.parse(started), plan.spent?.[step] ?? 0, size, intervalMs);
}
