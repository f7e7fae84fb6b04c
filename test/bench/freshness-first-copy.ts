// A replica seeded as a finished first copy leaves it, for the colleague bench: the first
// copy of 100,000 clients in fake-indexeddb (1,002 pulls merged into a growing table, the
// engine waking between the days its pace spreads them over) takes longer than the whole
// bench may. A book without trips costs ⌈N/100⌉ walk pages, one page of recently active
// clients (none) and one of operator contacts; the pace (pacing.ts, the day's share at once
// for a first copy) says when the last of them goes, and the remote's allowance is spent by
// as many calls. The replica then holds what the engine's copy leaves: every client marked
// with the first walk, the walk finished, every step's round finished with its cost, the
// budget and the day's ledger. Compared with the engine's own copy (240 clients on this plan;
// 10,000 on a 1,000-a-month plan, over four days), it differs only in the per-minute rate
// window the engine saw last, which has ended long before the colleague acts.
import type { Plan } from '../remote-api/remote-harness';
import type { SyncRig } from '../sync/sync-rig';
import type { BudgetWindow } from '../../shared/api';
import type { BudgetState } from '../../shared/sync/policy/budget';
import {
  nextPaceAt,
  pullAllowance,
  pullsSpentThisHour,
  pullsSpentToday,
  recordPull,
  type PullLedger,
  type WorkingDay,
} from '../../shared/sync/policy/pacing';
import { FIRST_PULL } from '../../shared/rules/pull-steps';
import type { PullPlan } from '../../shared/sync/pull/rounds';
import {
  CLIENTS_WALK,
  STATE_KEYS,
  writeState,
  type ClientsWalk,
} from '../../shared/sync/sync-state';
import { wallMs } from '../../shared/encoding/zoned-time';
import { spendAllowance } from './freshness-spend';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const nextMidnight = (atMs: number, timeZone: string) =>
  atMs + DAY_MS - (wallMs(atMs, timeZone) % DAY_MS);

export interface FirstCopy {
  calls: number;
  /** When its last call went. */
  endsAt: number;
  ledger: PullLedger;
  quota: BudgetWindow;
}

/** The first copy's calls for a book of `clients` without trips. */
export const firstCopyCalls = (clients: number) => Math.max(1, Math.ceil(clients / 100)) + 2;

/**
 * When the pace lets a first copy of `calls` end, from `startMs` (the period's start): each
 * day's share at the day's first moment the pace allows, at most the plan's rate a minute.
 */
export function firstCopyEnd(
  calls: number,
  plan: Plan,
  options: { startMs: number; resetMs: number; reservePercent: number; working: WorkingDay },
): FirstCopy {
  const { working } = options;
  let now = options.startMs;
  let ledger: PullLedger | null = null;
  let quota: BudgetWindow | null = null;
  let sentToday = 0;
  let done = 0;
  for (;;) {
    const pace = {
      quota,
      reservePercent: options.reservePercent,
      nowMs: now,
      spentToday: pullsSpentToday(ledger, now, working.timeZone),
      spentThisHour: pullsSpentThisHour(ledger, now, working),
      working,
      spread: false,
    };
    const allowed = Math.min(pullAllowance(pace), calls - done);
    if (allowed > 0) {
      for (let n = 0; n < allowed; n += 1) ledger = recordPull(ledger, now, working);
      sentToday = pace.spentToday + allowed;
      done += allowed;
      quota = {
        limit: plan.monthly_quota,
        remaining: plan.monthly_quota - done,
        resetAt: options.resetMs / 1000,
      };
      if (done === calls) break;
      continue;
    }
    // A new local day brings its share at once (a first copy is not spread over the hours).
    now = Math.min(nextPaceAt(pace), nextMidnight(now, working.timeZone));
  }
  // The day's calls go back to back, a minute's rate at a time.
  const endsAt = now + Math.floor((sentToday - 1) / plan.requests_per_minute) * MINUTE_MS;
  return { calls, endsAt, ledger: ledger!, quota: quota! };
}

/** Writes the state a finished first copy leaves into the replica, and spends its calls. */
export async function seedFirstCopy(
  rig: SyncRig,
  clientIds: readonly string[],
  copy: FirstCopy,
  startMs: number,
  plan: Plan,
): Promise<void> {
  const db = rig.replica.db;
  const started = new Date(startMs).toISOString();
  const ended = new Date(copy.endsAt).toISOString();
  const walk: ClientsWalk = {
    generation: 1,
    started_at: started,
    finished_at: ended,
    seen: clientIds.length,
    total: clientIds.length,
  };
  const steps = (at: string) => Object.fromEntries(FIRST_PULL.map((step) => [step, at]));
  const pullPlan: PullPlan = {
    first_pull: null,
    rounds: {},
    finished: steps(ended),
    started: { ...steps(ended), clients: started },
    spent: {},
    // What the copy's rounds cost: recent clients are not learned from the first copy.
    costs: { clients: copy.calls - 2, trip_rfqs: 0, threads: 0, contacts: 1 },
  };
  const budget: BudgetState = {
    rate: null,
    quota: copy.quota,
    rateBlockedUntil: null,
    quotaBlockedUntil: null,
  };
  await db.transaction('rw', [db.remote_clients, db.sync_state], async () => {
    await db.remote_clients.bulkPut(clientIds.map((id) => ({ id, walk: 1 })));
    await writeState(db, CLIENTS_WALK, walk);
    await writeState(db, 'pull_plan', pullPlan);
    await writeState(db, STATE_KEYS.budget, budget);
    await writeState(db, STATE_KEYS.pullLedger, copy.ledger);
    await writeState(db, STATE_KEYS.lastSuccessAt, ended);
  });
  const spentTo = await spendAllowance(rig, copy.calls, startMs, plan.requests_per_minute);
  await rig.time.advanceTo(Math.max(copy.endsAt, spentTo));
}
