// What the broker is looking at gets fresher than the rounds give: the record on screen is
// fetched again at a shorter interval than its round's, within a small burst budget of its
// own; and "Sync now" makes the operators' answers and the rounds due soonest due at once.
import { SYNC_NOW_CALLS } from '../../policy/pacing';
import { operationById } from '../../../api';
import { kindOf } from '../kinds';
import type { PullStep } from '../../../rules/pull-steps';
import { STEADY_ORDER, type PullPlan } from '../rounds';
import type { PullTarget } from '../targets';
import type { Cadence } from '../task';
import { dueAt } from './round-due';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** Metered fresh copies for the screen in any hour: a burst beside the rounds' pace. */
export const ON_SCREEN_PER_HOUR = 12;
/** A record on screen is fetched about this many times as often as its round runs. */
const ON_SCREEN_SPEEDUP = 3;
const ON_SCREEN_SHORTEST_MS = 2 * MINUTE_MS;

/** How often the record on screen is fetched again. */
export function onScreenInterval(target: PullTarget, cadence: Cadence): number {
  const { screenRound, operationId } = kindOf(target.kind);
  const round = screenRound === undefined ? HOUR_MS : cadence.intervals[screenRound];
  // A free one (a thread) as often as its round, which follows the rate.
  if (!operationById(operationId).metered) return round;
  return Math.max(ON_SCREEN_SHORTEST_MS, Math.min(round, HOUR_MS) / ON_SCREEN_SPEEDUP);
}

/** The metered copies made for the screen in the last hour, at most `ON_SCREEN_PER_HOUR`. */
export class ScreenBudget {
  private spent: number[] = [];

  private recent(nowMs: number): number[] {
    this.spent = this.spent.filter((at) => at > nowMs - HOUR_MS);
    return this.spent;
  }

  allows(nowMs: number): boolean {
    return this.recent(nowMs).length < ON_SCREEN_PER_HOUR;
  }

  spend(nowMs: number): void {
    this.recent(nowMs).push(nowMs);
  }

  /** When the next copy may go. */
  nextAt(nowMs: number): number {
    const recent = this.recent(nowMs);
    return recent.length < ON_SCREEN_PER_HOUR ? nowMs : recent[0]! + HOUR_MS;
  }
}

/**
 * What "Sync now" asks first: the operators' answers, in the free threads and the RFQs of the
 * trips awaiting one (their round takes those first). The broker asks to see what came in,
 * whatever the other rounds' turn: in a walk of the app, Check now on the Inbox brought a
 * message but not the two quotes that came with it, since the trips' round had just run.
 */
const ANSWERS: readonly PullStep[] = ['threads', 'trip_rfqs'];

/**
 * The rounds "Sync now" runs: the answers, then the other metered rounds in the order they
 * are due while their calls stay within `SYNC_NOW_CALLS`.
 */
export function soonestRounds(
  plan: PullPlan,
  cadence: Cadence,
  costs: Readonly<Record<PullStep, number>>,
  nowMs: number,
): PullStep[] {
  const others = STEADY_ORDER.filter((step) => !ANSWERS.includes(step)).sort(
    (a, b) => dueAt(plan, a, nowMs, cadence.intervals) - dueAt(plan, b, nowMs, cadence.intervals),
  );
  const chosen = [...ANSWERS];
  let calls = 0;
  for (const step of others) {
    if (calls + costs[step] > SYNC_NOW_CALLS) continue;
    chosen.push(step);
    calls += costs[step];
  }
  return chosen;
}
