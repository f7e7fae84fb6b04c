// Issue 22's colleague: another broker of the organization creates a client and edits one
// (through a key of their own) at 10:00 on a working day, and the replica's engine, after its
// first copy, runs on the virtual clock until both show in the replica (what every screen
// reads). At 240, 10,000 and 100,000 clients on a 10,000-a-month plan, no trips (the walk
// alone finds a new client: the API cannot list clients changed since a time).
import { generateClients } from '../../shared/demo';
import { budgetState } from '../../shared/sync/policy/budget';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { readState, STATE_KEYS } from '../../shared/sync/sync-state';
import { KEYS } from '../remote-api/remote-harness';
import { syncRig } from '../sync/sync-rig';
import { firstCopyCalls, firstCopyEnd, seedFirstCopy } from './freshness-first-copy';
import { countingFetch, HOUR_MS, simulation } from './freshness-sim';

export const COLLEAGUE_PLAN = { monthly_quota: 10_000, requests_per_minute: 120 };
/** BENCH_COLLEAGUE_SIZES (e.g. `240,10000`) limits them. */
export const COLLEAGUE_SIZES = (process.env.BENCH_COLLEAGUE_SIZES ?? '240,10000,100000')
  .split(',')
  .map(Number);
const PERIOD_START = Date.parse('2026-04-01T00:00:00.000Z');
const PERIOD_END = Date.parse('2026-05-01T00:00:00.000Z');
const RESERVE_PERCENT = 10;
const DAY_MS = 24 * HOUR_MS;
const WORKING = { hours: { start: '07:00', end: '21:00' }, timeZone: 'UTC' };
const SEED = 7;
/** No wait is measured past this: the figure then says "over 20 days". */
const LONGEST_MS = 20 * DAY_MS;

export interface ColleagueResult {
  clients: number;
  /** When the first copy was complete, from the period's start, ms. */
  firstCopyMs: number;
  /** From the colleague's change to the replica holding it, ms (Infinity past the cap). */
  newClientMs: number;
  editMs: number;
  /** The walk's interval the cadence gave when the colleague acted, ms. */
  walkEveryMs: number;
  /** Calls left above the reserve when both showed. */
  aboveReserve: number;
  wallMs: number;
}

export async function measureColleague(clients: number): Promise<ColleagueResult> {
  const started = performance.now();
  const book = generateClients(clients, SEED, new Date(PERIOD_START));
  const planner = createPullPlanner();
  const engineFetch = countingFetch();
  const rig = await syncRig({
    fetch: engineFetch.fetch,
    plan: COLLEAGUE_PLAN,
    planner,
    clients: book,
    tripRequests: [],
    start: new Date(PERIOD_START).toISOString(),
    workingDay: WORKING,
  });
  try {
    const copy = firstCopyEnd(firstCopyCalls(clients), COLLEAGUE_PLAN, {
      startMs: PERIOD_START,
      resetMs: PERIOD_END,
      reservePercent: RESERVE_PERCENT,
      working: WORKING,
    });
    await seedFirstCopy(
      rig,
      book.map((client) => client.id!),
      copy,
      PERIOD_START,
      COLLEAGUE_PLAN,
    );
    const copied = copy.endsAt;
    const sim = simulation(rig, engineFetch.sent);
    rig.engine.start();
    console.log(`  ${clients} clients: first copy made; the colleague acts…`);
    // 10:00 on the next working day after the first copy.
    const actAt = (Math.floor(copied / DAY_MS) + 1) * DAY_MS + 10 * HOUR_MS;
    await sim.run(actAt);
    const created = await rig.remote.call('POST', '/v1/clients', {
      key: KEYS.alphaWrite2,
      body: { name: 'Colleague New Client' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    const newId = ((await created.json()) as { id: string }).id;
    const edited = book[Math.floor(clients / 2)]!.id!;
    await rig.remote.call('PATCH', `/v1/clients/${edited}`, {
      key: KEYS.alphaWrite2,
      body: { company: 'Edited by a colleague' },
    });
    const budget = async () => readState(rig.replica.db, STATE_KEYS.budget, budgetState);
    const quota = (await budget())?.quota ?? null;
    const cadence = await planner.cadence(rig.replica.db, {
      nowMs: actAt,
      metered: true,
      pace: { quota, rate: null, reservePercent: RESERVE_PERCENT, working: WORKING },
    });
    const seen: { newClient?: number; edit?: number } = {};
    await sim.run(actAt + LONGEST_MS, [], async () => {
      const now = rig.time.now;
      if (seen.newClient === undefined && (await rig.replica.db.clients.get(newId))) {
        seen.newClient = now;
      }
      const row = await rig.replica.db.clients.get(edited);
      if (seen.edit === undefined && row?.company === 'Edited by a colleague') seen.edit = now;
      return seen.newClient !== undefined && seen.edit !== undefined;
    });
    const left = (await budget())?.quota;
    return {
      clients,
      firstCopyMs: copied - PERIOD_START,
      newClientMs: (seen.newClient ?? Infinity) - actAt,
      editMs: (seen.edit ?? Infinity) - actAt,
      walkEveryMs: cadence.intervals.clients,
      aboveReserve: left ? left.remaining - left.limit / 10 : NaN,
      wallMs: performance.now() - started,
    };
  } finally {
    await rig.close();
  }
}
