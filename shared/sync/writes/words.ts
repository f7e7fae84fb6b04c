// The words the Sync screen names entries with (what each change is, what a discard undoes).
const FIELD_WORDS: Record<string, string> = {
  preferred_aircraft_type_id: 'aircraft type',
  preferred_category: 'aircraft category',
  email_consent: 'email consent',
  sms_consent: 'SMS consent',
  postal_code: 'postal code',
};

export const fieldWords = (fields: string[]) =>
  fields.map((field) => FIELD_WORDS[field] ?? field.replace(/_/g, ' ')).join(', ');

/** A message's first words, on one line. */
export function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}
