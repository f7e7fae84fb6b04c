// Needs you on /local/ (shared/host/needs-you/): what needs the broker now, computed from the
// replica and the broker's own records (shared/needs-you/rules.ts), the Done and Snooze marks
// that put an item aside, and the thresholds each rule uses (a setting).
import { z } from 'zod';
import { dateTime } from '../../api';

export const NEEDS_YOU_RULES = [
  'lapsing',
  'unopened',
  'unshown',
  'validity',
  'departing',
  'unanswered',
] as const;
export const needsYouRule = z.enum(NEEDS_YOU_RULES);
export type NeedsYouRule = z.infer<typeof needsYouRule>;

const hours = z.int().min(1).max(168);

/** Each rule's N (Settings → Needs you); a field left out keeps its default. */
export const needsYouThresholds = z.strictObject({
  /** An RFQ lapsing within this many hours without a quote. */
  lapsing_hours: hours.default(6),
  /** An operator who has not opened the request this many hours after it was sent. */
  unopened_hours: hours.default(4),
  /** A quote whose validity ends within this many hours while the trip is not booked. */
  validity_hours: hours.default(12),
  /** A trip departing within this many days with no quote or no booking. */
  departing_days: z.int().min(1).max(60).default(3),
  /** An operator's message unanswered for this many hours. */
  unanswered_hours: hours.default(4),
});
export type NeedsYouThresholds = z.infer<typeof needsYouThresholds>;
export const DEFAULT_THRESHOLDS: NeedsYouThresholds = needsYouThresholds.parse({});

/** One thing that needs the broker. `key`: `<rule>:<record id>`. */
export const needsYouItem = z.strictObject({
  key: z.string(),
  rule: needsYouRule,
  /** The fields that made it, as one string: a mark holds while they stay the same. */
  facts: z.string(),
  /** The instant the rule is about (the RFQ's expiry, when it was sent...): urgent first. */
  at: dateTime,
  trip_request_id: z.string(),
  trip_number: z.int().nullable(),
  client_name: z.string().nullable(),
  /** The trip's airports in order: "KTEB → KPBI → KTEB". */
  route: z.string(),
  /** The first leg's departure date. */
  departs: z.string().nullable(),
  /** The RFQ it is about, and its operator; null for a trip's own item. */
  rfq_id: z.string().nullable(),
  operator_name: z.string().nullable(),
  /** A quote's amount in the trip's currency, where the item is about a quote. */
  amount_cents: z.int().nullable(),
  currency: z.string(),
  /** Whether its desktop notification went out. */
  notified: z.boolean(),
});
export type NeedsYouItem = z.infer<typeof needsYouItem>;

/** GET /local/needs-you: the items not put aside, by rule, most urgent first. */
export const needsYouList = z.strictObject({ items: z.array(needsYouItem) });

/** PUT /local/needs-you/marks/{key}: Done, or Snooze until a time. */
export const needsYouMark = z.discriminatedUnion('mark', [
  z.strictObject({ mark: z.literal('done') }),
  z.strictObject({ mark: z.literal('snoozed'), until: dateTime }),
]);
export type NeedsYouMark = z.infer<typeof needsYouMark>;

/** POST /local/needs-you/notified: these items were told of (once per item). */
export const needsYouNotified = z.strictObject({
  keys: z.array(z.string().min(1).max(300)).min(1).max(200),
});

/**
 * Its answer: the keys recorded now, those no page had recorded before. A page shows the
 * notifications of these alone, so two tabs reading the same items notify each once.
 */
export const needsYouNewlyNotified = z.strictObject({ keys: z.array(z.string()) });
