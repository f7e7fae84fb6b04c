// How the engine waits: real timers in the app; in tests, a clock the test moves (against
// the reference remote's controllable clock), so minute- and month-long waits take no time.

export interface Timers {
  /** Resolves after `ms`, or when `signal` aborts; `null` waits for the signal alone. */
  sleep(ms: number | null, signal: AbortSignal): Promise<void>;
}

export const realTimers: Timers = {
  sleep: (ms, signal) =>
    new Promise<void>((resolve) => {
      if (signal.aborted) return resolve();
      const timer = ms === null ? undefined : setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done);
    }),
};

/** Runs `work` while holding the lock `name`; resolves when `work` ends or `signal` aborts. */
export type LockRunner = (
  name: string,
  signal: AbortSignal,
  work: () => Promise<void>,
) => Promise<void>;

/** One syncer across tabs and windows of this origin: the Web Locks API. */
export function webLocks(locks: LockManager): LockRunner {
  return async (name, signal, work) => {
    try {
      await locks.request(name, { signal }, work);
    } catch (error) {
      // Aborted while still waiting for the lock: the engine stopped before its turn.
      if (!signal.aborted) throw error;
    }
  };
}
