// What the trip screen and the client page read on /local/ (docs/local-api.md, "Trip requests
// and threads"): each RFQ's thread as this computer holds it, the broker's read mark on one,
// and a trip's quotes.
import { z } from 'zod';
import { dateTime, rfq, rfqMessage } from '../../api';

/**
 * How far the broker has read an RFQ's thread (`/local/threads/{id}/read`): the time of the
 * newest operator message they have seen, or null. `rfq_id` is the RFQ's id now (a thread
 * opened under the local id of an RFQ made offline answers with its server id once synced).
 */
export const threadRead = z.strictObject({ rfq_id: z.string(), read_through: dateTime.nullable() });
export type ThreadRead = z.infer<typeof threadRead>;

/** PUT `/local/threads/{id}/read`: a mark never moves back (another tab may be ahead). */
export const threadReadChange = z.strictObject({ read_through: dateTime });

/**
 * `/local/trip-requests/{id}/threads`: each RFQ's last message and unread operator messages
 * (none on an RFQ that is history: it is no news).
 */
export const tripThreads = z.strictObject({
  items: z.array(
    z.strictObject({
      rfq_id: z.string(),
      last_message: rfqMessage.nullable(),
      unread: z.int().nonnegative(),
    }),
  ),
});
export type TripThreads = z.infer<typeof tripThreads>;

/**
 * `/local/trip-requests/{id}/history`: the trip's RFQs that are history, as the worker keeps
 * them (shared/db/rfq-history/): the remote no longer holds them (`missing`), or a new
 * request replaced them (`sent_again`, its id now in `sent_again_as`). The page shows them
 * apart and counts, compares and offers only the others.
 */
export const tripHistory = z.strictObject({
  items: z.array(
    z.strictObject({
      rfq_id: z.string(),
      because: z.enum(['missing', 'sent_again']),
      since: dateTime,
      sent_again_as: z.string().nullable(),
    }),
  ),
});
export type TripHistory = z.infer<typeof tripHistory>;

/** `/local/trip-requests/{id}/quotes`: the trip's live RFQs this computer knows with a quote. */
export const tripQuotes = z.strictObject({ items: z.array(rfq) });
