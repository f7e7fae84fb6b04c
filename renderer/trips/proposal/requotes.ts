// A proposal being made never reprices an option without a word: the quote each option was
// first seen with is kept while the broker composes, and an option whose quote changed since
// (a new quote from the operator: another quote id or amount) says so above its row, with the
// amount it had and the one its price now uses; one whose quote no longer stands (expired,
// declined, withdrawn) is said gone rather than dropped unseen.
import type { ComparedQuote } from '../quotes/compare';

/** The quote an option was first seen with, by RFQ id. */
export interface SeenQuote {
  operator: string;
  quoteId: string | null;
  amountCents: number;
}
export type SeenQuotes = ReadonlyMap<string, SeenQuote>;

export interface Requote {
  operator: string;
  wasCents: number;
  nowCents: number;
}

/** `seen` with each quote not seen before added; `seen` itself when every one was. */
export function seenWith(seen: SeenQuotes, quotes: readonly ComparedQuote[]): SeenQuotes {
  const unseen = quotes.filter(({ rfq }) => !seen.has(rfq.id));
  if (unseen.length === 0) return seen;
  const next = new Map(seen);
  for (const { rfq, operator, amountCents } of unseen) {
    next.set(rfq.id, { operator, quoteId: rfq.quote_id, amountCents });
  }
  return next;
}

/** The options whose quote is not the one first seen, by RFQ id. */
export function requotesOf(
  seen: SeenQuotes,
  quotes: readonly ComparedQuote[],
): Map<string, Requote> {
  const requotes = new Map<string, Requote>();
  for (const { rfq, operator, amountCents } of quotes) {
    const first = seen.get(rfq.id);
    if (!first || (first.quoteId === rfq.quote_id && first.amountCents === amountCents)) continue;
    requotes.set(rfq.id, { operator, wasCents: first.amountCents, nowCents: amountCents });
  }
  return requotes;
}

/** "Harbor Jets quoted again: €61,000.00, was €58,000.00 — the price below uses the new quote." */
export function requoteNotice(requote: Requote, money: (cents: number) => string): string {
  return (
    `${requote.operator} quoted again: ${money(requote.nowCents)}, ` +
    `was ${money(requote.wasCents)} — the price below uses the new quote.`
  );
}

/** The operators whose quote was seen here and no longer stands, as the broker reads them. */
export function goneQuotes(seen: SeenQuotes, quotes: readonly ComparedQuote[]): string[] {
  const standing = new Set(quotes.map(({ rfq }) => rfq.id));
  return [...seen].flatMap(([rfqId, first]) => (standing.has(rfqId) ? [] : [first.operator]));
}

/** "Harbor Jets's quote no longer stands (…): it is out of the proposal." */
export const goneNotice = (operators: readonly string[]): string =>
  `${operators.length === 1 ? 'The quote' : 'The quotes'} of ${operators.join(', ')} ` +
  `no longer ${operators.length === 1 ? 'stands' : 'stand'} (expired, declined or withdrawn): ` +
  `out of the proposal.`;
