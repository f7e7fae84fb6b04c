// The rounds of the pull plan (../rounds.ts): the first connection's steps in their order,
// then the steady rounds at the intervals their cost and the allowance give (cadence.ts),
// each due round's queue taken a target at a time. "Sync now" makes the rounds due soonest
// due at once (on-screen.ts), until each ends.
import { operationById } from '../../../api';
import type { CharterDb } from '../../../db/database';
import { inTransaction } from '../../../db/unit-of-work';
import { pullTask, type Place } from '../kinds/pull-task';
import { readWalk } from '../merge/client-walk';
import {
  advanceRound,
  queueOf,
  readPlan,
  readQueue,
  STEADY_ORDER,
  STEP_OPERATION,
  takeHead,
  type PullPlan,
} from '../rounds';
import type { PullStep } from '../../../rules/pull-steps';
import type { PullTarget } from '../targets';
import type { Cadence, PaceContext, PullContext, PullTask } from '../task';
import { ALL_DAY_UTC, DEFAULT_RESERVE_PERCENT } from '../../policy/pacing';
import { cadenceOf } from './cadence';
import { soonestRounds } from './on-screen';
import { dueAt } from './round-due';
import { openRound } from './round-openers';

const UNKNOWN_PACE: PaceContext = {
  quota: null,
  rate: null,
  reservePercent: DEFAULT_RESERVE_PERCENT,
  working: ALL_DAY_UTC,
};

/** What a round of each step costs, from the plan, else estimated (a walk is ⌈N/100⌉ calls). */
function costsOf(plan: PullPlan, clientsTotal: number | null): Record<PullStep, number> {
  const known = plan.costs ?? {};
  return {
    threads: known.threads ?? 1,
    trip_rfqs: known.trip_rfqs ?? 1,
    recent_clients: known.recent_clients ?? 1,
    contacts: known.contacts ?? 1,
    clients: known.clients ?? Math.max(1, Math.ceil((clientsTotal ?? 0) / 100)),
  };
}

function roundPlace(step: PullStep, rest: string, ended: (step: PullStep) => void): Place {
  return {
    record: (db, follow, nowIso) => advanceRound(db, step, follow, rest, nowIso, 1),
    committed: (follow) => {
      if (follow.length === 0 && rest === '') ended(step);
    },
  };
}

export interface SteadyRounds {
  /** The rounds' intervals now. */
  cadence(db: CharterDb, plan: PullPlan, context: PullContext): Promise<Cadence>;
  /** The next target of the first round due that `allowed` lets go, as a task. */
  next(
    db: CharterDb,
    context: PullContext,
    allowed: (target: PullTarget) => boolean,
  ): Promise<PullTask | null>;
  /** When each step that may pull with `context.metered` is next due. */
  dues(plan: PullPlan, cadence: Cadence, context: PullContext): number[];
  /** "Sync now": the rounds due soonest are due now; false during the first copy. */
  hurry(db: CharterDb, context: PullContext): Promise<boolean>;
  hurrying(): boolean;
}

/**
 * `visible`: whether a window shows (a hidden one runs its rounds less often); `pulled` hears
 * of each target a round reads (planner.ts tells the screen's watch of the threads).
 */
export function createSteadyRounds(
  visible: () => boolean,
  pulled: (target: PullTarget, nowMs: number) => void,
): SteadyRounds {
  // Steps "Sync now" made due at once, until their round ends.
  const hurried = new Set<PullStep>();
  const ended = (step: PullStep) => hurried.delete(step);

  async function cadence(db: CharterDb, plan: PullPlan, { nowMs, pace }: PullContext) {
    const walk = await readWalk(db);
    return cadenceOf({
      nowMs,
      ...(pace ?? UNKNOWN_PACE),
      costs: costsOf(plan, walk?.total ?? null),
      visible: visible(),
    });
  }

  const due = (plan: PullPlan, step: PullStep, nowMs: number, cadence: Cadence) =>
    hurried.has(step) ? nowMs : dueAt(plan, step, nowMs, cadence.intervals);

  /** The steps that may give work now: the first pull's step, else the steady ones due. */
  const stepsOf = (plan: PullPlan, nowMs: number, cadence: Cadence): readonly PullStep[] =>
    plan.first_pull !== null
      ? [plan.first_pull]
      : STEADY_ORDER.filter((step) => due(plan, step, nowMs, cadence) <= nowMs);

  async function next(
    db: CharterDb,
    context: PullContext,
    allowed: (target: PullTarget) => boolean,
  ): Promise<PullTask | null> {
    const { nowMs } = context;
    const plan = await readPlan(db);
    const now = await cadence(db, plan, context);
    for (const step of stepsOf(plan, nowMs, now)) {
      const taken = takeHead(
        (await readQueue(db, plan, step)) ??
          queueOf(await openRound(db, step, plan, new Date(nowMs))),
      );
      if (!taken) {
        // Nothing to pull this round: it ends now, and the plan moves on.
        const nowIso = new Date(nowMs).toISOString();
        await inTransaction(db, 'rw', [db.sync_state], (db) =>
          advanceRound(db, step, [], '', nowIso, 0),
        );
        ended(step);
        return next(db, context, allowed);
      }
      if (allowed(taken.head)) {
        pulled(taken.head, nowMs);
        return pullTask(taken.head, roundPlace(step, taken.rest, ended));
      }
    }
    return null;
  }

  return {
    cadence,
    next,

    dues(plan, cadence, { nowMs, metered }) {
      const steps = plan.first_pull !== null ? [plan.first_pull] : STEADY_ORDER;
      return steps
        .filter((step) => metered || !operationById(STEP_OPERATION[step]).metered)
        .map((step) => due(plan, step, nowMs, cadence));
    },

    async hurry(db, context) {
      const plan = await readPlan(db);
      if (plan.first_pull !== null) return false;
      const now = await cadence(db, plan, context);
      const costs = costsOf(plan, (await readWalk(db))?.total ?? null);
      for (const step of soonestRounds(plan, now, costs, context.nowMs)) hurried.add(step);
      return true;
    },

    hurrying: () => hurried.size > 0,
  };
}
