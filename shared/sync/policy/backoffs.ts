// The engine's own backoffs, one per kind of failure in a row: the loop's step failing (a
// bug or a storage error), pulls refused by the remote, and no answer at all (the network or
// the remote is down). Each counts its failures and waits longer after each (backoff.ts);
// a success counts it anew. An entry's own backoff lives on the entry (next_attempt_at).
import { backoffDelay } from './backoff';

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
