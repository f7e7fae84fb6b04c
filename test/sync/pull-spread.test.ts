// A steady round's pages go evenly over its interval, so that a walk of many pages does not
// spend hours of pulls at once and leave the hours between with nothing to do; the first
// copy and the free threads still go at once.
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../shared/db/unit-of-work';
import { dueAt } from '../../shared/sync/pull/plan/round-due';
import { advanceRound, queueOf, readPlan, type PullPlan } from '../../shared/sync/pull/rounds';
import type { PullStep } from '../../shared/rules/pull-steps';
import { AT_ONCE_PAGES, nextPageAt, queuedIn, roundSize } from '../../shared/sync/pull/spread';
import type { PullTarget } from '../../shared/sync/pull/targets';
import { writeState } from '../../shared/sync/sync-state';
import { emptyReplica } from './pull-fixtures';

const MINUTE_MS = 60_000;
const START = Date.parse('2026-04-02T07:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const INTERVALS: Record<PullStep, number> = {
  threads: MINUTE_MS,
  trip_rfqs: 50 * MINUTE_MS,
  recent_clients: 5 * MINUTE_MS,
  contacts: 60 * MINUTE_MS,
  clients: 200 * MINUTE_MS,
};
const trips = (count: number): PullTarget[] =>
  Array.from({ length: count }, (_, n) => ({ kind: 'trip_rfqs', id: `trip-${n}`, cursor: null }));

/** A replica past its first copy, every round ended an interval ago, a walk costing 100. */
async function steadyReplica(firstPull: PullPlan['first_pull'] = null) {
  const { db } = emptyReplica();
  const ended = iso(START - 200 * MINUTE_MS);
  await writeState(db, 'pull_plan', {
    first_pull: firstPull,
    rounds: {},
    finished: { clients: ended, recent_clients: ended, trip_rfqs: ended, contacts: ended },
    costs: { clients: 100, trip_rfqs: 40, recent_clients: 1, contacts: 1, threads: 30 },
  } satisfies PullPlan);
  const page = async (step: PullStep, follow: PullTarget[], rest: PullTarget[], atMs: number) =>
    inTransaction(db, 'rw', [db.sync_state], (db) =>
      advanceRound(db, step, follow, queueOf(rest), iso(atMs), 1),
    );
  return { db, page };
}

describe("a steady round's pages over its interval", () => {
  it('gives each page its place: the round started, plus its share of the interval', () => {
    expect(nextPageAt(START, 10, 100, 200 * MINUTE_MS)).toBe(START + 20 * MINUTE_MS);
    expect(nextPageAt(START, 0, 100, 200 * MINUTE_MS)).toBe(START);
    // A round of a few pages goes at once.
    expect(nextPageAt(START, 2, AT_ONCE_PAGES, 200 * MINUTE_MS)).toBe(START);
    // A walk queues its next page only: its last cost says how many there are.
    expect(roundSize(100, 3, 1)).toBe(100);
    // More targets queued than the last round cost: the round is the larger.
    expect(roundSize(40, 1, 49)).toBe(50);
    expect(queuedIn(queueOf(trips(3)))).toBe(3);
    expect(queuedIn('')).toBe(0);
  });

  it('spreads the RFQs of 50 trips over their interval, a page a minute', async () => {
    const { db, page } = await steadyReplica();
    await page('trip_rfqs', [], trips(50).slice(1), START);
    let plan = await readPlan(db);
    expect(dueAt(plan, 'trip_rfqs', START, INTERVALS)).toBe(START + MINUTE_MS);
    for (let n = 1; n < 10; n += 1) {
      await page('trip_rfqs', [], trips(50).slice(n + 1), START + n * MINUTE_MS);
    }
    plan = await readPlan(db);
    expect(dueAt(plan, 'trip_rfqs', START, INTERVALS)).toBe(START + 10 * MINUTE_MS);
  });

  it('walks 100 pages of clients over the walk’s interval, not in one burst', async () => {
    const { db, page } = await steadyReplica();
    const next: PullTarget = { kind: 'walk', cursor: 'page-2' };
    await page('clients', [next], [], START);
    const plan = await readPlan(db);
    // 200 minutes for 100 pages: the second 2 minutes after the first.
    expect(dueAt(plan, 'clients', START, INTERVALS)).toBe(START + 2 * MINUTE_MS);
    // Once it ends, the next walk starts an interval after this one started.
    await page('clients', [], [], START + 198 * MINUTE_MS);
    expect(dueAt(await readPlan(db), 'clients', START, INTERVALS)).toBe(START + 200 * MINUTE_MS);
  });

  it('leaves the first copy and the free threads to go at once', async () => {
    const first = await steadyReplica('clients');
    await first.page('clients', [{ kind: 'walk', cursor: 'page-2' }], [], START);
    expect(dueAt(await readPlan(first.db), 'clients', START, INTERVALS)).toBe(START);

    const { db, page } = await steadyReplica();
    const threads: PullTarget[] = [{ kind: 'thread', id: 'rfq-2', cursor: null }];
    await page('threads', [], threads, START);
    expect(dueAt(await readPlan(db), 'threads', START, INTERVALS)).toBe(START);
  });
});
