// The remote's clock, shared by the rate and quota windows and every organization's
// service. Tests move it through /_sim/clock to cross a minute or a billing period at once.
import type { Clock } from '../../shared/encoding/clock';

export interface SimClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
  /** A frozen clock moves only when told to, so a test never straddles a real minute. */
  setFrozen(frozen: boolean): void;
  state(): { now: string; frozen: boolean };
}

export function createSimClock(options: { start?: Date; frozen?: boolean } = {}): SimClock {
  let frozen = options.frozen ?? false;
  // Running: real time plus an offset. Frozen: a fixed instant.
  let offset = options.start ? options.start.getTime() - Date.now() : 0;
  let fixed = options.start?.getTime() ?? Date.now();
  const nowMs = () => (frozen ? fixed : Date.now() + offset);
  const setMs = (ms: number) => {
    if (frozen) fixed = ms;
    else offset = ms - Date.now();
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
  };
}
