// The Inbox's messages on /local/ (shared/host/inbox/): operators' answers and
// messages across trips, their unread counts, and the worker's `inbox` event.
import { z } from 'zod';
import { calendarDate, cursorParam, dateTime, limitParam } from '../../api';

/**
 * An item of the Inbox (`/local/inbox`): an operator's quote, decline or message, with the
 * trip it belongs to as this computer holds it (null when it does not). `unread`: after its
 * thread's read mark. A message told of by its RFQ but not yet pulled (an arrival) has no
 * `text` yet.
 */
export const inboxItem = z.strictObject({
  key: z.string(),
  kind: z.enum(['quote', 'decline', 'message']),
  /** The remote's time of the answer or message. */
  at: dateTime,
  unread: z.boolean(),
  rfq_id: z.string(),
  trip_request_id: z.string(),
  trip: z
    .strictObject({
      number: z.int(),
      legs: z.array(z.strictObject({ from: z.string(), to: z.string() })),
      departs: calendarDate.nullable(),
      client_name: z.string().nullable(),
      currency: z.string(),
    })
    .nullable(),
  operator_name: z.string(),
  /** A quote's amount, in the trip's currency. */
  amount_cents: z.int().nullable(),
  /** The message, or the note the operator's answer came with. */
  text: z.string().nullable(),
  /** Who wrote the message. */
  author_name: z.string().nullable(),
});
export type InboxItem = z.infer<typeof inboxItem>;

/** GET /local/inbox: `unread` lists only the items after their thread's mark. */
export const inboxQuery = z.object({
  show: z.enum(['unread', 'all']).default('all'),
  cursor: cursorParam.optional(),
  limit: limitParam(50),
});
export type InboxShow = z.infer<typeof inboxQuery>['show'];

export const inboxCount = z.strictObject({ unread: z.int().nonnegative() });

/** Newest first; `unread` counts every unread item, not only this page's. */
export const inboxPage = inboxCount.extend({
  items: z.array(inboxItem),
  next_cursor: z.string().nullable(),
});
export type InboxPage = z.infer<typeof inboxPage>;

/** POST /local/inbox/read: each item's thread is read up to it. */
export const inboxReadChange = z.strictObject({
  keys: z.array(z.string().min(1).max(200)).min(1).max(100),
});

/** The worker's `inbox` event: what a pull just brought from the operators. */
export const inboxArrivals = z.strictObject({ items: z.array(inboxItem) });
