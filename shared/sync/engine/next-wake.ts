// When the engine's loop wakes next on its own, once a step found nothing to send now. Work
// that cannot go yet is no reason to wake: that would only spin until it can.
import type { Admission } from '../policy/budget';

export interface WakeInput {
  nowMs: number;
  /**
   * When an entry waiting its time (a backoff, an Undo's window) becomes due
   * (../push/next-entry.ts).
   */
  entryDueAt: number | null;
  /** The budget's admission of any call, and of a metered one. */
  anyCall: Admission;
  meteredCall: Admission;
  /** Whether the pace allows metered pulls (../policy/pacing.ts). */
  meteredPulls: boolean;
  /** When the pace next allows a metered pull, if it holds them now. */
  paceAt: number | null;
  /** When the planner's next pull is due, if any. */
  pullsDueAt: number | null;
  /** Pulls refused in a row wait until then (../policy/backoff.ts). */
  pullsBackOffUntil: number;
}

/** The earliest time something may go, or null when nothing will until woken. */
export function nextWake(input: WakeInput): number | null {
  const { nowMs, anyCall, meteredCall, pullsDueAt } = input;
  const wakes = [
    input.entryDueAt,
    anyCall.go ? null : anyCall.until,
    meteredCall.go ? null : meteredCall.until,
    // The budget allows metered calls but the pace does not: later in the hours it does.
    meteredCall.go && !input.meteredPulls ? input.paceAt : null,
    pullsDueAt === null
      ? null
      : Math.max(pullsDueAt, anyCall.go ? nowMs : anyCall.until, input.pullsBackOffUntil),
  ];
  const due = wakes.filter((at): at is number => at !== null);
  return due.length === 0 ? null : Math.min(...due);
}
