// What a quote sheet holds: the quotes the broker picked (named in its route, so a reload or
// a second window shows the same sheet), those still live, and each one's terms with the
// operator left out when the broker hands the sheet to the client.
import type { Rfq } from '../../../shared/api';
import { compareQuotes, type Budget, type ComparedQuote } from './compare';

export const sheetPath = (tripRequestId: string, rfqIds: readonly string[]) =>
  `/trips/${tripRequestId}/quote-sheet/${rfqIds.join(',')}`;

export const pickedIds = (param: string): string[] => param.split(',').filter(Boolean);

export interface SheetQuotes {
  /** Picked and still live, lowest first. */
  shown: ComparedQuote[];
  /** Picked but expired since (or no longer quoted): left off the sheet, and said so. */
  leftOff: number;
}

export function sheetQuotes(
  rfqs: readonly Rfq[],
  picked: readonly string[],
  budget: Budget,
  now: Date,
): SheetQuotes {
  const wanted = new Set(picked);
  const shown = compareQuotes(rfqs, budget, now).filter(
    (quote) => wanted.has(quote.rfq.id) && !quote.expired,
  );
  return { shown, leftOff: wanted.size - shown.length };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/**
 * The operator's note without who they are: any email address, and the operator's names,
 * designator, contact name and email domain (whole words, any case), each said as "the
 * operator". The note is the operator's free text, so this removes what the app knows of
 * them; it cannot know a phone number or a nickname they wrote.
 */
export function withoutOperator(
  text: string,
  rfq: Pick<Rfq, 'operator' | 'contact_name' | 'contact_email'>,
): string {
  const domain = rfq.contact_email.split('@')[1] ?? '';
  const names = [
    rfq.operator.legal_name,
    rfq.operator.dba_name,
    rfq.operator.designator,
    rfq.contact_name,
    domain,
  ]
    .filter((name): name is string => !!name && name.trim().length > 1)
    .sort((a, b) => b.length - a.length);
  let result = text.replace(EMAIL, 'the operator');
  for (const name of names) {
    result = result.replace(
      new RegExp(`(?<![\\w])${escape(name.trim())}(?![\\w])`, 'gi'),
      'the operator',
    );
  }
  return result;
}

/** `quote-sheet-trip-1042.pdf`: the name the desktop save dialog suggests. */
export const sheetFileName = (tripNumber: number) => `quote-sheet-trip-${tripNumber}.pdf`;

/** Letter where the broker's locale prints on it (the Americas' Letter countries), else A4. */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR', 'GT', 'CR']);

export function paperFor(locale: string): 'A4' | 'Letter' {
  const region = new Intl.Locale(locale).maximize().region ?? '';
  return LETTER_REGIONS.has(region) ? 'Letter' : 'A4';
}
