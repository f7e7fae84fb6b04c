// Which pull is worth its budget next (../task.ts). Fresh copies the broker asked for come
// first, newest ask first, and the client on screen as often as its interval says
// (asked-copies.ts); then what the screen watches (a trip, a thread, the Inbox: watch.ts),
// within the screen's own allowance; then the details of clients with new trip activity
// (../merge/trip-discovery.ts); then the first connection's steps in their order, then the
// steady rounds at the intervals their cost and the allowance give (steady-rounds.ts). Asks,
// the screen and "Sync now" live in memory: a screen asks again when it opens; everything
// else lives in sync_state and survives a restart.
import type { CharterDb } from '../../../db/database';
import { aboveReserve } from '../../policy/pacing';
import { isMetered } from '../kinds';
import { pullTask } from '../kinds/pull-task';
import { readWalk } from '../merge/client-walk';
import { dropDiscovered, nextDiscovered } from '../merge/trip-discovery';
import { readPlan } from '../rounds';
import type { PullTarget } from '../targets';
import type { Cadence, PullContext, PullPlanner, PullProgress } from '../task';
import { createAskedCopies } from './asked-copies';
import { createSteadyRounds } from './steady-rounds';
import { screenPaceOf } from './screen-allowance';
import { createWatch } from './watch';

/** The screen's allowance at `cadence` (watch.ts): null calls above the reserve when unknown. */
function screenPace(cadence: Cadence, { pace, nowMs }: PullContext) {
  const quota = pace?.quota ?? null;
  const known = quota !== null && nowMs < quota.resetAt * 1000;
  return screenPaceOf(cadence, known ? aboveReserve(quota, pace!.reservePercent) : null);
}

/** The next discovered client's detail; it leaves the queue in its pull's transaction. */
async function fromDiscovered(db: CharterDb, allowed: (target: PullTarget) => boolean) {
  const id = await nextDiscovered(db);
  if (id === null) return null;
  const target: PullTarget = { kind: 'client', id };
  if (!allowed(target)) return null;
  return pullTask(target, { record: (db) => dropDiscovered(db, id), committed: () => {} });
}

async function progressOf(db: CharterDb): Promise<PullProgress> {
  const [plan, walk] = await Promise.all([readPlan(db), readWalk(db)]);
  return {
    stage: plan.first_pull === null ? 'steady' : 'initial',
    step: plan.first_pull,
    clients_pulled: walk?.seen ?? 0,
    clients_total: walk?.total ?? null,
    clients_compared_at: plan.finished.clients ?? null,
  };
}

export function createPullPlanner(): PullPlanner {
  const watch = createWatch();
  const copies = createAskedCopies(watch.pulled);
  // A thread a round read is not read again at once for the screen (the rate is shared); a
  // trip newly on screen is, whenever its round ran.
  const rounds = createSteadyRounds(copies.visible, (target, nowMs) => {
    if (target.kind === 'thread') watch.pulled(target, nowMs);
  });

  return {
    async next(db, context) {
      const allowed = (target: PullTarget) => context.metered || !isMetered(target);
      const cadence = await rounds.cadence(db, await readPlan(db), context);
      await copies.askFocus(async () => cadence, context);
      return (
        (await copies.next(db, allowed, context.nowMs)) ??
        (await watch.next(db, context, screenPace(cadence, context), cadence)) ??
        (await fromDiscovered(db, allowed)) ??
        rounds.next(db, context, allowed)
      );
    },

    async nextDueAt(db, context) {
      const { nowMs, metered } = context;
      if (metered && (await nextDiscovered(db)) !== null) return nowMs;
      const plan = await readPlan(db);
      const cadence = await rounds.cadence(db, plan, context);
      const dues = [
        ...rounds.dues(plan, cadence, context),
        ...copies.dues(cadence, context),
        ...(await watch.dues(db, context, screenPace(cadence, context), cadence)),
      ].filter(Number.isFinite);
      // Work overdue is due now.
      return dues.length === 0 ? null : Math.max(nowMs, Math.min(...dues));
    },

    ask: copies.ask,
    setScreen(screen) {
      copies.setScreen(screen);
      watch.setScreen(screen);
    },
    hurry: rounds.hurry,
    hurrying: rounds.hurrying,

    async cadence(db, context) {
      return rounds.cadence(db, await readPlan(db), context);
    },

    progress: progressOf,
  };
}
