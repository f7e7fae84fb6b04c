// The engine with the pull planner against the reference remote: a first connection
// mirrors the organization at a predictable cost, the next walk catches remote deletions,
// and remote and local edits of one client both survive.
import { afterEach, describe, expect, it } from 'vitest';
import { clientDetail } from '../../shared/api';
import { generateClients } from '../../shared/demo';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { syncRig, type SyncRig } from './sync-rig';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

const DAY_MS = 24 * 60 * 60 * 1000;
const fast = { monthly_quota: 100_000, requests_per_minute: 1_000 };
/** 13 pages of the walk: more than a minute's 5 calls and a day's 10 below. */
const clients = generateClients(1_250, 7, new Date('2026-03-01T00:00:00Z'));

async function firstPullDone(r: SyncRig) {
  return (await createPullPlanner().progress(r.replica.db)).stage === 'steady';
}

describe('pulls', () => {
  it('1,250 remote clients arrive with ⌈1250/100⌉ list calls; the next walk drops a remote deletion', async () => {
    rig = await syncRig({ plan: fast, planner: createPullPlanner(), clients, empty: true });
    rig.engine.start();
    await rig.runUntil(() => firstPullDone(rig!));

    expect(await rig.replica.db.clients.count()).toBe(1_250);
    const listCalls = (await rig.requests()).filter(
      (entry) => entry.path === '/v1/clients' && entry.method === 'GET',
    );
    // The walk's pages, and the one page of recently active clients (none have trips).
    expect(listCalls).toHaveLength(Math.ceil(1_250 / 100) + 1);

    const gone = clients[1234]!.id!;
    await rig.remote.call('DELETE', `/v1/clients/${gone}`);
    // A day later the next full walk runs and finds the client missing.
    await rig.time.advanceTo(rig.time.now + DAY_MS + 60_000);
    await rig.runUntil(async () => (await rig!.replica.db.clients.get(gone)) === undefined);
    expect(await rig.replica.db.clients.count()).toBe(1_249);
  }, 300_000);

  it('a remote edit of one field and an unsynced local edit of another both survive', async () => {
    rig = await syncRig({ plan: fast, planner: createPullPlanner() });
    const [row] = await rig.replica.db.clients.orderBy('name').limit(1).toArray();
    const id = row!.id;
    rig.engine.setOnline(false);
    rig.engine.start();
    await rig.replica.call('PATCH', `/v1/clients/${id}`, { body: { notes: 'Prefers Teterboro' } });
    await rig.remote.call('PATCH', `/v1/clients/${id}`, { body: { company: 'Remote Co' } });
    // Online again: the opened client is fetched before the push goes out.
    rig.engine.ask({ kind: 'client', id });
    rig.engine.setOnline(true);
    await rig.runUntil(async () => (await rig!.replica.db.outbox.count()) === 0);

    const local = clientDetail.parse(
      await (await rig.replica.call('GET', `/v1/clients/${id}`)).json(),
    );
    const remote = clientDetail.parse(
      await (await rig.remote.call('GET', `/v1/clients/${id}`)).json(),
    );
    for (const view of [local, remote]) {
      expect(view).toMatchObject({ company: 'Remote Co', notes: 'Prefers Teterboro' });
    }
  });

  describe('held pulls sleep until they may go, rather than spin', () => {
    const start = '2026-04-14T09:00:00.000Z';

    /**
     * Resolves when the engine sleeps; an engine that spins never does, and the test fails
     * by its own time limit. That limit is for a spinning engine, not a slow machine.
     */
    const asleep = (r: SyncRig) => r.engine.idle();

    it(
      'a first pull at 5 requests a minute: asleep until the minute ends',
      { timeout: 300_000 },
      async () => {
        const plan = { monthly_quota: 100_000, requests_per_minute: 5 };
        rig = await syncRig({ plan, planner: createPullPlanner(), clients, empty: true, start });
        rig.engine.start();
        await asleep(rig);
        expect(rig.engine.snapshot().wakeAt).toBe(Date.parse('2026-04-14T09:01:00.000Z'));
        expect(await rig.requests()).toHaveLength(5);
      },
    );

    it(
      "a first pull past the day's pace: asleep until the next UTC day",
      { timeout: 300_000 },
      async () => {
        // 180 above the 10% reserve over the 17 days left in April: 10 metered pulls a day.
        const plan = { monthly_quota: 200, requests_per_minute: 1_000 };
        rig = await syncRig({ plan, planner: createPullPlanner(), clients, empty: true, start });
        rig.engine.start();
        await asleep(rig);
        expect(await rig.requests()).toHaveLength(10);
        // It looks again at most every 5 minutes; the next pull goes on the next day.
        await rig.runUntil(async () => (await rig!.requests()).length > 10);
        const next = (await rig.requests())[10]!;
        expect(next.at).toBe('2026-04-15T00:00:00.000Z');
      },
    );
  });
});
