// A pull: one GET of the remote whose answer is merged into the replica. The planner
// (plan/planner.ts) decides which pull is worth its budget next, each a target of a kind
// (kinds/); the engine sends it (fetch/run-pull.ts) through the same transport and budget
// as pushes, after every push that can go. One call at a time: a pull's answer is applied
// (or reported failed) before the next push or pull is sent, so an acknowledgement never
// lands between a page's request and its merge. What the engine, a pull and the host see of
// the planner and its tasks is declared here.
import type { BudgetWindow, OperationId, Problem } from '../../api';
import type { CharterDb } from '../../db/database';
import type { HttpRequest } from '../../rpc/worker-protocol';
import type { WorkingDay } from '../policy/pacing';
import type { PullStep } from '../../rules/pull-steps';

export interface PullTask {
  /** For the sync status, e.g. `clients, page 3`. */
  label: string;
  /** A read operation of the table: whether it is metered comes from there. */
  operationId: OperationId;
  request: HttpRequest;
  /**
   * Merges the answer, `body` as the remote sent it (JSON, checked here against its kind's
   * answer schema, its operation's), into `db`, in one transaction that first records its
   * progress in `sync_state` (the replica's write guard accepts nothing else), with bulk writes.
   */
  apply(db: CharterDb, body: unknown, nowIso: string): Promise<void>;
  /**
   * A metered read of what is on screen: it spends the screen's own allowance
   * (plan/watch.ts), not the pace's, so the day's ledger does not count it.
   */
  screen?: boolean;
  /**
   * The remote refused the pull with a problem the engine does not retry (404, 409, 422): an
   * invalid cursor starts its list again, a client the server does not have goes the way of a
   * deleted one (findings/server-deletions.ts), anything else is dropped from the plan. 401/403
   * pause sync and 429, 5xx and network failures are retried with the task `next` gives again: none
   * of those is reported here.
   */
  failed(db: CharterDb, problem: Problem, nowIso: string): Promise<void>;
}

/** Records a broker is looking at, fetched ahead of background work when online. */
export type FreshCopy =
  | { kind: 'client'; id: string }
  | { kind: 'thread'; rfqId: string }
  | { kind: 'trip_rfqs'; tripRequestId: string };

/** How often each round runs now (plan/cadence.ts), for the engine's wakes and the forecast. */
export interface Cadence {
  /** Metered pulls a working hour may spend from now to the period's end. */
  perHour: number;
  intervals: Record<PullStep, number>;
  /** The metered pulls an hour at these intervals (at most `perHour`). */
  spendPerHour: number;
}

/** What the rounds' intervals follow (plan/cadence.ts): the allowance, the reserve, the hours. */
export interface PaceContext {
  quota: BudgetWindow | null;
  rate: BudgetWindow | null;
  reservePercent: number;
  working: WorkingDay;
}

export interface PullContext {
  nowMs: number;
  /** Whether a metered pull may be made now (the budget, the reserve and the pace allow one). */
  metered: boolean;
  /**
   * Whether a metered read of what is on screen may be made now: the budget allows one and
   * the allowance above the reserve is not spent (it has its own pace, plan/watch.ts);
   * `metered` when not given.
   */
  screenMetered?: boolean;
  /** Without one, the intervals before any quota window is known (plan/cadence.ts). */
  pace?: PaceContext;
}

/**
 * What the broker has on screen: whether a window shows, the record it is open on, and
 * whether it is the Inbox (every trip awaiting an answer is then watched, plan/watch.ts).
 */
export interface Screen {
  visible: boolean;
  focus: FreshCopy | null;
  inbox?: boolean;
}

export interface PullPlanner {
  /**
   * The next pull worth making at `nowMs`, or null. `metered` says whether a metered pull
   * may be made now (the budget, the reserve and the day's pace allow one); free pulls
   * (messages) may be made either way. It may record in sync_state that a round had
   * nothing to pull.
   */
  next(db: CharterDb, context: PullContext): Promise<PullTask | null>;
  /**
   * When the planner next has something due (epoch ms) that `next` would give with this
   * `metered`, or null when only asked work will do. With `metered: false`, metered work is
   * left out: it waits for the budget and the day's pace, which the engine knows, so an
   * engine that may not pull it does not wake for it.
   */
  nextDueAt(db: CharterDb, context: PullContext): Promise<number | null>;
  /** Asks for a fresh copy of a record ahead of the background work. */
  ask(copy: FreshCopy): void;
  /** What is on screen: its record refreshed more often, a hidden window's rounds less. */
  setScreen(screen: Screen): void;
  /**
   * "Sync now": the rounds due soonest are due now, with the pace's larger burst. False while
   * the first copy runs: there are no rounds yet, and the request waits for its end.
   */
  hurry(db: CharterDb, context: PullContext): Promise<boolean>;
  /** Whether rounds hurried by "Sync now" are still under way. */
  hurrying(): boolean;
  /** The rounds' intervals now, for the forecast. */
  cadence(db: CharterDb, context: PullContext): Promise<Cadence>;
  /** What the first connection's pull has done so far, for the Sync screen. */
  progress(db: CharterDb): Promise<PullProgress>;
}

export interface PullProgress {
  /** `initial` until the first full pull is done, then `steady`. */
  stage: 'initial' | 'steady';
  /** The part of the first pull in progress, e.g. `clients`. */
  step: string | null;
  clients_pulled: number;
  /** The remote's total of clients as last seen, null before the first page. */
  clients_total: number | null;
  /** When the last full walk of the clients ended: every client compared with the server. */
  clients_compared_at: string | null;
}
