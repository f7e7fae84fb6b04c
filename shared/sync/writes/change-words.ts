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

/** Why an edit parked on fields the server changed too waits for the broker. */
export const conflictReason = (fields: string[]) =>
  `Changed on the server too: ${fieldWords(fields)}. Choose what to keep.`;

/** A message's first words, on one line. */
export function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

const ADDRESS_PARTS = ['line1', 'line2', 'city', 'region', 'postal_code', 'country'];

/**
 * A client field's value as one text (an address on one line, tags by commas); null when it
 * is empty. `typeLabel` names an aircraft type by its id.
 */
export async function valueWords(
  field: string,
  value: unknown,
  typeLabel: (id: string) => Promise<string | undefined>,
): Promise<string | null> {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(', ');
  if (typeof value === 'object') {
    const parts = ADDRESS_PARTS.map((part) => (value as Record<string, unknown>)[part]);
    return parts.filter((part) => typeof part === 'string' && part !== '').join(', ') || null;
  }
  const text = String(value);
  if (field === 'preferred_aircraft_type_id') return (await typeLabel(text)) ?? text;
  if (field === 'preferred_category') return text.replace(/_/g, ' ');
  return text;
}
