// Which pull is worth its budget next (task.ts). Fresh copies the broker asked for come
// first, newest ask first, and the record on screen as often as its interval says; then the
// details of clients with new trip activity (trip-discovery.ts); then the first connection's
// steps in their order; then the steady rounds at the intervals their cost and the allowance
// give (cadence.ts). Asks, the screen and "Sync now" live in memory: a screen asks again when
// it opens; everything else lives in sync_state and survives a restart.
import { operationById } from '../../../api';
import type { CharterDb } from '../../../db/database';
import {
  inTransaction,
  type TransactionOptions,
  type TransactionScope,
} from '../../../db/unit-of-work';
import { resolveAlias } from '../../aliases';
import { mergeAhead, mergeAnswer, mergedAhead, mergeRefusal, mergeScope } from '../merge';
import {
  advanceRound,
  dueAt,
  openRound,
  queueOf,
  readPlan,
  readQueue,
  STEADY_ORDER,
  STEP_OPERATION,
  takeHead,
  type PullPlan,
  type PullStep,
} from '../rounds';
import { labelOf, requestOf, type PullTarget } from '../targets';
import type { FreshCopy, PaceContext, PullContext, PullPlanner, PullTask, Screen } from '../task';
import { ALL_DAY_UTC, DEFAULT_RESERVE_PERCENT } from '../../policy/pacing';
import { cadenceOf, type Cadence } from './cadence';
import { onScreenInterval, ScreenBudget, soonestRounds } from './on-screen';
import { readWalk } from '../merge/client-walk';
import { missingIds, type FindingKind } from '../findings/findings-record';
import { applyFromRemote } from '../../sync-state';
import { dropDiscovered, nextDiscovered } from '../merge/trip-discovery';

const isMetered = (target: PullTarget) => operationById(requestOf(target).operationId).metered;

const recordOf = (target: PullTarget) => `${target.kind}:${'id' in target ? target.id : ''}`;

function targetOf(copy: FreshCopy): PullTarget {
  switch (copy.kind) {
    case 'client':
      return { kind: 'client', id: copy.id };
    case 'thread':
      return { kind: 'thread', id: copy.rfqId, cursor: null };
    case 'trip_rfqs':
      return { kind: 'trip_rfqs', id: copy.tripRequestId, cursor: null };
  }
}

/** Where a target's follow-ups go: into the plan, in the pull's transaction, or among the asks. */
interface Place {
  record(db: CharterDb, follow: PullTarget[], nowIso: string): Promise<void>;
  committed(follow: PullTarget[]): void;
}

function pullTask(target: PullTarget, place: Place): PullTask {
  const { operationId, request } = requestOf(target);
  const label = labelOf(target);
  async function settle(
    db: CharterDb,
    nowIso: string,
    work: (db: CharterDb) => Promise<PullTarget[]>,
    { durability, scope }: TransactionOptions & { scope: TransactionScope },
  ): Promise<void> {
    const follow = await applyFromRemote(
      db,
      label,
      nowIso,
      async (db) => {
        const follow = await work(db);
        await place.record(db, follow, nowIso);
        return follow;
      },
      { scope, durability },
    );
    place.committed(follow);
  }
  return {
    label,
    operationId,
    request,
    apply: async (db, data, nowIso) => {
      await mergeAhead(db, target, data, label, nowIso);
      // Pulled data and the plan that says so commit together: relaxed, unless this records
      // clients merged ahead in relaxed transactions, whose writes its flush makes durable.
      const durability = mergedAhead(target) ? 'strict' : 'relaxed';
      await settle(db, nowIso, (db) => mergeAnswer(db, target, data, nowIso), {
        durability,
        scope: mergeScope(target, data),
      });
    },
    // Strict: a refusal may park or drop the broker's outbox entries (server-deletions.ts).
    // Every table: a record gone is a finding, which may touch several (merge.ts).
    failed: (db, problem, nowIso) =>
      settle(db, nowIso, (db) => mergeRefusal(db, target, problem, nowIso), {
        scope: db.tables,
      }),
  };
}

/** A discovered client's detail leaves the queue in its pull's transaction. */
const discoveredPlace = (id: string): Place => ({
  record: (db) => dropDiscovered(db, id),
  committed: () => {},
});

