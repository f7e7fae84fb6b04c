// Time the test moves: the engine's clock and timers, and the reference remote's frozen
// clock with them, so a wait of minutes or a month takes none. Plain TypeScript without Node
// APIs: the bench's module worker drives the engine in Chromium with it too.
import type { Clock } from '../../shared/encoding/clock';
import type { SyncEngine } from '../../shared/sync/engine/engine';
import type { Timers } from '../../shared/sync/engine/timers';

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
            signal.removeEventListener('abort', sleeper.wake);
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
    // Let woken sleepers take up their work before the test looks again: the next turn of
    // the event loop (Node's setImmediate; a timer of 0 waits a millisecond there, hundreds a test).
    await new Promise((resolve) =>
      typeof setImmediate === 'function' ? setImmediate(resolve) : setTimeout(resolve, 0),
    );
  }
}

/**
 * Lets `engine` run, moving time to each wake, until `done` holds. `stuck` explains an
 * engine that sleeps with nothing due before `done` holds.
 */
export async function driveEngine(
  engine: SyncEngine,
  time: ManualTime,
  done: () => Promise<boolean>,
  {
    maxWakes = 10_000,
    stuck = async () => '',
  }: { maxWakes?: number; stuck?: () => Promise<string> } = {},
): Promise<void> {
  for (let wakes = 0; wakes < maxWakes; wakes += 1) {
    await engine.idle();
    if (await done()) return;
    const { wakeAt } = engine.snapshot();
    if (wakeAt === null) {
      throw new Error(
        `The engine sleeps with nothing due and is not done: ${JSON.stringify(engine.snapshot())}\n${await stuck()}`,
      );
    }
    await time.advanceTo(wakeAt);
  }
  throw new Error(`Not done after ${maxWakes} wakes`);
}
