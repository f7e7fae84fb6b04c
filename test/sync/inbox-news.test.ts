// The Inbox on screen with 12 trips awaiting answers (5 operators asked on each), on the demo's
// plan (10,000 a month, 120 a minute): reading each trip every 15 s would cost ~2,900 metered
// calls an hour, the plan's pace is ~22, so the Inbox spends its allowance where an answer is
// likeliest (shared/sync/pull/plan/inbox-watch.ts). A trip whose operator just wrote shows
// its quote within 15 s, a thread whose operator wrote lately its next message; opening the
// Inbox reads each trip once, not every 10 s until the allowance is gone (the forecast's figures:
// test/sync/forecast-words.test.ts). Time is the virtual clock, never the machine's.
import { afterEach, describe, expect, it } from 'vitest';
import { generateClients } from '../../shared/demo';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import type { Screen } from '../../shared/sync/pull/task';
import { askOperators, operatorActs, type Act } from './operator-acts';
import { syncRig, type SyncRig } from './sync-rig';

const AT = (time: string) => Date.parse(`2026-04-02T${time}:00.000Z`);
const WORKING = { hours: { start: '07:00', end: '21:00' }, timeZone: 'UTC' };
const PLAN = { monthly_quota: 10_000, requests_per_minute: 120 };
const WITHIN_MS = 15_000;
const TRIPS = 12;
const ASKED = 5;
const INBOX: Screen = { visible: true, focus: null, inbox: true };
const SLOW = { timeout: 300_000 };
/** The Inbox's 60 threads take over a hundred wakes a minute. */
const WAKES = 100_000;

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const tripId = (n: number) => `0a000000-0000-4000-8000-${String(300_000 + n).padStart(12, '0')}`;

/** 12 trips, 5 operators asked on each at 09:50; the Inbox on screen from 10:00. */
async function inboxOfTwelve() {
  const clients = generateClients(TRIPS, 29, new Date(AT('09:00')));
  const planner = createPullPlanner();
  reads = [];
  rig = await syncRig({
    fetch: (input, init) => {
      const trip = /\/v1\/trip-requests\/([^/]+)\/rfqs/.exec(String(input))?.[1];
      if (trip && (init?.method ?? 'GET') === 'GET') reads.push({ at: rig!.time.now, trip });
      return rig!.remote.fetch(input, init);
    },
    plan: PLAN,
    planner,
    clients,
    tripRequests: clients.map((client, n) => ({
      id: tripId(n),
      client_id: client.id ?? null,
      status: 'open' as const,
      legs: [{ depart_date: '2026-05-20', from: 'KTEB', to: 'KPBI' }],
    })),
    start: new Date(AT('09:50')).toISOString(),
    workingDay: WORKING,
  });
  const trips = Array.from({ length: TRIPS }, (_, n) => tripId(n));
  await askOperators(rig, planner, trips, ASKED, AT('09:55'));
  const { replica, engine, time } = rig;
  const rfqsOf = async (n: number) =>
    (await replica.db.rfqs.where('trip_request_id').equals(tripId(n)).sortBy('id')).map(
      (rfq) => rfq.id,
    );
  await rig.runUntil(async () => time.now >= AT('10:00'), WAKES);
  engine.setScreen(INBOX);
  return { planner, rfqsOf };
}

/** At `at`, the operator of `rfq` acts; answers how long until the replica shows it. */
const actAndWait = (at: number, rfq: string, act: Act) => operatorActs(rig!, at, rfq, act, WAKES);

/** The engine's metered reads of trips' RFQs (virtual time, trip), oldest first. */
let reads: { at: number; trip: string }[] = [];

/** Those from `from` to `to`. */
const tripReads = (from: number, to: number) =>
  reads.filter((read) => read.at >= from && read.at < to);

describe('the Inbox of 12 trips awaiting answers', () => {
  it('a quote from an operator who wrote just before shows within 15 s', SLOW, async () => {
    const { rfqsOf } = await inboxOfTwelve();
    const [rfq] = await rfqsOf(5);
    await actAndWait(AT('10:06'), rfq!, 'message');
    expect(await actAndWait(AT('10:06') + 50_000, rfq!, 'quote')).toBeLessThanOrEqual(WITHIN_MS);
    const [other] = await rfqsOf(9);
    await actAndWait(AT('10:09'), other!, 'message');
    expect(await actAndWait(AT('10:10') + 17_000, other!, 'decline')).toBeLessThanOrEqual(
      WITHIN_MS,
    );
  });

  it('a message in a thread whose operator wrote lately shows within 15 s', SLOW, async () => {
    const { rfqsOf } = await inboxOfTwelve();
    const rfqs = await rfqsOf(2);
    await actAndWait(AT('10:04'), rfqs[3]!, 'message');
    expect(await actAndWait(AT('10:06') + 7_000, rfqs[3]!, 'message')).toBeLessThanOrEqual(
      WITHIN_MS,
    );
    expect(await actAndWait(AT('10:09') + 29_000, rfqs[3]!, 'message')).toBeLessThanOrEqual(
      WITHIN_MS,
    );
  });

  it('opening reads each trip once, not every 10 s until the allowance is gone', SLOW, async () => {
    await inboxOfTwelve();
    await rig!.runUntil(async () => rig!.time.now >= AT('10:10'), WAKES);
    const opening = tripReads(AT('10:00'), AT('10:10'));
    expect(new Set(opening.map((read) => read.trip)).size).toBe(TRIPS);
    // The rounds may read a trip besides; the burst (60) stays for the trips whose operator writes.
    expect(opening.length).toBeLessThanOrEqual(2 * TRIPS);
  });
});
