// How long an operator's quote holds. The API gives it in one place only: the trip summary's
// `latest_quote.valid_until`, for the trip's latest quote. An RFQ's `expires_at` is when the
// *request* lapses, never the quote's validity (docs/decisions.md, "The proposal"), so every
// screen that says "Valid until" asks here, and says the request's expiry under its own name.
import type { LatestQuote, Rfq } from '../api';

/** The validity of `rfq`'s quote, when the trip's `latest` quote is that quote; else null. */
export function ownQuoteValidity(
  latest: Pick<LatestQuote, 'id' | 'valid_until'> | null | undefined,
  rfq: Pick<Rfq, 'quote_id'>,
): string | null {
  if (!latest || rfq.quote_id === null || latest.id !== rfq.quote_id) return null;
  return latest.valid_until;
}

/** A quote has expired from the instant its validity ends; one with none stated never does. */
export function quoteExpired(validUntil: string | null, now: Date): boolean {
  return validUntil !== null && now.getTime() >= Date.parse(validUntil);
}
