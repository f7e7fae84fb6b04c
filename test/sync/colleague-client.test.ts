// A colleague's new client and edit reach a replica of the demo's 240 clients within the
// working hour, on a 10,000-a-month plan, where a daily walk made them wait a day: the
// walk's interval follows from its cost (3 calls) and the allowance left. Time here is the
// virtual clock the engine and the reference remote share, never the machine's.
import { afterEach, describe, expect, it } from 'vitest';
import { generateClients } from '../../shared/demo';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { KEYS } from '../remote-api/remote-harness';
import { syncRig, type SyncRig } from './sync-rig';

const HOUR_MS = 3_600_000;
const START = '2026-04-01T09:30:00.000Z';
const WORKING = { hours: { start: '07:00', end: '21:00' }, timeZone: 'UTC' };

let rig: SyncRig | null = null;
afterEach(async () => {
  await rig?.close();
  rig = null;
});

describe("a colleague's changes", () => {
  it('reach the replica within the working hour, within the allowance', async () => {
    const planner = createPullPlanner();
    const book = generateClients(240, 3, new Date(START));
    rig = await syncRig({
      plan: { monthly_quota: 10_000, requests_per_minute: 120 },
      planner,
      clients: book,
      tripRequests: [],
      empty: true,
      start: START,
      workingDay: WORKING,
    });
    const { replica, remote, engine, time } = rig;
    engine.start();
    await rig.runUntil(async () => (await planner.progress(replica.db)).stage === 'steady');
    // Well into the working day, the first copy long done.
    await rig.runUntil(async () => time.now >= Date.parse('2026-04-01T10:00:00.000Z'));

    const actedAt = time.now;
    const created = await remote.call('POST', '/v1/clients', {
      key: KEYS.alphaWrite2,
      body: { name: 'Colleague New Client' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const { id } = (await created.json()) as { id: string };
    const edited = book[120]!.id!;
    await remote.call('PATCH', `/v1/clients/${edited}`, {
      key: KEYS.alphaWrite2,
      body: { company: 'Edited by a colleague' },
    });

    await rig.runUntil(async () => {
      const [made, changed] = await Promise.all([
        replica.db.clients.get(id),
        replica.db.clients.get(edited),
      ]);
      return made !== undefined && changed?.company === 'Edited by a colleague';
    });
    expect(time.now - actedAt).toBeLessThan(HOUR_MS);
    // Within the pace: what the pulls spent leaves the reserve far behind.
    const status = await rig.requests();
    expect(status.filter((entry) => entry.counted).length).toBeLessThan(200);
  });
});
