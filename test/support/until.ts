// Waiting for what a test needs to see, in vitest and Playwright alike: sync runs on its own
// timers, so a test reads what the app, the host or the remote shows until it holds, never
// the clock alone. The ceiling is a bound for a wait that never ends, not a speed to meet:
// on two cores shared with other work, what takes a second alone can take half a minute.

/** How long `until` waits by default before it fails: a hang, not a slow machine. */
export const UNTIL_CEILING_MS = 60_000;

/** The first pause between two reads, and the longest: cheap at first, then gentler. */
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 250;

/**
 * Reads `read` until `check` holds for what it returned (by default: until it is truthy), and
 * returns that; fails naming `what` and the last value seen after `ms`.
 */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean = Boolean,
  ms = UNTIL_CEILING_MS,
): Promise<T> {
  const deadline = Date.now() + ms;
  let pause = FIRST_PAUSE_MS;
  for (;;) {
    const last = await read();
    if (check(last)) return last;
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}; last seen: ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, pause));
    pause = Math.min(LONGEST_PAUSE_MS, Math.round(pause * 1.5));
  }
}
