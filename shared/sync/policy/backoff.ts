// How long to wait after failures in a row: exponential backoff with full jitter (AWS
// Architecture Blog, "Exponential Backoff And Jitter"), a uniformly random wait below a
// ceiling that doubles per failure, up to a cap. The randomness spreads retries of many
// entries, and of many brokers after an outage, instead of sending them all again at the
// same instant. An entry's own backoff lives on the entry (next_attempt_at, push/); the
// engine keeps one per kind of failure in a row (`createBackoffs`).

export interface BackoffOptions {
  /** The ceiling after the first failure. */
  baseMs?: number;
  capMs?: number;
  /** In [0, 1), as Math.random; injected so tests are deterministic. */
  random?: () => number;
}

/** The wait before the next attempt, after `failures` (≥ 1) failed attempts in a row. */
export function backoffDelay(
  failures: number,
  { baseMs = 1_000, capMs = 300_000, random = Math.random }: BackoffOptions = {},
): number {
  if (!Number.isInteger(failures) || failures < 1) {
    throw new RangeError(`Backoff counts failed attempts from 1, not ${failures}`);
  }
  const ceiling = Math.min(capMs, baseMs * 2 ** (failures - 1));
  return Math.floor(random() * ceiling);
}

/**
 * The engine's kinds of failure in a row: the loop's step failing (a bug or a storage
 * error), pulls refused by the remote, and no answer at all (the network or the remote is
 * down).
 */
export type BackoffKind = 'loop' | 'pull' | 'network';

export interface Backoffs {
  /** Counts a failure at `nowMs`: the time before which that kind is not tried again. */
  fail(kind: BackoffKind, nowMs: number): number;
  /** A success: the next failure waits as the first did. */
  succeed(kind: BackoffKind): void;
  /** The time before which that kind waits (0: none). */
  until(kind: BackoffKind): number;
  /** Tries at once (the broker asked, or the network is back); the count stays. */
  lift(kind: BackoffKind): void;
}

/** One backoff per kind: each counts its failures and waits longer after each. */
export function createBackoffs(random: () => number): Backoffs {
  const failures: Record<BackoffKind, number> = { loop: 0, pull: 0, network: 0 };
  const waits: Record<BackoffKind, number> = { loop: 0, pull: 0, network: 0 };
  return {
    fail(kind, nowMs) {
      failures[kind] += 1;
      waits[kind] = nowMs + backoffDelay(failures[kind], { random });
      return waits[kind];
    },
    succeed(kind) {
      failures[kind] = 0;
      waits[kind] = 0;
    },
    until: (kind) => waits[kind],
    lift(kind) {
      waits[kind] = 0;
    },
  };
}
