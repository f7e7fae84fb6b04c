// The outbox drain of issue 8, in Node: client creates made offline go to the reference
// remote over real HTTP, with the real pull planner alongside, while the engine's waits
// move both clocks (test/sync/sync-rig.ts). It measures the engine's scheduling against the
// plan, not wall-clock speed: the remote's clock moves only when the engine sleeps.
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { KEYS, type Plan } from '../remote-api/remote-harness';
import type { LogEntry } from '../remote-api/request-log';
import { syncRig, type SyncRig } from '../sync/sync-rig';

export interface DrainScenario {
  name: string;
  plan: Plan;
  /** Where both clocks start (the start of a UTC minute). */
  start: string;
  entries: number;
}

export interface DrainResult {
  scenario: DrainScenario;
  /** Every /v1 request from the first push to the last, pulls included. */
  requests: number;
  pushes: number;
  /** UTC minutes with pushes, from the first to the last, less those of a wait for the period. */
  minutes: number;
  /** requests ÷ (rate × minutes). */
  rateShare: number;
  rateLimitedFirstMinute: number;
  rateLimitedLater: number;
  quotaExceeded: number;
  /** Creates of one name the remote holds more than once, and names it lacks. */
  duplicates: number;
  missing: number;
  /** Pulls sent between the first push and the last, and those counted by the allowance. */
  pulls: number;
  meteredPulls: number;
  /** When the allowance ran out mid-drain: pushes before and after the period's end. */
  period: { before: number; after: number; waitedMinutes: number } | null;
  wallMs: number;
}

/** Issue 8's drain at 60 a minute: with room in the allowance, and with too little. */
export const DRAIN_SCENARIOS: readonly DrainScenario[] = [
  {
    name: 'allowance large enough',
    plan: { monthly_quota: 10_000, requests_per_minute: 60 },
    start: '2026-04-14T09:00:00.000Z',
    entries: 1_000,
  },
  {
    // 600 creates use it up 10 minutes in; the other 400 wait for the period's end.
    name: 'allowance runs out mid-drain',
    plan: { monthly_quota: 600, requests_per_minute: 60 },
    start: '2026-03-31T23:45:00.000Z',
    entries: 1_000,
  },
];

const PREFIX = 'Bench drain';
const MINUTE_MS = 60_000;
const minuteOf = (at: string) => Math.floor(Date.parse(at) / MINUTE_MS);
const isPush = (entry: LogEntry) => entry.method === 'POST' && entry.path === '/v1/clients';

/**
 * The remote keeps its last 1,000 requests: reading the log at every wake of the engine,
 * which sends at most a minute's rate in between, keeps all of them.
 */
const KEEP = 1_000;

export function logReader(rig: SyncRig) {
  const kept: LogEntry[] = [];
  let lastId: string | null = null;
  return {
    kept,
    /** `expected`: about how many requests came since the last read (a shorter read first). */
    async read(expected = KEEP): Promise<void> {
      const fetchLog = async (limit: number) => {
        const path = `/requests?limit=${limit}`;
        const { items } = await rig.remote.sim<{ items: LogEntry[] }>('GET', path);
        const seen =
          lastId === null ? items.length : items.findIndex((e) => e.request_id === lastId);
        return { items, seen };
      };
      const guess = Math.min(KEEP, expected + 64);
      let { items, seen } = await fetchLog(guess);
      if (seen < 0 && guess < KEEP) ({ items, seen } = await fetchLog(KEEP));
      if (seen < 0) throw new Error('The request log overflowed between two reads');
      const fresh = items.slice(0, seen).reverse();
      lastId = items[0]?.request_id ?? lastId;
      kept.push(...fresh.filter((entry) => entry.path.startsWith('/v1/')));
    },
  };
}

/** The drain's names as the remote holds them, read with another key (its own rate). */
async function remoteNames(rig: SyncRig): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | null = null;
  do {
    const query = `q=${encodeURIComponent(PREFIX)}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
    const response = await rig.remote.call('GET', `/v1/clients?${query}`, { key: KEYS.alphaRead });
    const page = (await response.json()) as {
      items: { name: string }[];
      next_cursor: string | null;
    };
    names.push(...page.items.map((item) => item.name));
    cursor = page.next_cursor;
  } while (cursor);
  return names;
}

/** Windows from the first push to the last, split at the period's end if it falls between. */
function minutesOf(pushes: LogEntry[], periodEnd: number | null) {
  const windows = (part: LogEntry[]) =>
    part.length === 0 ? 0 : minuteOf(part.at(-1)!.at) - minuteOf(part[0]!.at) + 1;
  if (periodEnd === null) return { minutes: windows(pushes), period: null };
  const before = pushes.filter((entry) => Date.parse(entry.at) < periodEnd);
  const after = pushes.slice(before.length);
  const waited =
    before.length && after.length ? minuteOf(after[0]!.at) - minuteOf(before.at(-1)!.at) - 1 : 0;
  return {
    minutes: windows(before) + windows(after),
    period: { before: before.length, after: after.length, waitedMinutes: waited },
  };
}

export async function measureDrain(scenario: DrainScenario): Promise<DrainResult> {
  const rig = await syncRig({
    plan: scenario.plan,
    planner: createPullPlanner(),
    start: scenario.start,
  });
  try {
    const names = Array.from(
      { length: scenario.entries },
      (_, n) => `${PREFIX} ${String(n + 1).padStart(4, '0')}`,
    );
    for (const name of names) {
      await rig.replica.call('POST', '/v1/clients', {
        body: { name },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      });
    }
    const log = logReader(rig);
    const started = performance.now();
    rig.engine.start();
    await rig.runUntil(async () => {
      await log.read();
      return (await rig.replica.db.outbox.count()) === 0;
    });
    const wallMs = performance.now() - started;

    const first = log.kept.findIndex(isPush);
    const last = log.kept.findLastIndex(isPush);
    const during = log.kept.slice(first, last + 1);
    const pushes = during.filter(isPush);
    const pulls = during.filter((entry) => entry.method === 'GET');
    const firstMinute = minuteOf(pushes[0]!.at);
    const limited = during.filter((entry) => entry.problem_type === 'rate_limited');
    const { minutes, period } = minutesOf(pushes, periodEndWithin(pushes));
    const held = await remoteNames(rig);
    const unique = new Set(held);
    return {
      scenario,
      requests: during.length,
      pushes: pushes.length,
      minutes,
      rateShare: during.length / (scenario.plan.requests_per_minute * minutes),
      rateLimitedFirstMinute: limited.filter((e) => minuteOf(e.at) === firstMinute).length,
      rateLimitedLater: limited.filter((e) => minuteOf(e.at) !== firstMinute).length,
      quotaExceeded: during.filter((entry) => entry.problem_type === 'quota_exceeded').length,
      duplicates: held.length - unique.size,
      missing: names.filter((name) => !unique.has(name)).length,
      pulls: pulls.length,
      meteredPulls: pulls.filter((entry) => entry.counted).length,
      period,
      wallMs,
    };
  } finally {
    await rig.close();
  }
}

/** The end of the billing period (the UTC month), if the drain crossed it. */
function periodEndWithin(pushes: LogEntry[]): number | null {
  const start = new Date(pushes[0]!.at);
  const end = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
  return Date.parse(pushes.at(-1)!.at) >= end ? end : null;
}
