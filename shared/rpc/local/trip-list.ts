// GET /local/trips (docs/local-api.md): every trip request this computer holds, as the Trips
// screen lists them, with what each one's RFQs, quotes and threads say. Never sent to a remote.
import { z } from 'zod';
import {
  calendarDate,
  cursorParam,
  dateTime,
  limitParam,
  page,
  timeOfDay,
  tripRequestSource,
  tripRequestStatus,
  uuid,
} from '../../api';

export const tripListSort = z.enum(['departure', '-last_activity']);
export type TripListSort = z.infer<typeof tripListSort>;

const statusMessage = `Must be statuses among ${tripRequestStatus.options.join(', ')}, by commas`;

export const tripListQuery = z.object({
  /** `open,quoted`: trips in any of these statuses; all of them when absent. */
  status: z
    .string()
    .max(200)
    .transform((text) => text.split(','))
    .pipe(z.array(tripRequestStatus, { message: statusMessage }).min(1))
    .optional(),
  /** Trips whose first leg departs on or after this date (the leg's own calendar date). */
  departs_from: calendarDate.optional(),
  /** …and on or before this one. */
  departs_to: calendarDate.optional(),
  /**
   * Words each found at a word's start in the trip's number (`1025`, `#1025`), its client's
   * name or its route's airport codes, case- and accent-folded as client search folds them.
   */
  q: z.string().trim().max(120).optional(),
  /** `departure`: soonest first, trips with no leg last; `-last_activity`: newest first. */
  sort: tripListSort.default('departure'),
  cursor: cursorParam.optional(),
  limit: limitParam(50),
});
export type TripListQuery = z.input<typeof tripListQuery>;

/** How far a trip's RFQs have gone: each counted once, by what it is now. */
export const rfqProgress = z.strictObject({
  /** Every RFQ sent (or waiting to be sent) for the trip. */
  asked: z.int().nonnegative(),
  /** Opened by the operator (`viewed_at` set), whatever came after. */
  viewed: z.int().nonnegative(),
  quoted: z.int().nonnegative(),
  declined: z.int().nonnegative(),
  withdrawn: z.int().nonnegative(),
  /** Still unanswered past its expiry: the operator can no longer quote. */
  expired: z.int().nonnegative(),
});
export type RfqProgress = z.infer<typeof rfqProgress>;

export const tripListItem = z.strictObject({
  id: uuid,
  number: z.int(),
  status: tripRequestStatus,
  source: tripRequestSource,
  /** The system an `api` trip came from (e.g. Salesforce), when it says. */
  source_system: z.string().nullable(),
  client: z.strictObject({ id: uuid, name: z.string() }).nullable(),
  /** Airport codes in flying order: each leg's origin, then the last leg's destination. */
  route: z.array(z.string()),
  /** The first leg's departure, in `zone`: its airport's (shared/time/zoned.ts). */
  departure: z
    .strictObject({ date: calendarDate, time: timeOfDay.nullable(), zone: z.string() })
    .nullable(),
  /** The last leg's departure date, when the trip has more than one leg. */
  last_leg_date: calendarDate.nullable(),
  pax: z.int().nullable(),
  currency: z.string(),
  budget_cents: z.int().nullable(),
  budget_min_cents: z.int().nullable(),
  rfqs: rfqProgress,
  /** The lowest amount an operator quoted on its RFQ, in the trip's currency. */
  lowest_quote_cents: z.int().nullable(),
  /** Operator messages after the broker's read mark, over all the trip's threads. */
  unread: z.int().nonnegative(),
  /** The newest of the trip's change and its RFQs' sends, views, answers and messages. */
  last_activity_at: dateTime,
});
export type TripListItem = z.infer<typeof tripListItem>;

export const tripListPage = page(tripListItem);
export type TripListPage = z.infer<typeof tripListPage>;
