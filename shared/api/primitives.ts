// Building blocks of the /v1 contract. Every bound of the spec is expressed with these,
// so the same rule validates requests, checks responses and generates the OpenAPI document.
import { z } from 'zod';
import {
  BLANK_MESSAGE,
  MULTI_LINE_RULES,
  SINGLE_LINE_RULES,
  WELL_FORMED_RULE,
  isBlank,
  textRulesSchema,
  type CharacterRule,
} from './text-rules';

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

/**
 * A text of `min` to `max` characters holding none of `rules`' characters (nor half of a
 * surrogate pair); with `min` of 1 or more it must also show something (not only spaces or
 * invisible characters).
 */
export function boundedText(min: number, max: number, textRules: readonly CharacterRule[]) {
  const rules = [WELL_FORMED_RULE, ...textRules];
  return z
    .string()
    .check((ctx) => {
      const length = codePointLength(ctx.value);
      const tooSmall =
        length < min
          ? min === 1
            ? 'Must not be empty'
            : `Must be at least ${min} characters`
          : min > 0 && isBlank(ctx.value)
            ? BLANK_MESSAGE
            : null;
      if (tooSmall !== null) {
        ctx.issues.push({
          code: 'too_small',
          origin: 'string',
          minimum: min,
          inclusive: true,
          input: ctx.value,
          message: tooSmall,
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
      for (const rule of rules) {
        if (!rule.refused.test(ctx.value)) continue;
        const { format, message } = rule;
        ctx.issues.push({
          code: 'invalid_format',
          format,
          origin: 'string',
          input: ctx.value,
          message,
        });
      }
    })
    .meta({
      ...(min > 0 ? { minLength: min } : {}),
      maxLength: max,
      ...textRulesSchema(rules, min > 0),
    });
}

/** A one-line text of `min` to `max` characters (names, address parts, tags, phone). */
export const singleLine = (min: number, max: number) => boundedText(min, max, SINGLE_LINE_RULES);
/** A free text of `min` to `max` characters; line breaks allowed (notes, messages). */
export const multiLine = (min: number, max: number) => boundedText(min, max, MULTI_LINE_RULES);

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
