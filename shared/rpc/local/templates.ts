// The broker's saved texts on /local/ (shared/host/templates/): RFQ notes, chase messages and
// proposal emails, each with `{placeholder}`s (shared/templates/fill.ts). Local records.
import { z } from 'zod';
import { dateTime, multiLine, singleLine } from '../../api';
import { TEMPLATE_KINDS } from '../../templates/fill';

export const templateKind = z.enum(TEMPLATE_KINDS);

export const templateView = z.strictObject({
  id: z.string(),
  kind: templateKind,
  name: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  is_default: z.boolean(),
  updated_at: dateTime,
});
export type TemplateView = z.infer<typeof templateView>;

/** GET /local/templates: the broker's saved texts, of one kind or all, by kind then name. */
export const templateListQuery = z.object({ kind: templateKind.optional() });
export const templateList = z.strictObject({ items: z.array(templateView) });

/**
 * PUT /local/templates/{id}: a text made or changed. Only a proposal email has a subject
 * (its email's); marking one the default unmarks the kind's other.
 */
export const templateSave = z
  .strictObject({
    kind: templateKind,
    name: singleLine(1, 80),
    subject: singleLine(1, 200).nullable().default(null),
    body: multiLine(1, 5000),
    is_default: z.boolean().default(false),
  })
  .refine((template) => template.kind === 'proposal_email' || template.subject === null, {
    path: ['subject'],
    message: 'Only a proposal email has a subject',
    // Said beside the other fields at fault, not only once they are right.
    when: ({ value }) => {
      const given = value as { kind?: unknown; subject?: unknown };
      return templateKind.safeParse(given.kind).success && typeof given.subject === 'string';
    },
  });
