// The sync engine (DESIGN: Outbox and sync): one loop per database, run by one tab at a time
// (the lock), that sends every outbox entry that may go, then the pulls the budget allows,
// then sleeps until something is due or it is woken (sync now, a local write, online). Its
// parts: the loop (loop.ts), its step (step.ts), and what it knows of the connection
// (connection.ts); this file wires them to the broker's controls. The host creates it here.
import type { CharterDb } from '../../db/database';
import type { Clock } from '../../encoding/clock';
import { createBackoffs } from '../policy/backoff';
import type { PauseCause } from '../policy/classify';
import { ALL_DAY_UTC, type WorkingDay } from '../policy/pacing';
import type { FreshCopy, PullPlanner, Screen } from '../pull/task';
import type { Transport } from '../transport/transport';
import { createConnection } from './connection';
import { createLoop, type Activity } from './loop';
import { createStep } from './step';
import { realTimers, type LockRunner, type Timers } from './timers';

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

export function createSyncEngine(options: EngineOptions): SyncEngine {
  const { db, transport, planner, clock } = options;
  const random = options.random ?? Math.random;
  const changed = () => options.onChange?.();
  const backoffs = createBackoffs(random);
  const connection = createConnection(backoffs);
  const step = createStep({
    db,
    transport,
    planner,
    clock,
    random,
    reservePercent: options.reservePercent,
    workingDay: () => options.workingDay?.() ?? ALL_DAY_UTC,
    backoffs,
    connection,
    show: (activity) => loop.show(activity),
  });
  const loop = createLoop({
    db,
    clock,
    timers: options.timers ?? realTimers,
    lock: options.lock,
    backoffs,
    step: step.run,
    changed,
  });

  return {
    start: loop.start,
    stop: loop.stop,
    poke: loop.wake,
    syncNow() {
      // The broker asks: try the remote at once, whatever the backoff from an outage says,
      // and run the rounds due soonest rather than only what is due now.
      connection.retryNow();
      step.hurry();
      loop.wake();
    },
    setOnline(online) {
      connection.setOnline(online);
      loop.wake();
      changed();
    },
    pause(cause, reason) {
      connection.pause(cause, reason);
      changed();
    },
    resume() {
      connection.resume();
      loop.wake();
      changed();
    },
    ask(copy) {
      planner.ask(copy);
      loop.wake();
    },
    setScreen(screen) {
      planner.setScreen(screen);
      loop.wake();
    },
    snapshot: () => ({ ...connection.snapshot(), ...loop.snapshot() }),
    idle: loop.idle,
  };
}
