// The broker's saved texts (RFQ notes, chase messages, proposal emails) and the one way they
// are filled: `{placeholder}`s replaced by the trip's facts. Pure: the page fills a text as
// the broker picks it, the worker reads which of a kind comes first.

export const TEMPLATE_KINDS = ['rfq_note', 'chase', 'proposal_email'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

export const PLACEHOLDERS = [
  'client_name',
  'trip_number',
  'route',
  'operator_name',
  'broker_name',
  'company_name',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Partial<Record<Placeholder, string>>;

/** A text with the broker's words for `kind`; `subject` only for a proposal email. */
export interface TemplateText {
  kind: TemplateKind;
  name: string;
  subject: string | null;
  body: string;
}

/**
 * `{name}` replaced by its value. A placeholder with no value here, or one this app does not
 * know, stays as typed, so the broker sees it before the text goes out.
 */
export function fillTemplate(text: string, values: PlaceholderValues): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => {
    const value = (values as Record<string, string | undefined>)[name];
    return value === undefined ? whole : value;
  });
}

/** The texts a kind starts with while the broker has saved none of their own. */
export const BUILT_IN_TEMPLATES: Record<TemplateKind, TemplateText> = {
  rfq_note: {
    kind: 'rfq_note',
    name: 'Request for quote',
    subject: null,
    body: 'Please quote {route} for our client. Aircraft availability and any positioning, please.',
  },
  chase: {
    kind: 'chase',
    name: 'Reminder',
    subject: null,
    body: 'Hello {operator_name}, a reminder about trip {trip_number} ({route}): could you let us know whether you can quote? Thank you, {broker_name}',
  },
  proposal_email: {
    kind: 'proposal_email',
    name: 'Proposal',
    subject: 'Your proposal for trip {trip_number}: {route}',
    body: 'Dear {client_name},\n\nPlease find attached our proposal for {route}. Each option shows its price and until when it is valid.\n\nKind regards,\n{broker_name}\n{company_name}',
  },
};

/**
 * Which of `saved` the app offers first for `kind`: the one the broker marked default, else
 * the first saved, else the built-in text.
 */
export function templateFor<T extends TemplateText & { is_default: boolean }>(
  kind: TemplateKind,
  saved: readonly T[],
): T | TemplateText {
  const ofKind = saved.filter((template) => template.kind === kind);
  return ofKind.find((template) => template.is_default) ?? ofKind[0] ?? BUILT_IN_TEMPLATES[kind];
}
