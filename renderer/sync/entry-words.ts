// An outbox entry in a broker's words: where it stands, what the remote refused and which
// fields to fix, and what the broker can do about it. Pure, so it is unit-tested.
import type { OutboxEntryView } from '../../shared/rpc/local/outbox';
import { formatNumber, formatRelative } from '../ui/format';
import { fieldLabel } from '../ui/field-labels';

export interface FieldFault {
  field: string;
  label: string;
  message: string;
}

export interface EntryProblem {
  /** One sentence: why it waits for the broker. */
  headline: string;
  /** What the list of faults holds: fields to correct, or operators the remote refused. */
  listName: string;
  /** The fields the remote named, by the form's labels (or the operators it refused). */
  faults: FieldFault[];
}

/** A batch refused on some of its operators: them, and no field to correct. */
function refusedOperators(entry: OutboxEntryView): EntryProblem {
  const count = entry.refused.length;
  const them = count === 1 ? 'an operator' : `${formatNumber(count)} operators`;
  return {
    headline: entry.can_send_others
      ? `The server refused ${them} of this request. Send it to the others without ${count === 1 ? 'it' : 'them'}, or discard it:`
      : `The server refused every operator of this request. Discard it:`,
    listName: 'Operators the server refused',
    faults: entry.refused.map((part) => ({
      field: part.id,
      label: `${part.name} (${part.email})`,
      message: part.message,
    })),
  };
}

/**
 * The remote's refusal. A 422 names its fields, so the sentence does not repeat them (the
 * worker's `reason` spells them as API paths); anything else keeps the worker's reason. A
 * batch's refused operators are named as operators: there is nothing to correct.
 */
export function entryProblem(entry: OutboxEntryView): EntryProblem | null {
  if (entry.state !== 'parked') return null;
  if (entry.refused.length > 0) return refusedOperators(entry);
  const errors = entry.problem?.errors ?? [];
  if (errors.length > 0) {
    return {
      headline:
        errors.length === 1
          ? 'The server refused this change. Correct this field, then it goes again:'
          : 'The server refused this change. Correct these fields, then it goes again:',
      listName: 'Fields to correct',
      faults: errors.map((error) => ({
        field: error.field,
        label: fieldLabel(error.field),
        message: error.message,
      })),
    };
  }
  const why =
    entry.reason ?? entry.problem?.detail ?? entry.problem?.title ?? 'The server refused it.';
  return { headline: why, listName: 'Fields to correct', faults: [] };
}

/**
 * "3 minutes ago" for a moment already past. The screen's clock moves every half minute, so
 * a moment just written may be ahead of it: that is "now", never "in 5 seconds".
 */
export function ago(iso: string, nowMs: number): string {
  return formatRelative(iso, Math.max(nowMs, Date.parse(iso)));
}

/** Where a change stands: "Needs your attention", "Sending", "Next try in 2 minutes". */
export function entryState(entry: OutboxEntryView, nowMs: number): string {
  if (entry.state === 'parked') return 'Needs your attention';
  if (entry.state === 'in_flight') return 'Sending';
  const tried =
    entry.attempts === 0
      ? ''
      : ` · tried ${formatNumber(entry.attempts)} ${entry.attempts === 1 ? 'time' : 'times'}`;
  if (entry.next_attempt_at && Date.parse(entry.next_attempt_at) > nowMs) {
    return `Next try ${formatRelative(entry.next_attempt_at, nowMs)}${tried}`;
  }
  return `Waiting to send${tried}`;
}

export type EntryAction = 'edit' | 'retry' | 'recreate' | 'send-others' | 'discard';

/** What the broker may do now; the worker refuses the rest (an entry being sent, above all). */
export function entryActions(entry: OutboxEntryView): EntryAction[] {
  if (entry.state === 'in_flight') return [];
  if (entry.state === 'pending') return ['discard'];
  // Refused on some operators: sent again as it is, it would be refused again.
  if (entry.refused.length > 0)
    return entry.can_send_others ? ['send-others', 'discard'] : ['discard'];
  const actions: EntryAction[] = [];
  // A client's fields are fixed in its form; the fix resumes the entry by itself. A deleted
  // client is re-created instead, and an RFQ or a message has no form to fix it in.
  if (entry.record?.kind === 'client' && !entry.can_recreate) actions.push('edit');
  if (entry.can_recreate) actions.push('recreate');
  actions.push('retry', 'discard');
  return actions;
}

/** Where Edit goes: the record's form, when the app has one. */
export function editPath(entry: OutboxEntryView): string | null {
  return entry.record?.kind === 'client' ? `/clients/${entry.record.id}/edit` : null;
}

/**
 * Entries needing attention first, each group in write order: changes the server made too
 * (the broker chooses what to keep), then the rest of the parked ones, then those waiting.
 */
export function attentionFirst(entries: readonly OutboxEntryView[]): {
  conflicts: OutboxEntryView[];
  parked: OutboxEntryView[];
  waiting: OutboxEntryView[];
} {
  const parked = entries.filter((entry) => entry.state === 'parked');
  return {
    conflicts: parked.filter((entry) => entry.conflict !== null),
    parked: parked.filter((entry) => entry.conflict === null),
    waiting: entries.filter((entry) => entry.state !== 'parked'),
  };
}
