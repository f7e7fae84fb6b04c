// The broker's working hours in the laptop's zone: windows by wall clock, across a change
// of daylight-saving time, and the working time between two instants.
import { describe, expect, it } from 'vitest';
import { workingHours } from '../../shared/rpc/working-hours';
import {
  isWorkingTime,
  localDay,
  nextWorkingStart,
  windowOf,
  workingMsBetween,
} from '../../shared/sync/policy/working-time';

const at = (iso: string) => Date.parse(iso);
const HOUR_MS = 3_600_000;
const DAY = { start: '07:00', end: '21:00' };

describe('working hours', () => {
  it('are wall-clock times in the zone, the day ending after it starts', () => {
    expect(workingHours.safeParse(DAY).success).toBe(true);
    expect(workingHours.safeParse({ start: '00:00', end: '24:00' }).success).toBe(true);
    expect(workingHours.safeParse({ start: '21:00', end: '07:00' }).success).toBe(false);
    expect(workingHours.safeParse({ start: '7:00', end: '21:00' }).success).toBe(false);
    expect(workingHours.safeParse({ start: '07:00', end: '24:30' }).success).toBe(false);
  });

  it("place a day's window by the zone's wall clock", () => {
    const day = localDay(at('2026-07-01T12:00:00Z'), 'Europe/Berlin');
    // Berlin is UTC+2 in summer: 07:00–21:00 there is 05:00–19:00 UTC.
    expect(windowOf(day, DAY, 'Europe/Berlin')).toEqual([
      at('2026-07-01T05:00:00Z'),
      at('2026-07-01T19:00:00Z'),
    ]);
    expect(isWorkingTime(at('2026-07-01T04:59:00Z'), DAY, 'Europe/Berlin')).toBe(false);
    expect(isWorkingTime(at('2026-07-01T05:00:00Z'), DAY, 'Europe/Berlin')).toBe(true);
    expect(isWorkingTime(at('2026-07-01T19:00:00Z'), DAY, 'Europe/Berlin')).toBe(false);
  });

  it('keep the wall clock across a daylight-saving change', () => {
    // New York springs forward on 2026-03-08: 07:00 is 12:00 UTC before, 11:00 UTC after.
    const before = localDay(at('2026-03-07T15:00:00Z'), 'America/New_York');
    expect(windowOf(before, DAY, 'America/New_York')[0]).toBe(at('2026-03-07T12:00:00Z'));
    expect(windowOf(before + 1, DAY, 'America/New_York')[0]).toBe(at('2026-03-08T11:00:00Z'));
  });

  it('count the working time between two instants, across days', () => {
    const from = at('2026-03-02T12:00:00Z');
    expect(workingMsBetween(from, at('2026-03-02T13:00:00Z'), DAY, 'UTC')).toBe(HOUR_MS);
    // 12:00 to 21:00, a whole day of 14 hours, then 07:00 to 08:00.
    expect(workingMsBetween(from, at('2026-03-04T08:00:00Z'), DAY, 'UTC')).toBe(24 * HOUR_MS);
    expect(
      workingMsBetween(at('2026-03-02T22:00:00Z'), at('2026-03-03T06:00:00Z'), DAY, 'UTC'),
    ).toBe(0);
  });

  it('say when working time next begins', () => {
    expect(nextWorkingStart(at('2026-03-02T22:00:00Z'), DAY, 'UTC')).toBe(
      at('2026-03-03T07:00:00Z'),
    );
    expect(nextWorkingStart(at('2026-03-02T05:00:00Z'), DAY, 'UTC')).toBe(
      at('2026-03-02T07:00:00Z'),
    );
    expect(nextWorkingStart(at('2026-03-02T10:00:00Z'), DAY, 'UTC')).toBe(
      at('2026-03-02T10:00:00Z'),
    );
  });
});
