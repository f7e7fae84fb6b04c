// The Request quotes form's logic: operators picked from remembered contacts or entered anew
// become the batch's `operators`; the shared schemas check every entry, and a field the
// worker refuses (`operators[2].email`) is put back on its input. Contacts are grouped by
// their operator, named as the remote named it where this workspace knows it.
import type { FieldErrors } from 'react-hook-form';
import type { PlaceholderValues } from '../../shared/templates/fill';
import type { z } from 'zod';
import {
  rfqBatchRequest,
  rfqOperatorRequest,
  type Operator,
  type OperatorContact,
  type RfqBatchRequest,
  type TripRequestSummary,
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
  // The operator is picked from a list: none picked is said as such, not as a malformed id.
  if (entry.operator_id === '') errors.operator_id = 'Pick an operator from the list';
  return Object.keys(errors).length > 0 ? { errors } : { entry };
}

/** The form's path of a field the worker names: `operators[2].email` → `operators.2.email`. */
export const formPath = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

/** What is sent: an empty note is no note. */
export function batchBody(values: RfqBatchRequest): RfqBatchRequest {
  const { note, operators } = values;
  return note ? { operators, note } : { operators };
}

/** The messages of one entry's fields at fault. */
export function entryErrors(errors: FieldErrors<BatchForm>, index: number): string[] {
  const entry = errors.operators?.[index];
  if (!entry) return [];
  return [entry.operator_id, entry.email, entry.name]
    .map((error) => error?.message)
    .filter((message): message is string => Boolean(message));
}

/** Every fault of a refused submit, one line each, naming the operator it is about. */
export function errorSummary(errors: FieldErrors<BatchForm>, entries: readonly OperatorEntry[]) {
  const lines = entries.flatMap((entry, index) =>
    entryErrors(errors, index).map((message) => `${entry.name ?? entry.email}: ${message}`),
  );
  const list = errors.operators?.message ?? errors.operators?.root?.message;
  if (list) lines.push(list);
  if (errors.note?.message) lines.push(`Note: ${errors.note.message}`);
  return lines;
}

/** The name a broker knows an operator by, with its designator: "Harbor Jets · HJA". */
export const operatorLabel = (operator: Operator) =>
  [operator.dba_name ?? operator.legal_name, operator.designator].filter(Boolean).join(' · ');

export interface ContactGroup {
  operatorId: string;
  /** The operator's name where known, else the contacts' email domains. */
  label: string;
  /** False where this workspace has not seen the operator in any RFQ yet. */
  named: boolean;
  contacts: OperatorContact[];
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);
const byText = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** Contacts by operator, named operators first by name, then the others by domain. */
export function contactGroups(
  contacts: readonly OperatorContact[],
  operators: ReadonlyMap<string, Operator>,
): ContactGroup[] {
  const byOperator = new Map<string, OperatorContact[]>();
  for (const contact of contacts) {
    byOperator.set(contact.operator_id, [...(byOperator.get(contact.operator_id) ?? []), contact]);
  }
  const groups = [...byOperator].map(([operatorId, members]): ContactGroup => {
    const operator = operators.get(operatorId);
    const domains = [...new Set(members.map((member) => domainOf(member.email)))];
    return {
      operatorId,
      label: operator ? operatorLabel(operator) : domains.join(', '),
      named: operator !== undefined,
      contacts: members.sort(
        (a, b) => byText(a.name ?? a.email, b.name ?? b.email) || byText(a.email, b.email),
      ),
    };
  });
  return groups.sort((a, b) => Number(b.named) - Number(a.named) || byText(a.label, b.label));
}

/** The branding's words that sign a note (Settings → Branding; '' while unset). */
export type Signature = { broker_name: string; company_name: string };

/**
 * What an RFQ note's {placeholders} say of this trip (its client, number and route) and of
 * the broker (`signature`); a word the branding does not have yet stays a placeholder, so the
 * broker sees it before the note goes.
 */
export function noteValues(trip: TripRequestSummary, signature?: Signature): PlaceholderValues {
  const stops = trip.legs.flatMap((leg, index) =>
    index === 0 || trip.legs[index - 1]!.to.code !== leg.from.code
      ? [leg.from.code, leg.to.code]
      : [leg.to.code],
  );
  return {
    trip_number: String(trip.number),
    route: stops.join(' → '),
    ...(trip.client ? { client_name: trip.client.name } : {}),
    ...(signature?.broker_name ? { broker_name: signature.broker_name } : {}),
    ...(signature?.company_name ? { company_name: signature.company_name } : {}),
  };
}
