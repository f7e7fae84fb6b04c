// One pull, when the budget allows it: the planner's next task goes through the transport,
// its answer through the budget, and a success is merged by the task itself. Metered pulls
// are counted as they leave, against the day's pace above the broker's reserve.
import { operationById } from '../../../api';
import type { CharterDb } from '../../../db/database';
import type { Clock } from '../../../encoding/clock';
import type { BudgetState } from '../../policy/budget';
import { classify, type SyncDecision } from '../../policy/classify';
import {
  aboveReserveLeft,
  nextPaceAt,
  PACE_BURST,
  pullAllowance,
  SYNC_NOW_CALLS,
  type PullAllowanceInput,
  type WorkingDay,
} from '../../policy/pacing';
import { readAnswer, type RemoteAnswer } from '../../transport/remote-answer';
import type { Transport } from '../../transport/transport';
import type { PaceContext, PullPlanner } from '../task';
import { countPull, givePullBack, readLedger } from './pull-ledger';

export interface PullRunDeps {
  db: CharterDb;
  transport: Transport;
  planner: PullPlanner;
  clock: Clock;
  budget: BudgetState;
  /** The budget's admission for a metered call right now. */
  meteredAllowed: boolean;
  reservePercent: number;
  working: WorkingDay;
  observe(answer: RemoteAnswer): Promise<void>;
}

export type PullOutcome =
  /**
   * Nothing to pull now; `metered` says whether metered pulls were allowed (budget and
   * pace), and `paceAt`, when the pace alone held them, when it next allows one.
   */
  | { kind: 'none'; metered: boolean; paceAt: number | null }
  | { kind: 'pulled' }
  | { kind: 'failed'; decision: SyncDecision; answered: boolean };

export async function runPull(deps: PullRunDeps): Promise<PullOutcome> {
  const { db, clock } = deps;
  const nowMs = clock.now().getTime();
  const ledger = await readLedger(db, nowMs, deps.working);
  const pace: PullAllowanceInput = {
    quota: deps.budget.quota,
    reservePercent: deps.reservePercent,
    nowMs,
    spentToday: ledger.spentToday,
    spentThisHour: ledger.spentThisHour,
    working: deps.working,
    // The first copy is not spread over the hours; "Sync now" may go further ahead of them.
    spread: (await deps.planner.progress(db)).stage === 'steady',
    burst: deps.planner.hurrying() ? SYNC_NOW_CALLS : PACE_BURST,
  };
  const metered = deps.meteredAllowed && pullAllowance(pace) > 0;
  const context: PaceContext = {
    quota: deps.budget.quota,
    rate: deps.budget.rate,
    reservePercent: deps.reservePercent,
    working: deps.working,
  };
  const screenMetered =
    deps.meteredAllowed && aboveReserveLeft(deps.budget.quota, deps.reservePercent, nowMs);
  const task = await deps.planner.next(db, { nowMs, metered, screenMetered, pace: context });
  if (!task) {
    const paceAt = deps.meteredAllowed && !metered ? nextPaceAt(pace) : null;
    return { kind: 'none', metered, paceAt };
  }
  const operation = operationById(task.operationId);
  // What is on screen spends its own allowance, not the day's (../plan/watch.ts).
  const counted = operation.metered && !task.screen;
  if (counted) await countPull(db, ledger, nowMs, deps.working);
  let decision: SyncDecision;
  let answered = false;
  try {
    const response = await deps.transport.send(task.request);
    answered = true;
    const answer = readAnswer(response);
    await deps.observe(answer);
    decision = classify({ operation, attemptedBefore: false, outcome: { answer } });
    if (decision.kind === 'done') {
      // The task checks the answer against its kind's schema as it merges it.
      const body: unknown = JSON.parse(response.body);
      await task.apply(db, body, clock.now().toISOString());
      return { kind: 'pulled' };
    }
    // A refusal of this one pull (a cursor gone stale, a record gone): the plan moves on.
    if (decision.kind === 'park' && decision.problem) {
      await task.failed(db, decision.problem, clock.now().toISOString());
      return { kind: 'pulled' };
    }
  } catch (error) {
    decision = classify({ operation, attemptedBefore: false, outcome: { error } });
  }
  if (counted && decision.kind === 'pause') {
    // A refused key (401, 403) is not counted by the remote, and a pull main could not send
    // (no key stored) cost nothing: neither taught the allowance, so the day's pull remains
    // for when the broker has set a key.
    await givePullBack(db, ledger);
  }
  return { kind: 'failed', decision, answered };
}
