// "Tomorrow morning" for a Snooze: the start of the next working day's hours (the settings'
// working hours, wall-clock times in this computer's zone). The working hours name no days
// off, so the next working day is tomorrow.
import { instantOfWallTime } from '../time/zoned';
import type { WorkingHours } from '../rpc/working-hours';

/** Tomorrow's `hours.start` in `zone`, as seen from `now`. */
export function tomorrowMorning(now: Date, hours: WorkingHours, zone: string): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  const [year, month, day] = today.split('-').map(Number);
  const tomorrow = new Date(Date.UTC(year!, month! - 1, day! + 1)).toISOString().slice(0, 10);
  return instantOfWallTime(tomorrow, hours.start, zone);
}
