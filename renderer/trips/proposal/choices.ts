// The broker's choices on a proposal being made: which quoted RFQs go in, each one's margin
// (the rule's, or an amount or percentage typed as "2500" or "12%") and the validity they set
// where the quote carries none.
import type { MarginOverride } from '../../../shared/rpc/local/proposal';

export interface OptionDraft {
  included: boolean;
  /** What the broker typed in Margin: empty for the rule's. */
  margin: string;
  /** A `datetime-local` value in the laptop's zone, or empty. */
  validUntil: string;
}

export const NEW_DRAFT: OptionDraft = { included: true, margin: '', validUntil: '' };

/** "12%" → 12 percent, "2500" or "2,500.50" → that amount in cents, "" → the rule; else "bad". */
export function parseMargin(text: string): MarginOverride | null | 'bad' {
  const typed = text.replace(/[\s,]/g, '');
  if (typed === '') return null;
  const percent = /^(\d{1,3}(?:\.\d{1,2})?)%$/.exec(typed);
  if (percent) {
    const value = Number(percent[1]);
    return value <= 100 ? { kind: 'percent', percent: value } : 'bad';
  }
  const amount = /^\d{1,10}(?:\.\d{1,2})?$/.exec(typed);
  if (!amount) return 'bad';
  const [units, cents = ''] = typed.split('.');
  return { kind: 'amount', cents: Number(units) * 100 + Number(cents.padEnd(2, '0')) };
}

/** A `datetime-local` value (the laptop's zone) as an instant, or null. */
export const validityOf = (value: string): string | null =>
  value === '' ? null : new Date(value).toISOString();
