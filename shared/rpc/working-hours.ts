// The broker's working hours, a setting: pulls spread over them (shared/sync/policy/pacing.ts).
// Wall-clock times in the laptop's time zone, HH:MM, the day ending after it starts.
import { z } from 'zod';

const clockTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, {
  message: 'A time as HH:MM, 00:00 to 24:00',
});

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

export const workingHours = z
  .strictObject({ start: clockTime, end: clockTime })
  .refine((hours) => minutesOf(hours.start) < minutesOf(hours.end), {
    message: 'The working day must end after it starts',
    path: ['end'],
  });
export type WorkingHours = z.infer<typeof workingHours>;

export const DEFAULT_WORKING_HOURS: WorkingHours = { start: '07:00', end: '21:00' };
