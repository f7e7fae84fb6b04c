// News on screen arrives as fast for a quote or a decline as for a message: with a trip, a
// thread or the Inbox on screen, an operator's answer reaches the replica within 15 s of
// virtual time, on the demo's plan (10,000 a month), by day and at night; watching spends
// the screen's own allowance (a burst, then its refill), never the reserve. Time is the
// virtual clock the engine and the reference remote share, never the machine's.
import { afterEach, describe, expect, it } from 'vitest';
import { aboveReserve } from '../../shared/sync/policy/pacing';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { screenPaceOf } from '../../shared/sync/pull/plan/screen-allowance';
import type { Screen } from '../../shared/sync/pull/task';
import { budgetState } from '../../shared/sync/policy/budget';
import { readState, STATE_KEYS } from '../../shared/sync/sync-state';
import { ALPHA_TRIP } from '../remote-api/remote-harness';
import { askOperators, operatorActs, type Act } from './operator-acts';
import { syncRig, type SyncRig } from './sync-rig';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const AT = (time: string) => Date.parse(`2026-04-02T${time}:00.000Z`);
const WORKING = { hours: { start: '07:00', end: '21:00' }, timeZone: 'UTC' };
const PLAN = { monthly_quota: 10_000, requests_per_minute: 120 };
/** The figure: a quote or a decline shows as fast as a message, within 15 s. */
const WITHIN_MS = 15_000;

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const tripScreen: Screen = {
  visible: true,
  focus: { kind: 'trip_rfqs', tripRequestId: ALPHA_TRIP },
};

/**
 * A replica whose engine starts at `start`, with `count` operators asked on the trip, its
 * first copy done and nothing to send by `ready`.
 */
async function asked(count = 4, start = '09:30', ready = '09:50') {
  const planner = createPullPlanner();
  rig = await syncRig({
    plan: PLAN,
    planner,
    start: new Date(AT(start)).toISOString(),
    workingDay: WORKING,
  });
  await askOperators(rig, planner, [ALPHA_TRIP], count, AT(ready));
  const { replica } = rig;
  const rfqs = (await replica.db.rfqs.toArray()).map((rfq) => rfq.id);
  return { planner, rfqs };
}

/** At `at`, the operator of `rfq` acts; answers how long until the replica shows it. */
const actAndWait = (at: number, rfq: string, act: Act) => operatorActs(rig!, at, rfq, act);

/** From `at`, the broker has `screen` before them. */
async function watchFrom(at: number, screen: Screen): Promise<void> {
  await rig!.runUntil(async () => rig!.time.now >= at);
  rig!.engine.setScreen(screen);
}

/** The remote's reads of the trip's RFQs from `from` to `to`. */
async function tripReads(from: number, to: number) {
  return (await rig!.requests()).filter(
    (entry) =>
      Date.parse(entry.at) >= from &&
      Date.parse(entry.at) < to &&
      entry.method === 'GET' &&
      entry.path === `/v1/trip-requests/${ALPHA_TRIP}/rfqs`,
  );
}

const SLOW = { timeout: 240_000 };

describe('an answer on screen shows as fast as a message', () => {
  it('a trip on screen: a quote, a message and a decline within 15 s each', SLOW, async () => {
    const { rfqs } = await asked();
    await watchFrom(AT('10:00'), tripScreen);
    expect(await actAndWait(AT('10:01') + 7_000, rfqs[0]!, 'quote')).toBeLessThanOrEqual(WITHIN_MS);
    expect(await actAndWait(AT('10:03') + 31_000, rfqs[1]!, 'message')).toBeLessThanOrEqual(
      WITHIN_MS,
    );
    expect(await actAndWait(AT('10:06') + 2_000, rfqs[2]!, 'decline')).toBeLessThanOrEqual(
      WITHIN_MS,
    );
  });

  it('a thread on screen: its quote shows in its header within 15 s', SLOW, async () => {
    const { rfqs } = await asked();
    await watchFrom(AT('10:00'), { visible: true, focus: { kind: 'thread', rfqId: rfqs[3]! } });
    expect(await actAndWait(AT('10:02') + 13_000, rfqs[3]!, 'quote')).toBeLessThanOrEqual(
      WITHIN_MS,
    );
  });

  // The Inbox reads each trip once when it opens, then where an answer is likeliest: after an
  // operator writes (test/sync/inbox-news.test.ts has the Inbox of 12 trips).
  it(
    'the Inbox on screen: a decline and a quote after their operators wrote, within 15 s',
    SLOW,
    async () => {
      const { rfqs } = await asked();
      await watchFrom(AT('10:00'), { visible: true, focus: null, inbox: true });
      expect(await actAndWait(AT('10:02'), rfqs[1]!, 'message')).toBeLessThanOrEqual(WITHIN_MS);
      expect(await actAndWait(AT('10:02') + 43_000, rfqs[1]!, 'decline')).toBeLessThanOrEqual(
        WITHIN_MS,
      );
      expect(await actAndWait(AT('10:05'), rfqs[2]!, 'message')).toBeLessThanOrEqual(WITHIN_MS);
      expect(await actAndWait(AT('10:05') + 44_000, rfqs[2]!, 'quote')).toBeLessThanOrEqual(
        WITHIN_MS,
      );
    },
  );

  it('outside the working hours too: a broker with a trip on screen is working', SLOW, async () => {
    const { rfqs } = await asked(4, '22:30', '22:50');
    await watchFrom(AT('23:00'), tripScreen);
    expect(await actAndWait(AT('23:03') + 5_000, rfqs[0]!, 'quote')).toBeLessThanOrEqual(WITHIN_MS);
  });
});

describe('watching within the allowance', () => {
  it('not in a hidden window: the rounds alone read the trip', SLOW, async () => {
    await asked();
    await watchFrom(AT('10:00'), { ...tripScreen, visible: false });
    await rig!.runUntil(async () => rig!.time.now >= AT('10:10'));
    expect((await tripReads(AT('10:00'), AT('10:10'))).length).toBeLessThanOrEqual(4);
  });

  it(
    'reads the trip every 10 s for its burst, then at its refill; never the reserve',
    SLOW,
    async () => {
      const { planner } = await asked(1);
      const { replica, time } = rig!;
      await watchFrom(AT('10:00'), tripScreen);
      await rig!.runUntil(async () => time.now >= AT('10:25'));
      const budget = (await readState(replica.db, STATE_KEYS.budget, budgetState))!;
      const quota = budget.quota!;
      const pace = { quota, rate: budget.rate, reservePercent: 10, working: WORKING };
      const cadence = await planner.cadence(replica.db, { nowMs: time.now, metered: true, pace });
      const screen = screenPaceOf(cadence, aboveReserve(quota, 10));
      // Every 10 s while its burst lasts...
      expect((await tripReads(AT('10:00'), AT('10:05'))).length).toBeGreaterThanOrEqual(25);
      // ...then at its refill, besides the trip's own round: no more than they pay for.
      const later = 13 * MINUTE_MS;
      const paid =
        Math.ceil((screen.perHour * later) / HOUR_MS) +
        Math.ceil(later / cadence.intervals.trip_rfqs) +
        1;
      const after = await tripReads(AT('10:12'), AT('10:25'));
      expect(after.length).toBeGreaterThan(0);
      expect(after.length).toBeLessThanOrEqual(paid);
      expect(aboveReserve(quota, 10)).toBeGreaterThan(0);
    },
  );
});
