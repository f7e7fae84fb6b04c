// The background pulls as rounds. A step (the client walk, recent clients, RFQs of open trip
// requests, threads of open RFQs, operator contacts) pulls in rounds: a round starts with
// the targets due, each pulled page puts its follow-ups in its place, and the round ends
// when its queue is empty. The plan is a record in sync_state, and each round's queue one of
// its own, written in the transaction of the page it advances, so a restart resumes at the
// page after the last one applied.
import { z } from 'zod';
import { operationById, type OperationId } from '../../api';
import type { CharterDb } from '../../db/database';
import type { RfqRow } from '../../db/rows';
import { actionRefusal } from '../../service/rfqs/rfq-lifecycle';
import { acceptsRfqs } from '../../service/rfqs/rfq-rules';
import { missingIds } from './findings/findings-record';
import { nextPageAt, queuedIn, roundSize } from './spread';
import { pullTarget, type PullTarget } from './targets';
import { readState, writeState } from '../sync-state';

/** The first connection's order: everything the later steps look at comes from those before. */
export const FIRST_PULL = [
  'clients',
  'recent_clients',
  'trip_rfqs',
  'threads',
  'contacts',
] as const;
export const pullStep = z.enum(FIRST_PULL);
export type PullStep = z.infer<typeof pullStep>;

/** After the first pull: free threads first, the walk whenever nothing else is due. */
export const STEADY_ORDER: readonly PullStep[] = [
  'threads',
  'trip_rfqs',
  'recent_clients',
  'contacts',
  'clients',
];

/** The operation each step's rounds call (recent clients also read clients, metered alike). */
export const STEP_OPERATION: Readonly<Record<PullStep, OperationId>> = {
  clients: 'searchClients',
  recent_clients: 'searchClients',
  trip_rfqs: 'listTripRequestRfqs',
  threads: 'listRfqMessages',
  contacts: 'listOperatorContacts',
};

/** Open trips none of whose RFQs awaits an answer are refreshed in one round this often. */
const QUIET_TRIPS_MS = 4 * 3_600_000;

const PLAN_KEY = 'pull_plan';
const queueKey = (step: PullStep) => `pull_queue:${step}`;

/**
 * A round's queue as stored: one JSON target per line (JSON escapes any newline in a value),
 * in a record of its own. The first connection queues a detail per recently active client
 * (3,234 at 100,000 clients): as one text, a read copies its characters, where as many
 * objects cost ~3 ms to clone and check; apart from the plan, which the engine reads at
 * every wake, only the step that takes from the queue reads it.
 */
const roundQueue = z.string();

export const pullPlan = z.strictObject({
  /** The first connection's step under way; null once the first pull is complete. */
  first_pull: pullStep.nullable(),
  /**
   * Rounds under way: true, their queue in its record (`readQueue`). An array of targets is
   * the queue as the version before held it here: taken as it is, not started again.
   */
  rounds: z.partialRecord(
    pullStep,
    z.union([z.literal(true), z.array(pullTarget).transform((targets) => queueOf(targets))]),
  ),
  /** When each step's last round ended. */
  finished: z.partialRecord(pullStep, z.string()),
  /** When each round under way started. */
  started: z.partialRecord(pullStep, z.string()).optional(),
  /** Calls made so far by each round under way. */
  spent: z.partialRecord(pullStep, z.int().nonnegative()).optional(),
  /** What a round of each step costs in calls, from the rounds that ended (cadence.ts). */
  costs: z.partialRecord(pullStep, z.number().nonnegative()).optional(),
  /** Pages each steady round under way is expected to take, spread over its interval. */
  sizes: z.partialRecord(pullStep, z.number().nonnegative()).optional(),
});
export type PullPlan = z.infer<typeof pullPlan>;

/** Targets as a round's queue. */
export function queueOf(targets: readonly PullTarget[]): string {
  return targets.map((target) => JSON.stringify(target)).join('\n');
}

/**
 * The next target of a queue and the queue after it, or null when it is empty. A line that
 * is no target (written by another version) is passed over.
 */
