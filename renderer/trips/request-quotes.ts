// The Request quotes form's logic: operators picked from remembered contacts or entered anew
// become the batch's `operators`; the shared schemas check every entry, and a field the
// worker refuses (`operators[2].email`) is put back on its input.
import type { z } from 'zod';
import {
  rfqBatchRequest,
  rfqOperatorRequest,
  type OperatorContact,
  type RfqBatchRequest,
} from '../../shared/api';

export type BatchForm = z.input<typeof rfqBatchRequest>;
export type OperatorEntry = BatchForm['operators'][number];

/** Contacts are remembered per operator and email, whatever the email's case. */
export const contactKey = (entry: { operator_id: string; email: string }) =>
  `${entry.operator_id} ${entry.email.toLowerCase()}`;

/**
 * The operators once the contact list's selection is `keys`: contacts no longer selected
 * leave, newly selected ones join at the end, operators entered by hand stay.
 */
export function withSelection(
  entries: readonly OperatorEntry[],
  contacts: readonly OperatorContact[],
  keys: ReadonlySet<string>,
): OperatorEntry[] {
  const listed = new Set(contacts.map(contactKey));
  const kept = entries.filter(
    (entry) => !listed.has(contactKey(entry)) || keys.has(contactKey(entry)),
  );
  const present = new Set(kept.map(contactKey));
  const added = contacts
    .filter((contact) => keys.has(contactKey(contact)) && !present.has(contactKey(contact)))
    .map(({ operator_id, email, name }) => ({ operator_id, email, name }));
  return [...kept, ...added];
}

export type EntryErrors = Partial<Record<'operator_id' | 'email' | 'name', string>>;

/**
 * An operator typed in, checked as one more item of the batch (so an operator already in it
 * is refused too): the entry to add, or the message of each field at fault.
 */
export function checkNewOperator(
  entries: readonly OperatorEntry[],
  typed: { operator_id: string; email: string; name: string },
): { entry: OperatorEntry } | { errors: EntryErrors } {
  const entry: OperatorEntry = {
    operator_id: typed.operator_id.trim(),
    email: typed.email.trim(),
    ...(typed.name.trim() === '' ? {} : { name: typed.name.trim() }),
  };
  const errors: EntryErrors = {};
  const own = rfqOperatorRequest.safeParse(entry);
  const inBatch = rfqBatchRequest.shape.operators.safeParse([...entries, entry]);
  const issues = [...(own.error?.issues ?? []), ...(inBatch.error?.issues ?? [])];
  for (const issue of issues) {
    // Own issues start at the field; batch issues at the entry's index.
    const path = issue.path[0] === entries.length ? issue.path.slice(1) : issue.path;
    const field = path[0];
    if (field === 'operator_id' || field === 'email' || field === 'name')
      errors[field] ??= issue.message;
  }
  return Object.keys(errors).length > 0 ? { errors } : { entry };
}

/** The form's path of a field the worker names: `operators[2].email` → `operators.2.email`. */
export const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/** What is sent: an empty note is no note. */
export function batchBody(values: RfqBatchRequest): RfqBatchRequest {
  const { note, operators } = values;
  return note ? { operators, note } : { operators };
}
