// What the engine knows of its connection to the remote: whether the app is online, whether
// sync is paused (a refused key, until a new key or URL resumes it), whether the remote
// answers at all, and since when it has answered without a break. Answers arrive after the
// call was sent, so each is read against the round it was sent in: a pause answered to a call
// sent before the last resume is not this key's, and an answer sent before the app last went
// offline does not make the connection unbroken again.
import type { Backoffs } from '../policy/backoff';
import type { PauseCause, SyncDecision } from '../policy/classify';

/** What had happened when a call was sent: the broker's resumes, the app's times offline. */
export interface Round {
  resumed: number;
  breaks: number;
}

export interface Connection {
  /** Whether calls may go: online and not paused. */
  mayCall(): boolean;
  /** The round a call sent now belongs to. */
  round(): Round;
  /**
   * Since when calls have been answered without a break (epoch ms), if they have: an edit's
   * base the remote confirmed before then is read back before the edit goes.
   */
  since(): number | null;
  /**
   * What a call sent at `sentAt` in `round` taught (`answered`: whether any answer came);
   * returns when the loop may call again: at `nowMs`, or after the network's backoff.
   */
  learn(
    decision: SyncDecision,
    answered: boolean,
    round: Round,
    sentAt: number,
    nowMs: number,
  ): number;
  /** With no answer at all, nothing is tried before this (epoch ms; 0: no wait). */
  backOffUntil(): number;
  /** Tries the remote at once, whatever an outage's backoff says (the broker asked). */
  retryNow(): void;
  setOnline(online: boolean): void;
  pause(cause: PauseCause, reason: string): void;
  resume(): void;
  snapshot(): {
    online: boolean;
    paused: { cause: PauseCause; reason: string } | null;
    unreachable: boolean;
  };
}

/** `backoffs`: the engine's; the connection keeps the network's. */
export function createConnection(backoffs: Backoffs): Connection {
  let online = true;
  let paused: { cause: PauseCause; reason: string } | null = null;
  let unreachable = false;
  let resumes = 0;
  let connectedSince: number | null = null;
  // Times the app went offline.
  let breaks = 0;

  return {
    mayCall: () => online && !paused,
    round: () => ({ resumed: resumes, breaks }),
    since: () => connectedSince,

    learn(decision, answered, round, sentAt, nowMs) {
      if (!answered) connectedSince = null;
      else if (round.breaks === breaks) connectedSince ??= sentAt;
      if (decision.kind === 'pause' && round.resumed === resumes) {
        paused = { cause: decision.cause, reason: decision.reason };
      }
      unreachable = !answered;
      // No answer at all: nothing else is tried until the network's backoff has passed,
      // then one call probes.
      if (!answered) return backoffs.fail('network', nowMs);
      backoffs.succeed('network');
      return nowMs;
    },

    backOffUntil: () => backoffs.until('network'),
    retryNow: () => backoffs.lift('network'),

    setOnline(next) {
      online = next;
      if (!next) {
        connectedSince = null;
        breaks += 1;
      }
      // Back online: try the remote at once rather than finish a backoff from the outage.
      if (next) backoffs.lift('network');
    },

    pause(cause, reason) {
      paused = { cause, reason };
    },

    resume() {
      paused = null;
      resumes += 1;
      backoffs.lift('network');
    },

    snapshot: () => ({ online, paused: paused && { ...paused }, unreachable }),
  };
}
