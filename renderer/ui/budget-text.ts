// A trip request's budget in one wording wherever it shows (the trip screen, the client
// page): a range, a ceiling ("up to …"), a floor ("from …").
import type { TripRequestSummary } from '../../shared/api';
import { formatMoney } from './format';

type Budget = Pick<TripRequestSummary, 'budget_min_cents' | 'budget_cents' | 'currency'>;

/** "$40,000.00 – $55,000.00", "up to …", "from …", or null without a budget. */
export function budgetText(trip: Budget): string | null {
  const { budget_min_cents: min, budget_cents: max, currency } = trip;
  if (min !== null && max !== null && min !== max) {
    return `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
  }
  if (max !== null)
    return min === null ? `up to ${formatMoney(max, currency)}` : formatMoney(max, currency);
  return min === null ? null : `from ${formatMoney(min, currency)}`;
}
