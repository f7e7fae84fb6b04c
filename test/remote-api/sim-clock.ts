// The remote's clock, shared by the rate and quota windows and every organization's
// service. Tests move it through /_sim/clock to cross a minute or a billing period at once.
import type { Clock } from '../../shared/encoding/clock';
import type { SavedClock } from './persistence/saved-state';

export interface SimClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
  /** A frozen clock moves only when told to, so a test never straddles a real minute. */
  setFrozen(frozen: boolean): void;
  state(): { now: string; frozen: boolean };
  /** What a restart needs to go on from here: the frozen instant, or the offset from real time. */
  saved(): SavedClock;
}

export interface SimClockOptions {
  start?: Date;
  frozen?: boolean;
  /** Told after each change, with the clock as saved (a data directory keeps it). */
  onChange?: (clock: SavedClock) => void;
}

export function createSimClock(options: SimClockOptions = {}): SimClock {
  let frozen = options.frozen ?? false;
  // Running: real time plus an offset. Frozen: a fixed instant.
  let offset = options.start ? options.start.getTime() - Date.now() : 0;
  let fixed = options.start?.getTime() ?? Date.now();
  const nowMs = () => (frozen ? fixed : Date.now() + offset);
  const saved = (): SavedClock =>
    frozen ? { frozen: true, at_ms: fixed } : { frozen: false, offset_ms: offset };
  const setMs = (ms: number) => {
    if (frozen) fixed = ms;
    else offset = ms - Date.now();
    options.onChange?.(saved());
  };
  return {
    now: () => new Date(nowMs()),
    advance: (ms) => setMs(nowMs() + ms),
    set: (at) => setMs(at.getTime()),
    setFrozen: (next) => {
      const current = nowMs();
      frozen = next;
      setMs(current);
    },
    state: () => ({ now: new Date(nowMs()).toISOString(), frozen }),
    saved,
  };
}

/** The options that bring a saved clock back: a running one keeps its offset. */
export function savedClockOptions(clock: SavedClock): SimClockOptions {
  return clock.frozen
    ? { start: new Date(clock.at_ms), frozen: true }
    : { start: new Date(Date.now() + clock.offset_ms), frozen: false };
}
