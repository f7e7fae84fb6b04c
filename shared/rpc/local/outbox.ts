// The outbox on /local/ (docs/local-api.md, "Outbox"): its entries as the Sync screen lists
// them, what the broker may do with one, and how a field changed on both sides is settled.
import { z } from 'zod';
import { cursorParam, dateTime, limitParam, operationId, problem } from '../../api';

/** A field of an edit that the server changed too, each side's value in words. */
export const fieldConflictView = z.strictObject({
  /** The client field, by its API name (`notes`). */
  field: z.string(),
  /** The broker's value and the server's, as text; null when empty. */
  mine: z.string().nullable(),
  theirs: z.string().nullable(),
  /**
   * Keep both, offered for notes and preferences: the server's text, a separator, then the
   * broker's; its length in characters, the field's bound, and whether it fits.
   */
  keep_both: z
    .strictObject({
      length: z.int().nonnegative(),
      limit: z.int().positive(),
      fits: z.boolean(),
    })
    .nullable(),
});
export type FieldConflictView = z.infer<typeof fieldConflictView>;

/** What the broker keeps of a field changed on both sides. */
export const conflictChoice = z.enum(['mine', 'theirs', 'both']);

/** POST /local/outbox/{id}/resolve: settles one field in conflict. */
export const conflictResolution = z.strictObject({
  field: z.string().min(1).max(100),
  choice: conflictChoice,
});
export type ConflictResolution = z.infer<typeof conflictResolution>;

/** One outbox entry as the Sync screen lists it. */
export const outboxEntryView = z.strictObject({
  id: z.string(),
  operation_id: operationId,
  /** In words, e.g. `Edit client Ana Lee: company, phone`. */
  summary: z.string(),
  state: z.enum(['pending', 'in_flight', 'parked']),
  attempts: z.int().nonnegative(),
  next_attempt_at: dateTime.nullable(),
  reason: z.string().nullable(),
  problem: problem.nullable(),
  /** What a discard will undo, in words. */
  discard_effect: z.string(),
  /**
   * The record it acts on, to open to fix it (a client's id), when there is one; a deleted
   * client's id too, so its detail and an Undo can find the entry.
   */
  record: z
    .strictObject({ kind: z.enum(['client', 'rfq', 'trip_request']), id: z.string() })
    .nullable(),
  can_recreate: z.boolean(),
  /** Parked on fields the server changed too: the client's name here, and each field. */
  conflict: z
    .strictObject({ name: z.string(), fields: z.array(fieldConflictView).min(1) })
    .nullable(),
  /**
   * Parked on a refusal that names some of the records it makes (a batch's operators the
   * remote does not know): each with whom it names and the remote's words.
   */
  refused: z.array(
    z.strictObject({ id: z.string(), name: z.string(), email: z.string(), message: z.string() }),
  ),
  /** The rest of the batch may go without the refused records ("Send to the others"). */
  can_send_others: z.boolean(),
  /** The records this entry makes (a batch's RFQs, a message): screens mark them pending. */
  created_ids: z.array(z.string()),
  created_at: dateTime,
});
export type OutboxEntryView = z.infer<typeof outboxEntryView>;

/** GET /local/outbox: entries in write order. */
export const outboxQuery = z.object({ cursor: cursorParam.optional(), limit: limitParam(50) });

export const outboxPage = z.strictObject({
  items: z.array(outboxEntryView),
  next_cursor: z.string().nullable(),
  total: z.int(),
});

/** What the broker may do with an entry (`POST /local/outbox/{id}/{action}`). */
export const outboxAction = z.enum(['retry', 'discard', 'recreate', 'send-others']);
export type OutboxAction = z.infer<typeof outboxAction>;
