// Freshness where it matters: RFQs that await an answer before the other open trips, the
// trip on screen more often within an allowance of its own (a hidden window not; the answers'
// speed on screen: on-screen-news.test.ts), and "Sync now" running the rounds due soonest.
import { describe, expect, it } from 'vitest';
import { quoteRfq } from '../../shared/service/rfqs/operator-actions';
import { ON_SCREEN_PER_HOUR, soonestRounds } from '../../shared/sync/pull/plan/on-screen';
import { pullPlan } from '../../shared/sync/pull/rounds';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { batchRequest, id, sendBatch } from '../service/rfq-fixtures';
import {
  MINUTE_MS,
  advance,
  clientId,
  emptyReplica,
  remoteWith,
  shortPath,
  tripOf,
} from './pull-fixtures';

const awaited = id(301);
const answered = id(302);
const HOUR_MS = 60 * MINUTE_MS;

/** Two open trips: one whose RFQ awaits an answer, a newer one whose RFQ is quoted. */
async function mirrored() {
  const remote = await remoteWith(3, [
    tripOf(0, awaited, '2026-11-19T00:00:00.000Z'),
    tripOf(1, answered, '2026-11-20T00:00:00.000Z'),
  ]);
  await sendBatch(remote.server, batchRequest([0]), awaited);
  const quoted = await sendBatch(remote.server, batchRequest([1]), answered);
  await quoteRfq(remote.server.deps, quoted.items[0]!.id, { amount_cents: 4_200_000 });
  const replica = emptyReplica();
  const planner = createPullPlanner();
  await remote.pullAll(replica, planner);
  /** The metered pulls the planner makes now, in order. */
  const pullNow = async () =>
    (await remote.pullAll(replica, planner)).map(shortPath).filter((p) => !p.startsWith('thread'));
  /** Moves both clocks to the start of the next 4-hour block, plus `ms`. */
  const toNextBlock = (ms: number) => {
    const now = replica.clock.now().getTime();
    advance(Math.ceil(now / (4 * HOUR_MS)) * 4 * HOUR_MS - now + ms, replica, remote.server);
  };
  return { remote, replica, planner, pullNow, toNextBlock };
}

describe('fresh where it matters', () => {
  it('refreshes trips awaiting an answer every round, the others every few hours after them', async () => {
    const { replica, remote, pullNow, toNextBlock } = await mirrored();
    toNextBlock(MINUTE_MS);
    // A new block of hours: every open trip, the awaited one first (though older).
    expect((await pullNow()).filter((p) => p.startsWith('rfqs'))).toEqual([
      `rfqs:${awaited}`,
      `rfqs:${answered}`,
    ]);
    // The next round within the block: only the trip whose RFQ awaits an answer.
    advance(6 * MINUTE_MS, replica, remote.server);
    expect((await pullNow()).filter((p) => p.startsWith('rfqs'))).toEqual([`rfqs:${awaited}`]);
  });

  it('fetches the trip on screen more often, and not while the window is hidden', async () => {
    const { replica, remote, planner, pullNow, toNextBlock } = await mirrored();
    toNextBlock(MINUTE_MS);
    await pullNow();
    planner.setScreen({ visible: true, focus: { kind: 'trip_rfqs', tripRequestId: answered } });
    // Newly on screen: at once, though its round is hours away.
    expect(await pullNow()).toEqual([`rfqs:${answered}`]);
    expect(await pullNow()).toEqual([]);
    // Then again after its interval: watched, every 10 s while an answer may come (watch.ts).
    advance(2 * MINUTE_MS, replica, remote.server);
    expect(await pullNow()).toEqual([`rfqs:${answered}`]);
    // A hidden window does not fetch what it shows.
    planner.setScreen({ visible: false, focus: { kind: 'trip_rfqs', tripRequestId: answered } });
    advance(2 * MINUTE_MS, replica, remote.server);
    expect(await pullNow()).not.toContain(`rfqs:${answered}`);
  });

  it("keeps the screen's metered copies within their burst of an hour", async () => {
    const { replica, remote, planner, pullNow } = await mirrored();
    const copies: string[] = [];
    for (let n = 0; n < ON_SCREEN_PER_HOUR + 2; n += 1) {
      planner.ask({ kind: 'client', id: clientId(n % 3) });
      copies.push(...(await pullNow()).filter((p) => p.startsWith('client:')));
      advance(MINUTE_MS, replica, remote.server);
    }
    expect(copies).toHaveLength(ON_SCREEN_PER_HOUR);
    // An hour after the first, the burst has room again.
    advance(HOUR_MS, replica, remote.server);
    expect(await pullNow()).toContain('client:1');
  });

  it('"Sync now" runs the rounds due soonest, not only what is due now', async () => {
    const { replica, remote, planner, pullNow } = await mirrored();
    advance(MINUTE_MS, replica, remote.server);
    expect(await pullNow()).toEqual([]);
    const nowMs = replica.clock.now().getTime();
    await planner.hurry(replica.db, { nowMs, metered: true });
    expect(planner.hurrying()).toBe(true);
    const pulled = await pullNow();
    // The RFQs of the awaited trip, the clients active lately, the contacts and the walk of
    // the 3 clients: every round that costs little, each once.
    expect(pulled).toEqual(
      expect.arrayContaining([`rfqs:${awaited}`, 'recent', 'clients', 'operator-contacts']),
    );
    expect(planner.hurrying()).toBe(false);
    expect(await pullNow()).toEqual([]);
  });
});

describe('"Sync now" after the trips\' round has just run', () => {
  const nowMs = Date.parse('2026-11-26T15:48:42.000Z');
  const ago = (minutes: number) => new Date(nowMs - minutes * MINUTE_MS).toISOString();
  const plan = pullPlan.parse({
    first_pull: null,
    rounds: {},
    finished: {
      threads: ago(1),
      trip_rfqs: ago(0.2),
      recent_clients: ago(40),
      contacts: ago(50),
      clients: ago(90),
    },
  });
  const intervals = {
    threads: MINUTE_MS,
    trip_rfqs: 5 * MINUTE_MS,
    recent_clients: 30 * MINUTE_MS,
    contacts: 30 * MINUTE_MS,
    clients: 60 * MINUTE_MS,
  };
  const cadence = { perHour: 100, intervals, spendPerHour: 50 };

  it('still asks for the answers: the threads and the RFQs of the awaited trips', () => {
    // Its last round read 22 open trips, more than a Sync now's calls for the other rounds.
    const costs = { threads: 0, trip_rfqs: 22, recent_clients: 1, contacts: 1, clients: 3 };
    const rounds = soonestRounds(plan, cadence, costs, nowMs);
    expect(rounds.slice(0, 2)).toEqual(['threads', 'trip_rfqs']);
    // The others that are due, in their order, within the calls a Sync now may add.
    expect(rounds.slice(2)).toEqual(['clients', 'contacts', 'recent_clients']);
  });

  it('leaves out a round that would cost more than its share', () => {
    const costs = { threads: 0, trip_rfqs: 2, recent_clients: 1, contacts: 1, clients: 100 };
    expect(soonestRounds(plan, cadence, costs, nowMs)).toEqual([
      'threads',
      'trip_rfqs',
      'contacts',
      'recent_clients',
    ]);
  });
});
