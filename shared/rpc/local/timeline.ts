// A trip's story in one list (`GET /local/trip-requests/{id}/timeline`, docs/local-api.md
// "Trip requests and threads"): what happened on each of its RFQs and the proposals made of
// them, from this computer's records alone.
import { z } from 'zod';
import { dateTime, messageAuthor } from '../../api';

/**
 * What happened on one RFQ: its id (its thread), the operator it went to, and whether the RFQ
 * is history (the remote no longer holds it: shared/db/rfq-history/).
 */
const onRfq = {
  key: z.string(),
  rfq_id: z.string(),
  operator_name: z.string(),
  history: z.boolean(),
};

/** What the broker made of the trip's quotes (the app's own `proposals` records). */
const onProposal = {
  key: z.string(),
  proposal_id: z.string(),
  at: dateTime,
};

export const timelineEntry = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('rfq_sent'), ...onRfq, at: dateTime, to: z.string() }),
  z.strictObject({ kind: z.literal('rfq_viewed'), ...onRfq, at: dateTime }),
  z.strictObject({
    kind: z.literal('quoted'),
    ...onRfq,
    at: dateTime,
    amount_cents: z.int(),
  }),
  z.strictObject({ kind: z.literal('declined'), ...onRfq, at: dateTime }),
  /** A withdrawal keeps no time of its own: it stands after the RFQ's last known event. */
  z.strictObject({ kind: z.literal('withdrawn'), ...onRfq, at: z.null() }),
  z.strictObject({
    kind: z.literal('message'),
    ...onRfq,
    at: dateTime,
    author: messageAuthor,
    author_name: z.string(),
    /** The message's first words. */
    excerpt: z.string(),
  }),
  z.strictObject({ kind: z.literal('proposal_made'), ...onProposal }),
  /** Each time Email to client sent it (a PDF saved or printed is not a sending). */
  z.strictObject({ kind: z.literal('proposal_emailed'), ...onProposal, to: z.string() }),
]);
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** Newest first; amounts in the trip's `currency`. */
export const tripTimeline = z.strictObject({
  currency: z.string(),
  items: z.array(timelineEntry),
});
export type TripTimeline = z.infer<typeof tripTimeline>;