async function fromDiscovered(db: CharterDb, allowed: (t: PullTarget) => boolean) {
  const id = await nextDiscovered(db);
  const target: PullTarget | null = id === null ? null : { kind: 'client', id };
  return target && allowed(target) ? pullTask(target, discoveredPlace(target.id)) : null;
}

function roundPlace(step: PullStep, rest: string, ended: (step: PullStep) => void): Place {
  return {
    record: (db, follow, nowIso) => advanceRound(db, step, follow, rest, nowIso, 1),
    committed: (follow) => {
      if (follow.length === 0 && rest === '') ended(step);
    },
  };
}

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

/** The kind of record a target with an id reads, as findings name it. */
const FOUND_AS: Record<'client' | 'trip_rfqs' | 'thread', FindingKind> = {
  client: 'client',
  trip_rfqs: 'trip_request',
  thread: 'rfq',
};

/**
 * The target as the server knows it (a record made offline answers under its server id), or
 * null while its create has not synced, or once it is found missing there: the server has
 * no copy to give.
 */
async function onServer(db: CharterDb, target: PullTarget): Promise<PullTarget | null> {
  if (!('id' in target)) return target;
  const id = await resolveAlias(db, target.id);
  const [creating, missing] = await Promise.all([
    db.outbox.where('created_ids').equals(id).count(),
    missingIds(db, FOUND_AS[target.kind]),
  ]);
  return creating > 0 || missing.has(id) ? null : { ...target, id };
}

const UNKNOWN_PACE: PaceContext = {
  quota: null,
  rate: null,
  reservePercent: DEFAULT_RESERVE_PERCENT,
  working: ALL_DAY_UTC,
};

