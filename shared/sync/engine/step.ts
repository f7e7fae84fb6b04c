// One step of the engine's loop: sends the next outbox entry that may go (../push/), else
// the pull the budget and the pace allow (../pull/fetch/), and notes what the answer taught;
// returns when the loop should run again (next-wake.ts when nothing went).
import type { CharterDb } from '../../db/database';
import type { Clock } from '../../encoding/clock';
import type { Backoffs } from '../policy/backoff';
import { admission, type BudgetState } from '../policy/budget';
import type { SyncDecision } from '../policy/classify';
import { aboveReserveLeft, type WorkingDay } from '../policy/pacing';
import { runPull } from '../pull/fetch/run-pull';
import type { PaceContext, PullPlanner } from '../pull/task';
import { nextEntry } from '../push/next-entry';
import { pushEntry } from '../push/send-entry';
import { STATE_KEYS, writeState } from '../sync-state';
import type { RemoteAnswer } from '../transport/remote-answer';
import type { Transport } from '../transport/transport';
import { observeAnswer, storedBudget } from './budget-record';
import type { Connection, Round } from './connection';
import type { Activity } from './loop';
import { nextWake } from './next-wake';

export interface StepDeps {
  db: CharterDb;
  transport: Transport;
  planner: PullPlanner;
  clock: Clock;
  random: () => number;
  reservePercent: () => number;
  workingDay: () => WorkingDay;
  backoffs: Backoffs;
  connection: Connection;
  /** Says what the step is doing, at once: a first pull's page may take a while. */
  show(activity: Activity): void;
}

export interface Step {
  /** One step; when to run again, or null to sleep until woken. */
  run(): Promise<number | null>;
  /** "Sync now": the planner's soonest rounds are made due at the next step. */
  hurry(): void;
}

export function createStep(deps: StepDeps): Step {
  const { db, transport, planner, clock, backoffs, connection } = deps;
  const now = () => clock.now().getTime();
  const observe = (answer: RemoteAnswer) => observeAnswer(db, answer, clock);
  const paceOf = (current: BudgetState): PaceContext => ({
    quota: current.quota,
    rate: current.rate,
    reservePercent: deps.reservePercent(),
    working: deps.workingDay(),
  });
  let hurry = false;

  /** Notes what a call sent at `sentAt` in `round` taught; returns when to run again. */
  async function noteResult(
    decision: SyncDecision,
    answered: boolean,
    round: Round,
    sentAt: number,
  ): Promise<number> {
    const nowMs = now();
    if (decision.kind === 'done') {
      await writeState(db, STATE_KEYS.lastSuccessAt, clock.now().toISOString());
    }
    return connection.learn(decision, answered, round, sentAt, nowMs);
  }

  /**
   * Pulls if the budget allows: when to run again, or, with nothing to pull now, whether
   * metered pulls were allowed.
   */
  async function pull(
    nowMs: number,
    current: BudgetState,
    meteredAllowed: boolean,
    round: Round,
  ): Promise<{ again: number } | { metered: boolean; paceAt: number | null }> {
    deps.show('pulling');
    const pulled = await runPull({
      db,
      transport,
      planner,
      clock,
      budget: current,
      meteredAllowed,
      reservePercent: deps.reservePercent(),
      working: deps.workingDay(),
      observe,
    });
    if (pulled.kind === 'none') return { metered: pulled.metered, paceAt: pulled.paceAt };
    if (pulled.kind === 'pulled') {
      backoffs.succeed('pull');
      return { again: await noteResult({ kind: 'done', reason: null }, true, round, nowMs) };
    }
    const again = await noteResult(pulled.decision, pulled.answered, round, nowMs);
    // A limit's wait is the budget's and no answer the network's: only a refusal backs off.
    if (!pulled.answered || pulled.decision.kind === 'wait' || pulled.decision.kind === 'pause') {
      return { again };
    }
    return { again: backoffs.fail('pull', nowMs) };
  }

  async function run(): Promise<number | null> {
    if (!connection.mayCall()) return null;
    const round = connection.round();
    const nowMs = now();
    if (nowMs < connection.backOffUntil()) return connection.backOffUntil();
    const current = await storedBudget(db);
    if (hurry) {
      // Pressed during the first copy, it is kept until the copy ends and rounds can run.
      hurry = !(await planner.hurry(db, { nowMs, metered: true, pace: paceOf(current) }));
    }
    const anyCall = admission(current, { metered: false }, nowMs);
    const meteredCall = admission(current, { metered: true }, nowMs);
    const next = await nextEntry(db, {
      nowMs,
      anyAllowed: anyCall.go,
      meteredAllowed: meteredCall.go,
    });
    if (next.entry) {
      deps.show('sending');
      const pushed = await pushEntry(
        { db, transport, clock, random: deps.random, observe, connectedSince: connection.since() },
        next.entry,
      );
      return noteResult(pushed.decision, pushed.answered, round, nowMs);
    }
    let meteredPulls = meteredCall.go;
    let paceAt: number | null = null;
    if (anyCall.go && nowMs >= backoffs.until('pull')) {
      const pulled = await pull(nowMs, current, meteredCall.go, round);
      if ('again' in pulled) return pulled.again;
      ({ metered: meteredPulls, paceAt } = pulled);
    }
    const pace = paceOf(current);
    const screenMetered =
      meteredCall.go && aboveReserveLeft(current.quota, pace.reservePercent, nowMs);
    return nextWake({
      nowMs,
      entryDueAt: next.dueAt,
      anyCall,
      meteredCall,
      meteredPulls,
      paceAt,
      pullsDueAt: await planner.nextDueAt(db, {
        nowMs,
        metered: meteredPulls,
        screenMetered,
        pace,
      }),
      pullsBackOffUntil: backoffs.until('pull'),
    });
  }

  return {
    run,
    hurry() {
      hurry = true;
    },
  };
}
