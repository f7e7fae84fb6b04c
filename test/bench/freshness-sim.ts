// Drives the sync engine through simulated hours on the virtual clock (test/sync/sync-rig.ts):
// the engine runs whenever it wakes, and things happen at the remote at their set times
// (an operator's quote, a colleague's edit), the remote's frozen clock moved to each first.
import type { LogEntry } from '../remote-api/request-log';
import type { SyncRig } from '../sync/sync-rig';
import { logReader } from './drain';

export interface TimedEvent {
  at: number;
  run(): Promise<void>;
}

export interface Simulation {
  /** Every /v1 request the remote answered so far, oldest first (since `forget`). */
  readonly log: LogEntry[];
  /** Reads the log anew from now: calls made outside the engine would overflow it. */
  forget(): Promise<void>;
  /**
   * Runs until `untilMs`, or until `done` holds (checked at every wake); events due on the
   * way happen at their times. Returns when it stopped.
   */
  run(untilMs: number, events?: TimedEvent[], done?: () => Promise<boolean>): Promise<number>;
}

/** The engine's fetch, counting what it sends: a wake that sent nothing needs no log read. */
export function countingFetch() {
  let sent = 0;
  return {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      sent += 1;
      return fetch(input, init);
    },
    sent: () => sent,
  };
}

/**
 * Wakes without a log read at most: each wake adds the remote's clock move to its log, which
 * keeps its last 1,000 requests, and the reader must find its last entry there.
 */
const UNREAD_WAKES = 300;

export function simulation(rig: SyncRig, sent: () => number): Simulation {
  let reader = logReader(rig);
  let readAt = { sent: -1, wakes: 0 };
  return {
    get log() {
      return reader.kept;
    },
    async forget() {
      readAt = { sent: -1, wakes: 0 };
      reader = logReader(rig);
      await reader.read();
      reader.kept.length = 0;
    },
    async run(untilMs, events = [], done = async () => false) {
      const pending = [...events].sort((a, b) => a.at - b.at);
      for (;;) {
        await rig.engine.idle();
        // The remote keeps its last 1,000 requests; between two wakes the engine sends at
        // most a minute's rate, so reading after every wake that sent any keeps all of them.
        readAt.wakes += 1;
        if (sent() !== readAt.sent || readAt.wakes >= UNREAD_WAKES) {
          // The engine's requests, a clock move a wake and the last read: a few more at most.
          const expected = sent() - readAt.sent + 2 * readAt.wakes;
          readAt = { sent: sent(), wakes: 0 };
          await reader.read(expected);
        }
        if (await done()) return rig.time.now;
        if (rig.time.now >= untilMs) return rig.time.now;
        const wakeAt = rig.engine.snapshot().wakeAt ?? Infinity;
        const to = Math.min(wakeAt, pending[0]?.at ?? Infinity, untilMs);
        await rig.time.advanceTo(to);
        while (pending[0] && pending[0].at <= rig.time.now) await pending.shift()!.run();
      }
    },
  };
}

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

/** A metered pull: a GET the allowance counted. */
export const isMeteredPull = (entry: LogEntry) => entry.method === 'GET' && entry.counted;

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