export function takeHead(queue: string): { head: PullTarget; rest: string } | null {
  let rest = queue;
  while (rest !== '') {
    const end = rest.indexOf('\n');
    const line = end < 0 ? rest : rest.slice(0, end);
    rest = end < 0 ? '' : rest.slice(end + 1);
    const head = pullTarget.safeParse(parseJson(line));
    if (head.success) return { head: head.data, rest };
  }
  return null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export async function readPlan(db: CharterDb): Promise<PullPlan> {
  return (
    (await readState(db, PLAN_KEY, pullPlan)) ?? { first_pull: 'clients', rounds: {}, finished: {} }
  );
}

/** What the round of `step` has left to pull (its first line next); null if none is under way. */
export async function readQueue(
  db: CharterDb,
  plan: PullPlan,
  step: PullStep,
): Promise<string | null> {
  const round = plan.rounds[step];
  if (round === undefined) return null;
  if (round !== true) return round;
  return (await readState(db, queueKey(step), roundQueue)) ?? '';
}

/** A round's cost as the plan keeps it: the mean of the last one and those before. */
const costAfter = (known: number | undefined, spent: number) =>
  known === undefined ? spent : (known + spent) / 2;

/**
 * Records what the round of `step` has left to pull: `follow` (a pulled page's follow-ups)
 * ahead of `rest`, after `calls` calls (1 for a pull, 0 for a round with nothing to pull).
 * An empty queue ends the round.
 */
export async function advanceRound(
  db: CharterDb,
  step: PullStep,
  follow: readonly PullTarget[],
  rest: string,
  nowIso: string,
  calls: 0 | 1,
): Promise<void> {
  const plan = await readPlan(db);
  const { [step]: _ended, ...others } = plan.rounds;
  const { [step]: spentBefore = 0, ...otherSpent } = plan.spent ?? {};
  const { [step]: startedBefore, ...otherStarted } = plan.started ?? {};
  const { [step]: _size, ...otherSizes } = plan.sizes ?? {};
  // The round's first page starts it; a start kept from the round before is not this one's.
  const startedAt = (plan.rounds[step] && startedBefore) || nowIso;
  const spent = spentBefore + calls;
  const queue = [queueOf(follow), rest].filter((part) => part !== '').join('\n');
  if (queue !== '') {
    await Promise.all([
      writeState(db, queueKey(step), queue),
      writeState(db, PLAN_KEY, {
        ...plan,
        rounds: { ...others, [step]: true },
        spent: { ...otherSpent, [step]: spent },
        // A round's first page is pulled at its start (when the step came due).
        started: { ...otherStarted, [step]: startedAt },
        // Only steady rounds are spread (the first copy's queues run to thousands of lines).
        sizes:
          plan.first_pull === null
            ? { ...otherSizes, [step]: roundSize(plan.costs?.[step], spent, queuedIn(queue)) }
            : otherSizes,
      }),
    ]);
    return;
  }
  const ended: PullPlan = {
    first_pull:
      plan.first_pull === step
        ? (FIRST_PULL[FIRST_PULL.indexOf(step) + 1] ?? null)
        : plan.first_pull,
    rounds: others,
    finished: { ...plan.finished, [step]: nowIso },
    started: { ...otherStarted, [step]: startedAt },
    spent: otherSpent,
    sizes: otherSizes,
    // The first connection's recent clients are no steady round (90 days of details).
    costs:
      plan.first_pull === null || step !== 'recent_clients'
        ? { ...plan.costs, [step]: costAfter(plan.costs?.[step], spent) }
        : plan.costs,
  };
  await Promise.all([db.sync_state.delete(queueKey(step)), writeState(db, PLAN_KEY, ended)]);
}

/** The next rounds of `steps` start now, once the first pull is done (the remote lost data). */
export async function dueNow(db: CharterDb, steps: readonly PullStep[]): Promise<void> {
  const plan = await readPlan(db);
  if (plan.first_pull !== null) return;
  const finished = { ...plan.finished };
  for (const step of steps) delete finished[step];
  await writeState(db, PLAN_KEY, { ...plan, finished });
}

/**
 * When the step next has work: its rounds start `intervals` apart (cadence.ts), and one
 * that took longer is followed at once; now when none ever ended. A steady metered round
 * under way has its next page due at its place in the interval (spread.ts).
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

/** An RFQ the operator has not answered yet and still may. */
const awaitsAnswer = (rfq: RfqRow, now: Date) =>
  rfq.status === 'sent' && actionRefusal(rfq, 'quote', now) === null;

/**
 * A round of RFQs: the open trips with an RFQ awaiting an answer, newest first; every few
 * hours the other open trips after them (a colleague's new RFQs, a late withdrawal).
 */
async function tripRound(db: CharterDb, plan: PullPlan, now: Date): Promise<PullTarget[]> {
  const missing = await missingIds(db, 'trip_request');
  const open = await db.trip_requests
    .filter((trip) => acceptsRfqs(trip) && !missing.has(trip.id))
    .toArray();
  const awaited = new Set(
    (await db.rfqs.filter((rfq) => awaitsAnswer(rfq, now)).toArray()).map(
      (rfq) => rfq.trip_request_id,
    ),
  );
  const last = plan.finished.trip_rfqs;
  const quietDue =
    plan.first_pull !== null ||
    last === undefined ||
    Math.floor(Date.parse(last) / QUIET_TRIPS_MS) !== Math.floor(now.getTime() / QUIET_TRIPS_MS);
  return open
    .filter((trip) => quietDue || awaited.has(trip.id))
    .sort(
      (a, b) =>
        Number(awaited.has(b.id)) - Number(awaited.has(a.id)) ||
        b.created_at.localeCompare(a.created_at),
    )
    .map((trip) => ({ kind: 'trip_rfqs', id: trip.id, cursor: null }));
}

/** Open: the operator may still quote it (`sent` or `quoted`, not expired). */
async function openThreads(db: CharterDb, now: Date): Promise<PullTarget[]> {
  const open = await db.rfqs.filter((rfq) => actionRefusal(rfq, 'quote', now) === null).toArray();
  // An RFQ of a batch not yet sent, or found missing on the server, has no thread there.
  const [unsent, missing] = await Promise.all([
    db.outbox
      .where('created_ids')
      .anyOf(open.map((rfq) => rfq.id))
      .toArray(),
    missingIds(db, 'rfq'),
  ]);
  const local = new Set(unsent.flatMap((entry) => entry.created_ids));
  return open
    .filter((rfq) => !local.has(rfq.id) && !missing.has(rfq.id))
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at))
    .map((rfq) => ({ kind: 'thread', id: rfq.id, cursor: null }));
}

/** The targets a new round of `step` starts with. */
export async function openRound(
  db: CharterDb,
  step: PullStep,
  plan: PullPlan,
  now: Date,
): Promise<PullTarget[]> {
  switch (step) {
    case 'clients':
      return [{ kind: 'walk', cursor: null }];
    case 'recent_clients': {
      // The first pull details every client active in 90 days; later rounds look back 30.
      const window = plan.first_pull === null ? 'last_30_days' : 'last_90_days';
      return [{ kind: 'recent_clients', window, cursor: null }];
    }
    case 'trip_rfqs':
      return tripRound(db, plan, now);
    case 'threads':
      return openThreads(db, now);
    case 'contacts':
      return [{ kind: 'contacts', cursor: null }];
  }
}
