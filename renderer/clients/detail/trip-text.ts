// A trip request summary in a broker's words: each leg, its latest quote (the
// summary's, or a newer one an operator gave on an RFQ this computer knows).
import type { LatestQuote, Leg, Rfq, TripRequestSummary } from '../../../shared/api';
import { legDeparture } from '../../../shared/time/zoned';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../ui/format';

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** When and with how many: "20 Apr 2026 at 09:30 EDT · 4 passengers" (the airport's zone). */
export function legWhen(leg: Leg, tripPax: number | null): string {
  const date = leg.latest_depart_date
    ? `${formatDate(leg.depart_date)} to ${formatDate(leg.latest_depart_date)}`
    : formatDate(leg.depart_date);
  const departure = legDeparture(leg);
  const time = departure.time
    ? ` at ${departure.time} ${departure.abbreviation ?? departure.zone}`
    : '';
  const pax = leg.pax ?? tripPax;
  return pax === null
    ? `${date}${time}`
    : `${date}${time} · ${plural(pax, 'passenger', 'passengers')}`;
}

/** "$48,000.00 from Harbor Jets · sent · valid until 24 Apr 2026, 12:00" (or "expired"). */
export function quoteText(quote: LatestQuote): string {
  const parts = [
    `${formatMoney(quote.amount_cents, quote.currency)}${quote.operator_name ? ` from ${quote.operator_name}` : ''}`,
    quote.status.replace(/_/g, ' '),
  ];
  if (quote.is_expired) parts.push('expired');
  else if (quote.valid_until) parts.push(`valid until ${formatDateTime(quote.valid_until)}`);
  return parts.join(' · ');
}

export const quoteCount = (count: number) => plural(count, 'quote', 'quotes');

/** An operator's quote on an RFQ, as a trip summary's latest quote reads. */
function quoteOfRfq(rfq: Rfq, responded: string, cents: number, currency: string): LatestQuote {
  return {
    id: rfq.quote_id ?? rfq.id,
    status: rfq.status,
    amount_cents: cents,
    currency,
    operator_name: rfq.operator.dba_name ?? rfq.operator.legal_name,
    sent_at: responded,
    // The API says how long a quote holds only on the trip's latest quote: not known here.
    valid_until: null,
    is_expired: rfq.is_expired,
  };
}

const timeOf = (iso: string | null) => (iso === null ? -Infinity : Date.parse(iso));

/**
 * The trip's latest quote (docs/decisions.md): the newest an operator gave on an RFQ known
 * here (quoted, by when it came), unless the summary's own is as new; and how many quotes.
 */
export function latestQuoteOf(
  trip: Pick<TripRequestSummary, 'latest_quote' | 'quote_count' | 'currency'>,
  rfqs: readonly Rfq[],
): { quote: LatestQuote | null; count: number } {
  let newest: LatestQuote | null = null;
  let quoted = 0;
  for (const rfq of rfqs) {
    const { responded_at: at, quote_amount_cents: cents } = rfq;
    if (rfq.status !== 'quoted' || at === null || cents === null) continue;
    quoted += 1;
    if (!newest || timeOf(at) > timeOf(newest.sent_at)) {
      newest = quoteOfRfq(rfq, at, cents, trip.currency);
    }
  }
  const summary = trip.latest_quote;
  const quote =
    newest && (!summary || timeOf(newest.sent_at) > timeOf(summary.sent_at)) ? newest : summary;
  return { quote, count: Math.max(trip.quote_count, quoted) };
}

/** Where no quote is known: "None yet", unless the trip says it was quoted elsewhere. */
export const noQuoteText = (trip: Pick<TripRequestSummary, 'status'>) =>
  trip.status === 'open' || trip.status === 'declined' || trip.status === 'cancelled'
    ? 'None yet'
    : 'None known here';
