// The rows of the broker's own tables (stores.ts), parsed on read as every row is. Each
// feature owns its row's details: a preference's value and a proposal's document are parsed
// again by the feature that reads them, with the schema it keeps in shared/rpc/local/.
import { z } from 'zod';
import { dateTime } from '../../api';
import { TEMPLATE_KINDS } from '../../templates/fill';

export const PREFERENCE_KEYS = ['margin_rule', 'branding', 'needs_you'] as const;

export const brokerPrefRow = z.object({
  key: z.enum(PREFERENCE_KEYS),
  /** The preference as its feature's schema says (the margin rule, the branding...). */
  value: z.unknown(),
  updated_at: dateTime,
});

export const templateRow = z.object({
  id: z.string().min(1),
  kind: z.enum(TEMPLATE_KINDS),
  name: z.string(),
  /** A proposal email's subject; null for the kinds that have none. */
  subject: z.string().nullable(),
  body: z.string(),
  /** The one of its kind the app offers first. */
  is_default: z.boolean(),
  updated_at: dateTime,
});

export const proposalRow = z.object({
  id: z.string().min(1),
  trip_request_id: z.string().min(1),
  made_at: dateTime,
  /** When it left the app (PDF saved or emailed); null while a draft. */
  sent_at: dateTime.nullable(),
  /**
   * Each time Email to client sent it (the first, then each re-send from the proposal as
   * sent), to whom; never a PDF saved or printed. `id`: the page's, so a retry adds none.
   * Rows stored before it read as emailed never.
   */
  emailed: z.array(z.object({ id: z.string().min(1), at: dateTime, to: z.string() })).default([]),
  /** Every figure the client saw, frozen, as the proposal feature's schema says. */
  document: z.unknown(),
});

export const needsMarkRow = z.object({
  /** `<rule>:<record id>` */
  key: z.string().min(1),
  /** The facts the item was marked on: it comes back when they change. */
  facts: z.string(),
  mark: z.enum(['done', 'snoozed']).nullable(),
  snoozed_until: dateTime.nullable(),
  /** When its desktop notification went out (once per item). */
  notified_at: dateTime.nullable(),
});

export const brokerRowSchemas = {
  broker_prefs: brokerPrefRow,
  templates: templateRow,
  proposals: proposalRow,
  needs_marks: needsMarkRow,
} as const;

export type BrokerPrefRow = z.infer<typeof brokerPrefRow>;
export type TemplateRow = z.infer<typeof templateRow>;
export type ProposalRow = z.infer<typeof proposalRow>;
export type NeedsMarkRow = z.infer<typeof needsMarkRow>;