export function createPullPlanner(): PullPlanner {
  let asked: PullTarget[] = [];
  let screen: Screen = { visible: true, focus: null };
  let focusPulledAt = -Infinity;
  const screenBudget = new ScreenBudget();
  // Steps "Sync now" made due at once, until their round ends.
  const hurried = new Set<PullStep>();
  const ended = (step: PullStep) => hurried.delete(step);

  async function cadenceNow(db: CharterDb, plan: PullPlan, { nowMs, pace }: PullContext) {
    const walk = await readWalk(db);
    return cadenceOf({
      nowMs,
      ...(pace ?? UNKNOWN_PACE),
      costs: costsOf(plan, walk?.total ?? null),
      visible: screen.visible,
    });
  }

  const due = (plan: PullPlan, step: PullStep, nowMs: number, cadence: Cadence) =>
    hurried.has(step) ? nowMs : dueAt(plan, step, nowMs, cadence.intervals);

  /** When the record on screen is next due for a fresh copy, or null when none is. */
  function focusDueAt(cadence: Cadence, metered: boolean): number | null {
    const focus = screen.focus && targetOf(screen.focus);
    if (!focus || !screen.visible || (isMetered(focus) && !metered)) return null;
    return focusPulledAt + onScreenInterval(focus, cadence);
  }

  const askedPlace = (target: PullTarget): Place => ({
    record: async () => {},
    committed: (follow) => {
      const at = asked.findIndex((other) => recordOf(other) === recordOf(target));
      if (at >= 0) asked = [...asked.slice(0, at), ...follow, ...asked.slice(at + 1)];
    },
  });

  async function fromAsked(db: CharterDb, allowed: (t: PullTarget) => boolean, nowMs: number) {
    // The screen's copies are metered within a burst of their own, not the rounds' pace.
    const onScreen = (target: PullTarget) =>
      allowed(target) && (!isMetered(target) || screenBudget.allows(nowMs));
    for (const target of asked.filter(onScreen)) {
      const resolved = await onServer(db, target);
      asked = asked.flatMap((other) => (other === target ? (resolved ?? []) : [other]));
      if (!resolved) continue;
      if (isMetered(resolved)) screenBudget.spend(nowMs);
      return pullTask(resolved, askedPlace(resolved));
    }
    return null;
  }

  /** Asks for the record on screen again when its interval has passed. */
  function askFocus(cadence: Cadence, metered: boolean, nowMs: number) {
    const at = focusDueAt(cadence, metered);
    if (at === null || at > nowMs || !screen.focus) return;
    focusPulledAt = nowMs;
    ask(screen.focus);
  }

  function ask(copy: FreshCopy) {
    const target = targetOf(copy);
    asked = [target, ...asked.filter((other) => recordOf(other) !== recordOf(target))];
  }

  /** The steps that may give work now: the first pull's step, else the steady ones due. */
  const stepsOf = (plan: PullPlan, nowMs: number, cadence: Cadence): readonly PullStep[] =>
    plan.first_pull !== null
      ? [plan.first_pull]
      : STEADY_ORDER.filter((step) => due(plan, step, nowMs, cadence) <= nowMs);

  async function fromPlan(
    db: CharterDb,
    context: PullContext,
    allowed: (t: PullTarget) => boolean,
  ): Promise<PullTask | null> {
    const { nowMs } = context;
    const plan = await readPlan(db);
    const cadence = await cadenceNow(db, plan, context);
    for (const step of stepsOf(plan, nowMs, cadence)) {
      const next = takeHead(
        (await readQueue(db, plan, step)) ??
          queueOf(await openRound(db, step, plan, new Date(nowMs))),
      );
      if (!next) {
        // Nothing to pull this round: it ends now, and the plan moves on.
        const nowIso = new Date(nowMs).toISOString();
        await inTransaction(db, 'rw', [db.sync_state], (db) =>
          advanceRound(db, step, [], '', nowIso, 0),
        );
        ended(step);
        return fromPlan(db, context, allowed);
      }
      if (allowed(next.head)) return pullTask(next.head, roundPlace(step, next.rest, ended));
    }
    return null;
  }

  return {
    async next(db, context) {
      const { nowMs, metered } = context;
      const allowed = (target: PullTarget) => metered || !isMetered(target);
      if (screen.focus) {
        askFocus(await cadenceNow(db, await readPlan(db), context), metered, nowMs);
      }
      return (
        (await fromAsked(db, allowed, nowMs)) ??
        (await fromDiscovered(db, allowed)) ??
        fromPlan(db, context, allowed)
      );
    },

    async nextDueAt(db, context) {
      const { nowMs, metered } = context;
      const onScreen = metered ? screenBudget.nextAt(nowMs) : Infinity;
      const askedDue = asked.some((target) => !isMetered(target))
        ? nowMs
        : asked.length > 0 && metered
          ? onScreen
          : null;
      if (metered && (await nextDiscovered(db)) !== null) return nowMs;
      const plan = await readPlan(db);
      const cadence = await cadenceNow(db, plan, context);
      const steps = plan.first_pull !== null ? [plan.first_pull] : STEADY_ORDER;
      const focus = focusDueAt(cadence, metered);
      const dues = [
        ...steps
          .filter((step) => metered || !operationById(STEP_OPERATION[step]).metered)
          .map((step) => due(plan, step, nowMs, cadence)),
        ...(askedDue === null ? [] : [askedDue]),
        ...(focus === null ? [] : [Math.max(focus, onScreen)]),
      ].filter(Number.isFinite);
      // Work overdue is due now.
      return dues.length === 0 ? null : Math.max(nowMs, Math.min(...dues));
    },

    ask,

    setScreen(next) {
      // A record newly on screen is fetched at once (a fresh copy), then at its interval.
      if (next.focus && JSON.stringify(next.focus) !== JSON.stringify(screen.focus)) {
        focusPulledAt = -Infinity;
      }
      screen = next;
    },

    async hurry(db, context) {
      const plan = await readPlan(db);
      if (plan.first_pull !== null) return;
      const cadence = await cadenceNow(db, plan, context);
      const costs = costsOf(plan, (await readWalk(db))?.total ?? null);
      for (const step of soonestRounds(plan, cadence, costs, context.nowMs)) hurried.add(step);
    },

    hurrying: () => hurried.size > 0,

    async cadence(db, context) {
      return cadenceNow(db, await readPlan(db), context);
    },

    async progress(db) {
      const [plan, walk] = await Promise.all([readPlan(db), readWalk(db)]);
      return {
        stage: plan.first_pull === null ? 'steady' : 'initial',
        step: plan.first_pull,
        clients_pulled: walk?.seen ?? 0,
        clients_total: walk?.total ?? null,
        clients_compared_at: plan.finished.clients ?? null,
      };
    },
  };
}
