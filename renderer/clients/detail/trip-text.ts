// A trip request summary in a broker's words: its budget, each leg, its latest quote.
import type { LatestQuote, Leg, TripRequestSummary } from '../../../shared/api';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../ui/format';

/** "$40,000.00 – $55,000.00", "up to …", "from …", or null without a budget. */
export function budgetText(trip: TripRequestSummary): string | null {
  const { budget_min_cents: min, budget_cents: max, currency } = trip;
  if (min !== null && max !== null && min !== max) {
    return `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
  }
  if (max !== null)
    return min === null ? `up to ${formatMoney(max, currency)}` : formatMoney(max, currency);
  return min === null ? null : `from ${formatMoney(min, currency)}`;
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** When and with how many: "20 Apr 2026 at 09:30 (local) · 4 passengers". */
export function legWhen(leg: Leg, tripPax: number | null): string {
  const date = leg.latest_depart_date
    ? `${formatDate(leg.depart_date)} to ${formatDate(leg.latest_depart_date)}`
    : formatDate(leg.depart_date);
  const time = leg.depart_time ? ` at ${leg.depart_time.slice(0, 5)} local time` : '';
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
