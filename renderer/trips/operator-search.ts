// Finding an operator the workspace knows as a broker remembers it: by its trading or legal
// name, its designator, or the email of one of its contacts, whatever the case or accents
// ("alpenflug", "APJ", "s.keller@"). Every word typed must be found.
import type { Operator, OperatorContact } from '../../shared/api';
import { fold } from '../../shared/search/fold';
import { contactGroups, operatorLabel } from './request-quotes';

export interface OperatorChoice {
  /** The operator's id: the choice's key. */
  id: string;
  /** Null for an operator known only by its contacts. */
  operator: Operator | null;
  /** "Alpenflug · APJ": what the field shows once it is picked. */
  label: string;
  /** Its contacts' emails, shown to tell two alike apart and searched. */
  emails: string[];
}

/**
 * One choice per operator the workspace knows: those the remote named in an RFQ (or the demo
 * seeded), by name, then those it knows only by remembered contacts (no name yet: their
 * emails' domains stand in, as in the contact list).
 */
export function operatorChoices(
  operators: readonly Operator[],
  contacts: readonly OperatorContact[],
): OperatorChoice[] {
  const emails = new Map<string, string[]>();
  for (const contact of contacts) {
    emails.set(contact.operator_id, [...(emails.get(contact.operator_id) ?? []), contact.email]);
  }
  const named = operators.map((operator) => ({
    id: operator.id,
    operator,
    label: operatorLabel(operator),
    emails: emails.get(operator.id) ?? [],
  }));
  const byName = new Set(operators.map((operator) => operator.id));
  const unnamed = contactGroups(
    contacts.filter((contact) => !byName.has(contact.operator_id)),
    new Map(),
  ).map((group) => ({
    id: group.operatorId,
    operator: null,
    label: group.label,
    emails: group.contacts.map((contact) => contact.email),
  }));
  return [...named.sort(byLabel), ...unnamed];
}

const byLabel = (a: OperatorChoice, b: OperatorChoice) =>
  a.label.localeCompare(b.label, undefined, { sensitivity: 'base' });

const words = (text: string) => fold(text).split(/\s+/).filter(Boolean);

/** Whether `typed` finds `choice`: each of its words in the operator's names or emails. */
export function operatorMatches(choice: OperatorChoice, typed: string): boolean {
  const { operator, emails } = choice;
  const names = [operator?.legal_name, operator?.dba_name, operator?.designator];
  const text = fold([...names, ...emails].filter(Boolean).join(' '));
  return words(typed).every((word) => text.includes(word));
}
