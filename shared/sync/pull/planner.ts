// Which pull is worth its budget next (task.ts). Fresh copies the broker asked for come
// first, newest ask first; then the details of clients with new trip activity
// (trip-discovery.ts); then the first connection's steps in their order; then the steady
// rounds by their intervals (rounds.ts). Asks live in memory: a screen asks again when
// it opens; everything else lives in sync_state and survives a restart.
import { operationById } from '../../api';
import type { CharterDb } from '../../db/database';
import {
  inTransaction,
  type TransactionOptions,
  type TransactionScope,
} from '../../db/unit-of-work';
import { resolveAlias } from '../aliases';
import { mergeAhead, mergeAnswer, mergedAhead, mergeRefusal, mergeScope } from './merge';
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
} from './rounds';
import { labelOf, requestOf, type PullTarget } from './targets';
import type { FreshCopy, PullPlanner, PullTask } from './task';
import { readWalk } from './client-walk';
import { missingIds, type FindingKind } from './findings';
import { applyFromRemote } from '../sync-state';
import { dropDiscovered, nextDiscovered } from './trip-discovery';

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

function roundPlace(step: PullStep, rest: string): Place {
  return {
    record: (db, follow, nowIso) => advanceRound(db, step, follow, rest, nowIso),
    committed: () => {},
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

export function createPullPlanner(): PullPlanner {
  let asked: PullTarget[] = [];

  const askedPlace = (target: PullTarget): Place => ({
    record: async () => {},
    committed: (follow) => {
      const at = asked.findIndex((other) => recordOf(other) === recordOf(target));
      if (at >= 0) asked = [...asked.slice(0, at), ...follow, ...asked.slice(at + 1)];
    },
  });

  async function fromAsked(db: CharterDb, allowed: (t: PullTarget) => boolean) {
    for (const target of asked.filter(allowed)) {
      const resolved = await onServer(db, target);
      asked = asked.flatMap((other) => (other === target ? (resolved ?? []) : [other]));
      if (resolved) return pullTask(resolved, askedPlace(resolved));
    }
    return null;
  }

  /** The steps that may give work now: the first pull's step, else the steady ones due. */
  const stepsOf = (plan: PullPlan, nowMs: number): readonly PullStep[] =>
    plan.first_pull !== null
      ? [plan.first_pull]
      : STEADY_ORDER.filter((step) => dueAt(plan, step, nowMs) <= nowMs);

  async function fromPlan(
    db: CharterDb,
    nowMs: number,
    allowed: (t: PullTarget) => boolean,
  ): Promise<PullTask | null> {
    const plan = await readPlan(db);
    for (const step of stepsOf(plan, nowMs)) {
      const next = takeHead(
        (await readQueue(db, plan, step)) ??
          queueOf(await openRound(db, step, plan, new Date(nowMs))),
      );
      if (!next) {
        // Nothing to pull this round: it ends now, and the plan moves on.
        const nowIso = new Date(nowMs).toISOString();
        await inTransaction(db, 'rw', [db.sync_state], (db) =>
          advanceRound(db, step, [], '', nowIso),
        );
        return fromPlan(db, nowMs, allowed);
      }
      if (allowed(next.head)) return pullTask(next.head, roundPlace(step, next.rest));
    }
    return null;
  }

  return {
    async next(db, { nowMs, metered }) {
      const allowed = (target: PullTarget) => metered || !isMetered(target);
      return (
        (await fromAsked(db, allowed)) ??
        (await fromDiscovered(db, allowed)) ??
        fromPlan(db, nowMs, allowed)
      );
    },

    async nextDueAt(db, { nowMs, metered }) {
      if (asked.some((target) => metered || !isMetered(target))) return nowMs;
      if (metered && (await nextDiscovered(db)) !== null) return nowMs;
      const plan = await readPlan(db);
      const steps = plan.first_pull !== null ? [plan.first_pull] : STEADY_ORDER;
      const dues = steps
        .filter((step) => metered || !operationById(STEP_OPERATION[step]).metered)
        .map((step) => dueAt(plan, step, nowMs));
      return dues.length === 0 ? null : Math.min(...dues);
    },

    ask(copy) {
      const target = targetOf(copy);
      asked = [target, ...asked.filter((other) => recordOf(other) !== recordOf(target))];
    },

    async progress(db) {
      const [plan, walk] = await Promise.all([readPlan(db), readWalk(db)]);
      return {
        stage: plan.first_pull === null ? 'steady' : 'initial',
        step: plan.first_pull,
        clients_pulled: walk?.seen ?? 0,
        clients_total: walk?.total ?? null,
      };
    },
  };
}
