// The remote names a field at fault by its API path (`address.country`, `tags[1]`,
// `operators[2].email`); the broker knows it by the label the form shows. Pure, so every
// path is unit-tested.
import { FIELD_LABELS } from './client-labels';

/** The client form's own labels (one name per field on every screen), then the RFQ and
 * message fields', by API name. */
const LABELS: Record<string, string> = {
  ...FIELD_LABELS,
  address: 'Address',
  operators: 'Operators',
  'operators.operator_id': 'operator',
  'operators.email': 'email',
  'operators.name': 'contact name',
  note: 'Note',
  body: 'Message',
};

const ITEM = /^(\w+)\[(\d+)\](?:\.(\w+))?$/;

function words(path: string): string {
  const text = path.replace(/[._]/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `address.country` → `Country`; `tags[1]` → `Tags (item 2)`; `operators[0].email` → `Operator 1: email`. */
export function fieldLabel(path: string): string {
  const known = LABELS[path];
  if (known) return known;
  const item = ITEM.exec(path);
  if (!item) return words(path);
  const [, list, index, part] = item;
  const position = Number(index) + 1;
  if (list === 'operators') {
    const what = part ? (LABELS[`operators.${part}`] ?? words(part).toLowerCase()) : null;
    return what ? `Operator ${position}: ${what}` : `Operator ${position}`;
  }
  const listLabel = LABELS[list!] ?? words(list!);
  return part
    ? `${listLabel} (item ${position}): ${words(part).toLowerCase()}`
    : `${listLabel} (item ${position})`;
}
