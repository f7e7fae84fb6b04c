// The screen's own allowance of metered reads (watch.ts): a burst (ten minutes of one trip,
// at most a hundredth of what is above the reserve) refilled at half the pace's pulls a
// working hour, so a day of watching costs at most half again what the rounds spend and the
// reserve holds.
import type { Cadence } from '../task';

/** What is watched is read this often while it may change: an answer shows within it. */
export const WATCH_MS = 10_000;
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
/** The screen's burst: ten minutes of one trip read every 10 s... */
const BURST = 60;
/** ...but never more than this share of what is above the reserve. */
const BURST_OF_ABOVE = 0.01;
/** The burst refills at this share of the pace's metered pulls a working hour. */
const REFILL_OF_PACE = 0.5;
/** Before the remote has told its allowance: a small burst, slowly refilled. */
const UNKNOWN_PACE: ScreenPace = { burst: 6, perHour: 6 };

/** The screen's allowance: a burst of metered reads, refilled by the hour. */
export interface ScreenPace {
  burst: number;
  perHour: number;
}

/** The screen's allowance at `cadence`, with `above` calls above the reserve (null: unknown). */
export function screenPaceOf(cadence: Cadence, above: number | null): ScreenPace {
  if (above === null) return UNKNOWN_PACE;
  const burst = Math.max(1, Math.min(BURST, Math.floor(above * BURST_OF_ABOVE)));
  return { burst, perHour: cadence.perHour * REFILL_OF_PACE };
}

/**
 * One watched trip as the Sync screen says it (shared/rpc/forecast-words.ts): read every
 * `every_ms` for `for_ms` of watching from a full burst (null: as long as it shows), then
 * every `then_every_ms` (null: only when what is above the reserve grows again).
 */
export function watchForecast(pace: ScreenPace) {
  const reads = HOUR_MS / WATCH_MS;
  return {
    every_ms: WATCH_MS,
    for_ms: pace.perHour >= reads ? null : (pace.burst / (reads - pace.perHour)) * HOUR_MS,
    then_every_ms: pace.perHour > 0 ? Math.max(WATCH_MS, HOUR_MS / pace.perHour) : null,
  };
}

/** The screen's metered reads spent and refilled: a bucket, full when the app starts. */
export class ScreenAllowance {
  private tokens: number | null = null;
  private at = 0;

  private level(nowMs: number, pace: ScreenPace): number {
    const refilled = this.tokens === null ? pace.burst : this.tokens;
    const elapsed = Math.max(0, nowMs - this.at);
    this.tokens = Math.min(pace.burst, refilled + (elapsed * pace.perHour) / HOUR_MS);
    this.at = nowMs;
    return this.tokens;
  }

  spend(nowMs: number, pace: ScreenPace): void {
    this.tokens = this.level(nowMs, pace) - 1;
  }

  /** When the next read may go. */
  nextAt(nowMs: number, pace: ScreenPace): number {
    const level = this.level(nowMs, pace);
    if (level >= 1) return nowMs;
    if (pace.perHour <= 0) return Infinity;
    return nowMs + Math.ceil(((1 - level) * HOUR_MS) / pace.perHour);
  }
}
