// What the Sync screen and the notice show of the records the remote no longer holds as the
// app believed (shared/sync/pull/findings/findings-record.ts), and the broker's choices for them:
// GET /local/sync/findings, POST /local/sync/findings/{choice} (every open one) and
// POST /local/sync/findings/{kind}/{id}/{choice} (docs/local-api.md).
import { z } from 'zod';
import { dateTime } from '../../api';

export const findingKind = z.enum(['client', 'rfq', 'trip_request']);
export type FindingKind = z.infer<typeof findingKind>;
/** `missing` on the remote, or its copy `changed` (older, or created anew). */
const findingProblem = z.enum(['missing', 'changed']);
export const findingChoice = z.enum(['send_again', 'keep', 'remove']);
export type FindingChoice = z.infer<typeof findingChoice>;

export const findingView = z.strictObject({
  kind: findingKind,
  id: z.string(),
  problem: findingProblem,
  /** Made here: sending it again creates it anew. */
  own: z.boolean(),
  /** The broker keeps it here, a copy the remote does not have. */
  kept: z.boolean(),
  can_send_again: z.boolean(),
  /**
   * Ticked when Send again asks which operators: an RFQ still open or quoted. One its
   * operator declined, or the broker withdrew, is not asked again unless the broker ticks it.
   */
  ask_again: z.boolean(),
  /** The record in words, e.g. `Client Ana Lee`. */
  summary: z.string(),
  /** What was found, in words. */
  detail: z.string(),
  found_at: dateTime,
});
export type FindingView = z.infer<typeof findingView>;

export const remoteLossView = z.strictObject({
  because: z.enum(['rfq_missing', 'walk']),
  found_at: dateTime,
  walk: z
    .strictObject({
      known: z.int().nonnegative(),
      missing: z.int().nonnegative(),
      replaced: z.int().nonnegative(),
    })
    .nullable(),
});
export type RemoteLossView = z.infer<typeof remoteLossView>;

export const findingsView = z.strictObject({
  /** The remote as a whole lost data, while a finding is still open. */
  remote: remoteLossView.nullable(),
  items: z.array(findingView),
});
export type FindingsView = z.infer<typeof findingsView>;

/**
 * A choice's body. Sending again, `rfqs` names the requests for quotes to send (the operators
 * the broker ticked); the others of those decided on are kept here as history. Left out, every
 * one that can be sent again is.
 */
export const findingsDecision = z.strictObject({ rfqs: z.array(z.string()).optional() });
export type FindingsDecision = z.infer<typeof findingsDecision>;

/**
 * A choice's answer: how many records it decided on, how many of those it kept here (left out
 * of a send again, or all of a keep), and the findings after it.
 */
export const findingsDecided = findingsView.extend({
  decided: z.int().nonnegative(),
  kept: z.int().nonnegative(),
});

/** In the sync status: how many findings are open (not kept), and whether the remote lost data. */
export const findingsCount = z.strictObject({
  open: z.int().nonnegative(),
  /** Of the open ones, those made here. */
  open_own: z.int().nonnegative(),
  /** Kept here by the broker's choice: records made here the remote does not have. */
  kept_own: z.int().nonnegative(),
  remote_lost: z.boolean(),
});
export type FindingsCount = z.infer<typeof findingsCount>;
