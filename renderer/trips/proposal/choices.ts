// The broker's choices on a proposal being made: which quoted RFQs go in, each one's margin
// (the rule's, or an amount or percentage typed as "2500" or "12%"), the aircraft and seats
// the client reads (the trip's category and passengers until the broker types the type the
// operator quoted), and the validity they set where the quote carries none.
import type { MarginOverride } from '../../../shared/rpc/local/proposal';

export interface OptionDraft {
  included: boolean;
  /** What the broker typed in Margin: empty for the rule's. */
  margin: string;
  /** A `datetime-local` value in the laptop's zone, or empty. */
  validUntil: string;
  /** The aircraft as the client reads it: "Midsize jet", or the type, "Challenger 350". */
  aircraft: string;
  /** Seats as typed: empty says none. */
  seats: string;
}

export const AIRCRAFT_MAX_LENGTH = 80;
export const SEATS_MAX = 999;

/** A new option: in or out, its aircraft and seats those the trip asks for. */
export const newDraft = (included: boolean, aircraft: string, pax: number | null): OptionDraft => ({
  included,
  margin: '',
  validUntil: '',
  aircraft,
  seats: pax === null ? '' : String(pax),
});

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

/** "4" → 4 seats, "" → none said; anything but a whole number from 1 to 999 is "bad". */
export function parseSeats(text: string): number | null | 'bad' {
  const typed = text.trim();
  if (typed === '') return null;
  if (!/^\d{1,3}$/.test(typed)) return 'bad';
  const seats = Number(typed);
  return seats >= 1 && seats <= SEATS_MAX ? seats : 'bad';
}

/** What is wrong with an option, field by field, each message naming its field. */
export interface DraftErrors {
  margin?: string;
  aircraft?: string;
  seats?: string;
}

export function draftErrors(draft: OptionDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (parseMargin(draft.margin) === 'bad') {
    errors.margin = 'Margin: an amount or a percentage, as 2500 or 12%';
  }
  const aircraft = draft.aircraft.trim();
  if (aircraft === '') errors.aircraft = 'Aircraft: name the type or the category';
  else if (aircraft.length > AIRCRAFT_MAX_LENGTH) {
    errors.aircraft = `Aircraft: at most ${AIRCRAFT_MAX_LENGTH} characters (${aircraft.length} now)`;
  }
  if (parseSeats(draft.seats) === 'bad') {
    errors.seats = `Seats: a whole number from 1 to ${SEATS_MAX}`;
  }
  return errors;
}

/** A `datetime-local` value (the laptop's zone) as an instant, or null. */
export const validityOf = (value: string): string | null =>
  value === '' ? null : new Date(value).toISOString();
