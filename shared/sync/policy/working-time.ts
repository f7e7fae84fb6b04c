// The broker's working hours in the laptop's time zone: pulls spread over them instead of
// spending a day's share in its first minutes. A day's window is its wall-clock start and
// end in the zone, so a daylight-saving change moves it with the broker's day.
import { instantOf, wallMs } from '../../encoding/zoned-time';
import { minutesOf, type WorkingHours } from '../../rpc/working-hours';

export type { WorkingHours };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The zone's calendar day of `atMs`, as days since the epoch. */
export function localDay(atMs: number, timeZone: string): number {
  return Math.floor(wallMs(atMs, timeZone) / DAY_MS);
}

/**
 * Windows computed so far: the cadence and the pace sum every day to the period's end at each
 * wake, and a window costs six Intl formats; a day's window never changes.
 */
const windows = new Map<string, readonly [number, number]>();
const WINDOWS_KEPT = 1_000;

/** The working window of local day `day`: [start, end) in epoch ms. */
export function windowOf(day: number, hours: WorkingHours, timeZone: string): [number, number] {
  const key = `${timeZone} ${hours.start} ${hours.end} ${day}`;
  let window = windows.get(key);
  if (!window) {
    const midnight = day * DAY_MS;
    window = [
      instantOf(midnight + minutesOf(hours.start) * MINUTE_MS, timeZone),
      instantOf(midnight + minutesOf(hours.end) * MINUTE_MS, timeZone),
    ];
    if (windows.size >= WINDOWS_KEPT) windows.clear();
    windows.set(key, window);
  }
  return [window[0], window[1]];
}

/** Working time between `fromMs` and `toMs`, in ms. */
export function workingMsBetween(
  fromMs: number,
  toMs: number,
  hours: WorkingHours,
  timeZone: string,
): number {
  let total = 0;
  for (let day = localDay(fromMs, timeZone); ; day += 1) {
    const [start, end] = windowOf(day, hours, timeZone);
    if (start >= toMs) break;
    total += Math.max(0, Math.min(end, toMs) - Math.max(start, fromMs));
  }
  return total;
}

/** Whether `atMs` falls inside a working window. */
export function isWorkingTime(atMs: number, hours: WorkingHours, timeZone: string): boolean {
  const [start, end] = windowOf(localDay(atMs, timeZone), hours, timeZone);
  return atMs >= start && atMs < end;
}

/** When working time next begins at or after `atMs` (`atMs` itself inside a window). */
export function nextWorkingStart(atMs: number, hours: WorkingHours, timeZone: string): number {
  for (let day = localDay(atMs, timeZone); ; day += 1) {
    const [start, end] = windowOf(day, hours, timeZone);
    if (atMs < end) return Math.max(start, atMs);
  }
}

/** The laptop's time zone, as the worker's runtime knows it. */
export const laptopTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
