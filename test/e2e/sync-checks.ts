// What the sync specs compare and how they wait: by what the app or the remote shows, never
// by the clock alone.

/** Polls `check` until it holds; fails naming `what` (and the last value seen) after `ms`. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  check: (value: T) => boolean,
  ms = 15_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (check(last)) return last;
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}; last seen: ${JSON.stringify(last)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export { brokerView } from '../support/broker-view';
