// The engine's loop: one step after another (step.ts), then a sleep until the step's time or
// a wake (a local write, "Sync now", online again), in one tab at a time (timers.ts' lock). A
// failure never stops it: a step that throws is logged and tried again after a backoff, and
// the timer is re-armed after every step, whatever happened.
import type { CharterDb } from '../../db/database';
import type { Clock } from '../../encoding/clock';
import type { Backoffs } from '../policy/backoff';
import { STATE_KEYS, writeState } from '../sync-state';
import { holdEngineState } from '../state-memory';
import type { LockRunner, Timers } from './timers';

export type Activity =
  'starting' | 'standby' | 'checking' | 'sending' | 'pulling' | 'waiting' | 'stopped';

const MAX_SLEEP_MS = 5 * 60_000;

export interface LoopDeps {
  db: CharterDb;
  clock: Clock;
  timers: Timers;
  /** Without one, the loop runs alone (tests); in the app, Web Locks across tabs. */
  lock?: LockRunner;
  backoffs: Backoffs;
  /** One step; when to run again, or null to sleep until woken. */
  step(): Promise<number | null>;
  /** Called whenever what the loop shows changes. */
  changed(): void;
}

export interface Loop {
  start(): void;
  stop(): Promise<void>;
  /** Runs a step at once, or right after the one under way. */
  wake(): void;
  /** What the loop is doing, said at once. */
  show(activity: Activity): void;
  /** What it is doing, and when it wakes next on its own (epoch ms), if it sleeps. */
  snapshot(): { activity: Activity; wakeAt: number | null };
  /** Resolves the next time the loop goes to sleep (tests drive time from there). */
  idle(): Promise<void>;
}

export function createLoop(deps: LoopDeps): Loop {
  const { db, clock, timers, backoffs, changed } = deps;
  const now = () => clock.now().getTime();
  let activity: Activity = 'stopped';
  let wakeAt: number | null = null;
  let stopper: AbortController | null = null;
  let waker = new AbortController();
  let running: Promise<void> | null = null;
  const idleWaiters: (() => void)[] = [];

  async function sleepUntil(at: number | null) {
    // Woken while busy (a write, sync now): look again at once rather than sleep.
    if (waker.signal.aborted) {
      waker = new AbortController();
      return;
    }
    activity = 'waiting';
    wakeAt = at === null ? null : Math.min(at, now() + MAX_SLEEP_MS);
    changed();
    for (const resolve of idleWaiters.splice(0)) resolve();
    await timers.sleep(wakeAt === null ? null : wakeAt - now(), waker.signal);
    if (waker.signal.aborted) waker = new AbortController();
    wakeAt = null;
    activity = 'checking';
  }

  async function loop(signal: AbortSignal) {
    while (!signal.aborted) {
      let next: number | null;
      try {
        next = await deps.step();
        backoffs.succeed('loop');
      } catch (error) {
        // A bug or a storage error: say so, and try again later rather than stop syncing.
        console.error('sync step failed', error);
        await writeState(db, STATE_KEYS.lastError, String(error)).catch(() => undefined);
        next = backoffs.fail('loop', now());
      }
      changed();
      if (signal.aborted) break;
      if (next !== null && next <= now()) continue;
      await sleepUntil(next);
    }
  }

  return {
    start() {
      if (running) return;
      stopper = new AbortController();
      const signal = stopper.signal;
      activity = deps.lock ? 'standby' : 'starting';
      const work = async () => {
        activity = 'checking';
        // Its own records stay in memory while this loop alone writes them (state-memory.ts).
        const release = holdEngineState(db);
        try {
          await loop(signal);
        } finally {
          release();
        }
      };
      running = (deps.lock ? deps.lock(`charter-desk-sync:${db.name}`, signal, work) : work())
        .catch((error: unknown) => console.error('sync engine stopped', error))
        .finally(() => {
          activity = 'stopped';
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
    wake() {
      waker.abort();
    },
    show(next) {
      activity = next;
      changed();
    },
    snapshot: () => ({ activity, wakeAt }),
    idle: () =>
      new Promise<void>((resolve) => {
        // A sleep already woken (sync now, a write) is not idle: its next round is coming.
        const asleep = activity === 'waiting' && !waker.signal.aborted;
        if (asleep || activity === 'stopped') resolve();
        else idleWaiters.push(resolve);
      }),
  };
}
