// Time the test moves: the engine's clock and timers, and the reference remote's frozen
// clock with them, so a wait of minutes or a month takes none.
import type { Clock } from '../../shared/encoding/clock';
import type { Timers } from '../../shared/sync/timers';

interface Sleeper {
  at: number;
  wake(): void;
}

export class ManualTime {
  private sleepers: Sleeper[] = [];

  constructor(
    private nowMs: number,
    /** Moves the remote's clock to the same instant. */
    private readonly moveRemote: (iso: string) => Promise<void>,
  ) {}

  readonly clock: Clock = { now: () => new Date(this.nowMs) };

  readonly timers: Timers = {
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        const sleeper: Sleeper = {
          at: ms === null ? Infinity : this.nowMs + ms,
          wake: () => {
            this.sleepers = this.sleepers.filter((other) => other !== sleeper);
            resolve();
          },
        };
        if (signal.aborted) return resolve();
        signal.addEventListener('abort', sleeper.wake, { once: true });
        this.sleepers.push(sleeper);
      }),
  };

  get now(): number {
    return this.nowMs;
  }

  /** Sets both clocks to `at` and wakes every sleeper due by then. */
  async advanceTo(at: number): Promise<void> {
    this.nowMs = Math.max(this.nowMs, at);
    await this.moveRemote(new Date(this.nowMs).toISOString());
    for (const sleeper of this.sleepers.filter((each) => each.at <= this.nowMs)) sleeper.wake();
    // Let woken sleepers take up their work before the test looks again.
    await new Promise((resolve) => setImmediate(resolve));
  }
}
