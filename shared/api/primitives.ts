// Building blocks of the /v1 contract. Every bound of the spec is expressed with these,
// so the same rule validates requests, checks responses and generates the OpenAPI document.
import { z } from 'zod';

export const uuid = z.uuid();
export const dateTime = z.iso.datetime({ offset: true });
export const calendarDate = z.iso.date();
export const timeOfDay = z.iso.time();

/** Length as a person counts it: Unicode code points, as JSON Schema's maxLength does. */
function codePointLength(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

// C0/C1 controls and the Unicode line/paragraph separators: a single-line field holding one
// would break the one-line address of a marketing email, a CSV row or a log line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

function boundedString(min: number, max: number, singleLine: boolean) {
  return z
    .string()
    .check((ctx) => {
      const length = codePointLength(ctx.value);
      if (length < min) {
        ctx.issues.push({
          code: 'too_small',
          origin: 'string',
          minimum: min,
          inclusive: true,
          input: ctx.value,
          message: min === 1 ? 'Must not be empty' : `Must be at least ${min} characters`,
        });
      } else if (length > max) {
        ctx.issues.push({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          input: ctx.value,
          message: `Must be at most ${max} characters`,
        });
      }
      if (singleLine && LINE_BREAKING.test(ctx.value)) {
        ctx.issues.push({
          code: 'invalid_format',
          format: 'single_line',
          origin: 'string',
          input: ctx.value,
          message: 'Must be a single line without control characters',
        });
      }
    })
    .meta(min > 0 ? { minLength: min, maxLength: max } : { maxLength: max });
}

/** A one-line text of `min` to `max` characters (names, address parts, tags, phone). */
export const singleLine = (min: number, max: number) => boundedString(min, max, true);
/** A free text of `min` to `max` characters; line breaks allowed (notes, messages). */
export const multiLine = (min: number, max: number) => boundedString(min, max, false);

/** At most 254 characters: the longest mailbox SMTP carries (RFC 5321's 256-octet path, less <>). */
export const email = z
  .email({ message: 'Must be an email address' })
  .max(254, { message: 'Must be at most 254 characters' });

export const aircraftCategory = z.enum([
  'piston',
  'turboprop',
  'light',
  'midsize',
  'super_midsize',
  'heavy',
  'ultra_long_range',
  'helicopter',
]);
export const rfqStatus = z.enum(['sent', 'quoted', 'declined', 'withdrawn']);
export const messageAuthor = z.enum(['broker', 'operator']);
export const tripRequestStatus = z.enum([
  'open',
  'quoted',
  'booked',
  'completed',
  'declined',
  'cancelled',
]);
export const tripRequestSource = z.enum(['manual', 'api', 'parsed', 'campaign', 'portal', 'csv']);
export const parseStatus = z.enum(['pending', 'done', 'failed']);

export type AircraftCategory = z.infer<typeof aircraftCategory>;
export type RfqStatus = z.infer<typeof rfqStatus>;
export type MessageAuthor = z.infer<typeof messageAuthor>;
export type TripRequestStatus = z.infer<typeof tripRequestStatus>;
