// The background pulls as rounds. A step (the client walk, recent clients, RFQs of open trip
// requests, threads of open RFQs, operator contacts) pulls in rounds: a round starts with
// the targets due, each pulled page puts its follow-ups in its place, and the round ends
// when its queue is empty. The plan is a record in sync_state, and each round's queue one of
// its own, written in the transaction of the page it advances, so a restart resumes at the
// page after the last one applied. When a step is due, and what a round starts with, is the
// planner's (plan/).
import { z } from 'zod';
import type { OperationId } from '../../api';
import type { CharterDb } from '../../db/database';
import { FIRST_PULL, pullStep, type PullStep } from '../../rules/pull-steps';
import { queuedIn, roundSize } from './spread';
import { pullTarget, type PullTarget } from './targets';
import { deleteState, readState, writeState } from '../sync-state';
import { ENGINE_KEYS, pullQueueKey } from '../state-memory';

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

const PLAN_KEY = ENGINE_KEYS.pullPlan;

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
  /** What a round of each step costs in calls, from the rounds that ended (plan/cadence.ts). */
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
  return (await readState(db, pullQueueKey(step), roundQueue)) ?? '';
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
      writeState(db, pullQueueKey(step), queue),
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
  await Promise.all([deleteState(db, pullQueueKey(step)), writeState(db, PLAN_KEY, ended)]);
}

/** The next rounds of `steps` start now, once the first pull is done (the remote lost data). */
export async function dueNow(db: CharterDb, steps: readonly PullStep[]): Promise<void> {
  const plan = await readPlan(db);
  if (plan.first_pull !== null) return;
  const finished = { ...plan.finished };
  for (const step of steps) delete finished[step];
  await writeState(db, PLAN_KEY, { ...plan, finished });
}
