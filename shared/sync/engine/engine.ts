// The sync engine (DESIGN: Outbox and sync): one loop per database, run by one tab at a time
// (the lock), that sends every outbox entry that may go, then the pulls the budget allows,
// then sleeps until something is due or it is woken (sync now, a local write, online). A
// failure never stops it: the timer is re-armed after every step, whatever happened.
import type { CharterDb } from '../../db/database';
import type { Clock } from '../../encoding/clock';
import { createBackoffs } from '../policy/backoff';
import { admission, budgetState, initialBudget, observe, type BudgetState } from '../policy/budget';
import type { PauseCause, SyncDecision } from '../policy/classify';
import { nextEntry } from '../push/next-entry';
import { runPull } from '../pull/fetch/run-pull';
import { ALL_DAY_UTC, type WorkingDay } from '../policy/pacing';
import type { FreshCopy, PaceContext, PullPlanner, Screen } from '../pull/task';
import { pushEntry } from '../push/send-entry';
import type { RemoteAnswer } from '../transport/remote-answer';
import { readState, STATE_KEYS, writeState } from '../sync-state';
import { nextWake } from './next-wake';
import { realTimers, type LockRunner, type Timers } from './timers';
import type { Transport } from '../transport/transport';

export interface EngineOptions {
  db: CharterDb;
  transport: Transport;
  planner: PullPlanner;
  clock: Clock;
  timers?: Timers;
  random?: () => number;
  /** The share of the monthly quota pulls never spend (the broker's setting). */
  reservePercent: () => number;
  /** The broker's working hours and the laptop's zone; all day in UTC without them. */
  workingDay?: () => WorkingDay;
  /** Without one, this engine syncs alone (tests); in the app, Web Locks across tabs. */
  lock?: LockRunner;
  /** Called after every step, so the page learns of changes without polling. */
  onChange?: () => void;
}

export type Activity =
  'starting' | 'standby' | 'checking' | 'sending' | 'pulling' | 'waiting' | 'stopped';

/** What only the running engine knows; the rest of the status is in the database. */
export interface EngineSnapshot {
  online: boolean;
  activity: Activity;
  /** Why nothing is sent until the key or the URL changes (401, 403), if so. */
  paused: { cause: PauseCause; reason: string } | null;
  /** Set while the remote does not answer at all. */
  unreachable: boolean;
  /** When the loop wakes next on its own (epoch ms), if it sleeps. */
  wakeAt: number | null;
}

export interface SyncEngine {
  start(): void;
  stop(): Promise<void>;
  /** Wakes the loop: a local write to send (an outage's backoff still holds). */
  poke(): void;
  /** The broker's "Sync now": wakes the loop and tries the remote at once. */
  syncNow(): void;
  setOnline(online: boolean): void;
  /** Nothing is sent until `resume` (the remote refused the key, or the app failed). */
  pause(cause: PauseCause, reason: string): void;
  /**
   * Lifts a pause (the key or the URL changed) and tries the remote at once, whatever an
   * outage's backoff says.
   */
  resume(): void;
  /** A record the broker opened: fetched ahead of background work. */
  ask(copy: FreshCopy): void;
  /** What the page shows: its record refreshed more often, a hidden window's rounds less. */
  setScreen(screen: Screen): void;
  snapshot(): EngineSnapshot;
  /** Resolves the next time the loop goes to sleep (tests drive time from there). */
  idle(): Promise<void>;
}

const MAX_SLEEP_MS = 5 * 60_000;

/** What had happened when a round began: the broker's resumes, the app's times offline. */
interface Round {
  resumed: number;
  breaks: number;
}

