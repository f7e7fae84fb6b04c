// The e2e specs' time zone: at any hour of any day, noon there, on the same date as in UTC.
import { describe, expect, it } from 'vitest';
import { zoneAtNoon } from './working-zone';

const HOUR_MS = 3_600_000;

describe('zoneAtNoon', () => {
  it('finds a zone where it is 12 o’clock, on the UTC date, at every hour of a day', () => {
    const midnight = Date.parse('2026-03-29T00:00:00Z');
    for (let hour = 0; hour < 24; hour += 1) {
      const now = midnight + hour * HOUR_MS + 59 * 60_000;
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone: zoneAtNoon(now),
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).format(now);
      expect(parts, `at ${hour}:59 UTC`).toBe('2026-03-29, 12:59');
    }
  });
});
