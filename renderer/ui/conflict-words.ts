// A change parked because the server changed the same fields, in a broker's words: the Sync
// screen's conflicts and the client's notice say it alike. Pure, so it is unit-tested.
import type { FieldConflictView } from '../../shared/rpc/local/outbox';
import { fieldLabel } from './field-labels';
import { formatNumber } from './format';

/** Fields named by a plural noun: "Notes … were changed", "Phone … was changed". */
const PLURAL = new Set(['notes', 'preferences', 'tags']);

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** A field's label within a sentence: "notes", "marketing consent by SMS". */
export const fieldInSentence = (field: string) => lowerFirst(fieldLabel(field));

/** "Notes", "Notes and phone", "Notes, phone and company". */
function fieldList(fields: readonly string[]): string {
  const labels = fields.map((field, index) =>
    index === 0 ? fieldLabel(field) : fieldInSentence(field),
  );
  return labels.length <= 1
    ? (labels[0] ?? '')
    : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** "Notes of Aisha Dubois were changed on the server too". */
export function conflictHeadline(fields: readonly string[], name: string): string {
  const plural = fields.length > 1 || PLURAL.has(fields[0] ?? '');
  return `${fieldList(fields)} of ${name} ${plural ? 'were' : 'was'} changed on the server too`;
}

/** What Keep both does, or why it cannot be chosen; null where it is not offered. */
export function keepBothWords(conflict: FieldConflictView): string | null {
  const both = conflict.keep_both;
  if (!both) return null;
  const label = fieldInSentence(conflict.field);
  if (both.fits) {
    return `Keep both puts the server’s ${label} first, then yours, with a line of dashes between.`;
  }
  return (
    `Both together are ${formatNumber(both.length)} characters, more than the ` +
    `${formatNumber(both.limit)} ${label} can hold, so they cannot both be kept. Keep one, ` +
    'then add what you need of the other in the client’s form.'
  );
}