export function createSyncEngine(options: EngineOptions): SyncEngine {
  const { db, transport, planner, clock } = options;
  const timers = options.timers ?? realTimers;
  const random = options.random ?? Math.random;
  const now = () => clock.now().getTime();

  const state: EngineSnapshot = {
    online: true,
    activity: 'stopped',
    paused: null,
    unreachable: false,
    wakeAt: null,
  };
  let stopper: AbortController | null = null;
  let waker = new AbortController();
  let running: Promise<void> | null = null;
  const idleWaiters: (() => void)[] = [];
  // No answer at all: nothing else is tried until the network's backoff has passed, then
  // one call probes.
  const backoffs = createBackoffs(random);
  // Resumes so far: a pause answered to a call sent before the last resume is not this key's.
  let resumes = 0;
  // Since when calls have been answered without a break (offline or unanswered ends it): an
  // edit's base the remote confirmed before then is read back before the edit goes.
  let connectedSince: number | null = null;
  // Times the app went offline: an answer to a call sent before the latest one lands after
  // the break, and must not make the connection unbroken again from when it was sent.
  let breaks = 0;

  const changed = () => options.onChange?.();
  const workingDay = () => options.workingDay?.() ?? ALL_DAY_UTC;
  const paceOf = (current: BudgetState): PaceContext => ({
    quota: current.quota,
    rate: current.rate,
    reservePercent: options.reservePercent(),
    working: workingDay(),
  });
  // "Sync now" asked: the planner's soonest rounds are made due at the next step.
  let hurry = false;

  async function budget(): Promise<BudgetState> {
    return (await readState(db, STATE_KEYS.budget, budgetState)) ?? initialBudget;
  }

  async function observeAnswer(answer: RemoteAnswer) {
    await writeState(db, STATE_KEYS.budget, observe(await budget(), answer, now()));
  }

  /**
   * Notes what a call sent at `sentAt`, after `round.resumed` resumes and `round.breaks` breaks,
   * taught; returns when the loop should run again.
   */
  async function noteResult(
    decision: SyncDecision,
    answered: boolean,
    round: Round,
    sentAt: number,
  ): Promise<number> {
    const nowMs = now();
    if (!answered) connectedSince = null;
    else if (round.breaks === breaks) connectedSince ??= sentAt;
    if (decision.kind === 'pause' && round.resumed === resumes) {
      state.paused = { cause: decision.cause, reason: decision.reason };
    }
    if (decision.kind === 'done') {
      await writeState(db, STATE_KEYS.lastSuccessAt, clock.now().toISOString());
    }
    state.unreachable = !answered;
    if (!answered) return backoffs.fail('network', nowMs);
    backoffs.succeed('network');
    return nowMs;
  }

  /**
   * Pulls if the budget allows: when to run again, or, with nothing to pull now, whether
   * metered pulls were allowed.
   */
  async function pullStep(
    nowMs: number,
    current: BudgetState,
    meteredAllowed: boolean,
    round: Round,
  ): Promise<{ again: number } | { metered: boolean; paceAt: number | null }> {
    state.activity = 'pulling';
    // Said at once: a first pull's page may take a while, and the screen shows what runs.
    changed();
    const pulled = await runPull({
      db,
      transport,
      planner,
      clock,
      budget: current,
      meteredAllowed,
      reservePercent: options.reservePercent(),
      working: workingDay(),
      observe: observeAnswer,
    });
    if (pulled.kind === 'none') return { metered: pulled.metered, paceAt: pulled.paceAt };
    if (pulled.kind === 'pulled') {
      backoffs.succeed('pull');
      return { again: await noteResult({ kind: 'done', reason: null }, true, round, nowMs) };
    }
    const again = await noteResult(pulled.decision, pulled.answered, round, nowMs);
    // A limit's wait is the budget's and no answer the network's: only a refusal backs off.
    if (!pulled.answered || pulled.decision.kind === 'wait' || pulled.decision.kind === 'pause') {
      return { again };
    }
    return { again: backoffs.fail('pull', nowMs) };
  }

  /** One round: a push if one may go, else a pull; returns when to run again. */
  async function step(): Promise<number | null> {
    if (!state.online || state.paused) return null;
    const round: Round = { resumed: resumes, breaks };
    const nowMs = now();
    if (nowMs < backoffs.until('network')) return backoffs.until('network');
    const current = await budget();
    if (hurry) {
      hurry = false;
      await planner.hurry(db, { nowMs, metered: true, pace: paceOf(current) });
    }
    const anyCall = admission(current, { metered: false }, nowMs);
    const meteredCall = admission(current, { metered: true }, nowMs);
    const next = await nextEntry(db, {
      nowMs,
      anyAllowed: anyCall.go,
      meteredAllowed: meteredCall.go,
    });
    if (next.entry) {
      state.activity = 'sending';
      changed();
      const pushed = await pushEntry(
        { db, transport, clock, random, observe: observeAnswer, connectedSince },
        next.entry,
      );
      return noteResult(pushed.decision, pushed.answered, round, nowMs);
    }
    let meteredPulls = meteredCall.go;
    let paceAt: number | null = null;
    if (anyCall.go && nowMs >= backoffs.until('pull')) {
      const pulled = await pullStep(nowMs, current, meteredCall.go, round);
      if ('again' in pulled) return pulled.again;
      ({ metered: meteredPulls, paceAt } = pulled);
    }
    const pace = paceOf(current);
    return nextWake({
      nowMs,
      entryDueAt: next.dueAt,
      anyCall,
      meteredCall,
      meteredPulls,
      paceAt,
      pullsDueAt: await planner.nextDueAt(db, { nowMs, metered: meteredPulls, pace }),
      pullsBackOffUntil: backoffs.until('pull'),
    });
  }

  async function sleepUntil(at: number | null) {
    // Woken while busy (a write, sync now): look again at once rather than sleep.
    if (waker.signal.aborted) {
      waker = new AbortController();
      return;
    }
    state.activity = 'waiting';
    state.wakeAt = at === null ? null : Math.min(at, now() + MAX_SLEEP_MS);
    changed();
    for (const resolve of idleWaiters.splice(0)) resolve();
    await timers.sleep(state.wakeAt === null ? null : state.wakeAt - now(), waker.signal);
    if (waker.signal.aborted) waker = new AbortController();
    state.wakeAt = null;
    state.activity = 'checking';
  }

  async function loop(signal: AbortSignal) {
    while (!signal.aborted) {
      let wakeAt: number | null;
      try {
        wakeAt = await step();
        backoffs.succeed('loop');
      } catch (error) {
        // A bug or a storage error: say so, and try again later rather than stop syncing.
        console.error('sync step failed', error);
        await writeState(db, STATE_KEYS.lastError, String(error)).catch(() => undefined);
        wakeAt = backoffs.fail('loop', now());
      }
      changed();
      if (signal.aborted) break;
      if (wakeAt !== null && wakeAt <= now()) continue;
      await sleepUntil(wakeAt);
    }
  }

  return {
    start() {
      if (running) return;
      stopper = new AbortController();
      const signal = stopper.signal;
      state.activity = options.lock ? 'standby' : 'starting';
      const work = () => {
        state.activity = 'checking';
        return loop(signal);
      };
      running = (options.lock ? options.lock(`charter-desk-sync:${db.name}`, signal, work) : work())
        .catch((error: unknown) => console.error('sync engine stopped', error))
        .finally(() => {
          state.activity = 'stopped';
          changed();
        });
      changed();
    },
    async stop() {
      stopper?.abort();
      waker.abort();
      await running;
      running = null;
    },
    poke() {
      waker.abort();
    },
    syncNow() {
      // The broker asks: try the remote at once, whatever the backoff from an outage says,
      // and run the rounds due soonest rather than only what is due now.
      backoffs.lift('network');
      hurry = true;
      waker.abort();
    },
    setOnline(online) {
      state.online = online;
      if (!online) {
        connectedSince = null;
        breaks += 1;
      }
      // Back online: try the remote at once rather than finish a backoff from the outage.
      if (online) backoffs.lift('network');
      waker.abort();
      changed();
    },
    pause(cause, reason) {
      state.paused = { cause, reason };
      changed();
    },
    resume() {
      state.paused = null;
      resumes += 1;
      backoffs.lift('network');
      waker.abort();
      changed();
    },
    ask(copy) {
      planner.ask(copy);
      waker.abort();
    },
    setScreen(screen) {
      planner.setScreen(screen);
      waker.abort();
    },
    snapshot: () => ({ ...state, paused: state.paused && { ...state.paused } }),
    idle: () =>
      new Promise<void>((resolve) => {
        // A sleep already woken (sync now, a write) is not idle: its next round is coming.
        const asleep = state.activity === 'waiting' && !waker.signal.aborted;
        if (asleep || state.activity === 'stopped') resolve();
        else idleWaiters.push(resolve);
      }),
  };
}
