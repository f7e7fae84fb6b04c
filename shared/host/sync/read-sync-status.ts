// The sync status the page shows, read cheaply from the database and the running engine.
// In a tab whose worker waits for another tab's lock, the engine says `standby` and the
// rest (outbox counts, budget, last success) is what the syncing tab wrote.
import type { BudgetWindow } from '../../api';
import type { SyncStatus } from '../../rpc/local/sync-status';
import { acceptsRfqs } from '../../rules/rfq-states';
import { admission, budgetState, initialBudget, type BudgetState } from '../../sync/policy/budget';
import { aboveReserve, type WorkingDay } from '../../sync/policy/pacing';
import type { EngineSnapshot } from '../../sync/engine/engine';
import { readState, STATE_KEYS } from '../../sync/sync-state';
import { inboxForecast } from '../../sync/pull/plan/inbox-watch';
import { screenPaceOf, watchForecast } from '../../sync/pull/plan/screen-allowance';
import { inboxWatched } from '../../sync/pull/plan/watch';
import { z } from 'zod';
import { findingsCount } from './findings-view';
import type { Workspace } from '../workspace/workspace';

const windowView = (window: BudgetWindow | null) =>
  window && {
    limit: window.limit,
    remaining: window.remaining,
    reset_at: new Date(window.resetAt * 1000).toISOString(),
  };

function activityOf(snapshot: EngineSnapshot | null): SyncStatus['activity'] {
  if (!snapshot) return 'stopped';
  switch (snapshot.activity) {
    case 'sending':
    case 'pulling':
    case 'standby':
    case 'stopped':
      return snapshot.activity;
    case 'waiting':
      return snapshot.wakeAt === null ? 'idle' : 'waiting';
    default:
      return 'idle';
  }
}

function connectionOf(
  workspace: Workspace,
  online: boolean,
  snapshot: EngineSnapshot | null,
): SyncStatus['connection'] {
  if (workspace.key.kind !== 'remote') return 'not_configured';
  if (!online) return 'offline';
  if (!snapshot) return 'not_configured';
  if (snapshot.paused && snapshot.paused.cause.startsWith('key_')) return 'key_rejected';
  // Main keeps no key for this remote (the desktop shell): as in a browser without one.
  if (snapshot.paused?.cause === 'no_key') return 'not_configured';
  return snapshot.unreachable ? 'unreachable' : 'online';
}

/** The pace's settings, as the host holds them. */
export interface PaceSettings {
  reservePercent(): number;
  workingDay(): WorkingDay;
}

/** The intervals the pace gives now, for the forecast; null before a quota window is known. */
async function forecastOf(
  workspace: Workspace,
  budget: BudgetState,
  settings: PaceSettings,
  nowMs: number,
): Promise<SyncStatus['forecast']> {
  const { quota } = budget;
  const { planner, deps } = workspace;
  if (!planner || quota === null || nowMs >= quota.resetAt * 1000) return null;
  const reservePercent = settings.reservePercent();
  const pace = { quota, rate: budget.rate, reservePercent, working: settings.workingDay() };
  const [cadence, openTrips, inbox] = await Promise.all([
    planner.cadence(deps.db, { nowMs, metered: true, pace }),
    deps.db.trip_requests.filter(acceptsRfqs).count(),
    inboxWatched(deps.db, new Date(nowMs)),
  ]);
  const above = aboveReserve(quota, reservePercent);
  const screen = screenPaceOf(cadence, above);
  return {
    open_quotes_every_ms: openTrips > 0 ? cadence.intervals.trip_rfqs : null,
    messages_every_ms: openTrips > 0 ? cadence.intervals.threads : null,
    on_screen: watchForecast(screen),
    inbox: inboxForecast(
      { trips: inbox.trips.length, threads: inbox.threads.length },
      screen,
      cadence,
      budget.rate,
    ),
    clients_every_ms: cadence.intervals.clients,
    // The intervals are shared out of the pace: only the longest allowed can exceed it.
    lasts: cadence.spendPerHour <= cadence.perHour * 1.001,
    reserve_percent: reservePercent,
    above_reserve: above,
  };
}

/** When this workspace's remote last answered sync; null when it never has. */
export const lastSuccessOf = (workspace: Workspace): Promise<string | null> =>
  readState(workspace.deps.db, STATE_KEYS.lastSuccessAt, z.string());
/** All but the remote's name, which the settings know (host-status.ts adds it). */
export async function readSyncStatus(
  workspace: Workspace,
  online: boolean,
  settings: PaceSettings,
): Promise<Omit<SyncStatus, 'remote'>> {
  const { db } = workspace.deps;
  const snapshot = workspace.engine?.snapshot() ?? null;
  const budget = (await readState(db, STATE_KEYS.budget, budgetState)) ?? initialBudget;
  const nowMs = workspace.deps.clock.now().getTime();
  const metered = admission(budget, { metered: true }, nowMs);
  const [pending, inFlight, parked, lastSuccess, lastError, pull, findings] = await Promise.all([
    db.outbox.where('state').equals('pending').count(),
    db.outbox.where('state').equals('in_flight').count(),
    db.outbox.where('state').equals('parked').count(),
    lastSuccessOf(workspace),
    readState(db, STATE_KEYS.lastError, z.string()),
    workspace.planner?.progress(db),
    findingsCount(db),
  ]);
  return {
    workspace: workspace.key.kind,
    online,
    connection: connectionOf(workspace, online, snapshot),
    activity: activityOf(snapshot),
    paused_reason: snapshot?.paused?.reason ?? null,
    pending,
    in_flight: inFlight,
    parked,
    last_success_at: lastSuccess,
    last_error: lastError,
    quota: windowView(budget.quota),
    rate: windowView(budget.rate),
    waiting_until: metered.go ? null : new Date(metered.until).toISOString(),
    waiting_for: metered.go ? null : metered.reason,
    pull: pull ?? {
      stage: 'steady',
      step: null,
      clients_pulled: 0,
      clients_total: null,
      clients_compared_at: null,
    },
    forecast: await forecastOf(workspace, budget, settings, nowMs),
    findings,
  };
}
