// Time as a dependency: the service, the seed loader and sync read "now" through a Clock,
// so tests and the reference remote can move it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * Resolves after `ms` on the real timers: a long task's pause that lets the thread's other
 * work in (0 yields to whatever already waits). Waits that tests move use injected Timers.
 */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
