// What the sync specs compare and how they wait: by what the app or the remote shows, never
// by the clock alone.
import type { Client } from '../../shared/api';

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

/** The fields the broker sets: the replica and the remote must agree on each. */
const BROKER_FIELDS = [
  'id',
  'name',
  'company',
  'email',
  'phone',
  'address',
  'notes',
  'tags',
  'timezone',
] as const;

export const brokerView = (row: Client) =>
  Object.fromEntries(BROKER_FIELDS.map((field) => [field, row[field]]));
