// Exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff And
// Jitter"): a uniformly random wait below a ceiling that doubles per failure, up to a cap.
// The randomness spreads retries of many entries, and of many brokers after an outage,
// instead of sending them all again at the same instant.

export interface BackoffOptions {
  /** The ceiling after the first failure. */
  baseMs?: number;
  capMs?: number;
  /** In [0, 1), as Math.random; injected so tests are deterministic. */
  random?: () => number;
}

/** The wait before the next attempt, after `failures` (≥ 1) failed attempts in a row. */
export function backoffDelay(
  failures: number,
  { baseMs = 1_000, capMs = 300_000, random = Math.random }: BackoffOptions = {},
): number {
  if (!Number.isInteger(failures) || failures < 1) {
    throw new RangeError(`Backoff counts failed attempts from 1, not ${failures}`);
  }
  const ceiling = Math.min(capMs, baseMs * 2 ** (failures - 1));
  return Math.floor(random() * ceiling);
}
