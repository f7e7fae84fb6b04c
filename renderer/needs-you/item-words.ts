// Needs you's words for each item, as a broker says them: what is wrong, then the trip.
import type { NeedsYouItem, NeedsYouRule } from '../../shared/rpc/local/needs-you';
import { formatDate, formatDateTime, formatMoney } from '../ui/format';

/** Each rule's heading, in the screen's order. */
export const RULE_TITLES: Record<NeedsYouRule, string> = {
  lapsing: 'Requests lapsing without a quote',
  unopened: 'Operators who have not opened the request',
  unshown: 'Quotes the client has not seen',
  validity: 'Quotes about to run out',
  departing: 'Trips departing soon with nothing booked',
  unanswered: 'Operator messages waiting for an answer',
};

const amountOf = (item: NeedsYouItem) =>
  item.amount_cents === null ? 'a quote' : formatMoney(item.amount_cents, item.currency);

/** The item's first line: what needs the broker. */
export function itemSummary(item: NeedsYouItem): string {
  const operator = item.operator_name ?? 'The operator';
  switch (item.rule) {
    case 'lapsing':
      return `The request to ${operator} lapses ${formatDateTime(item.at)} with no quote`;
    case 'unopened':
      return `${operator} has not opened the request sent ${formatDateTime(item.at)}`;
    case 'unshown':
      return `${operator} quoted ${amountOf(item)}: no proposal has shown it yet`;
    case 'validity':
      return `The quote of ${amountOf(item)} is valid until ${formatDateTime(item.at)}`;
    case 'departing':
      return `Departs ${formatDate(item.at.slice(0, 10))}, ${item.facts.includes('no quote') ? 'with no quote yet' : 'not booked yet'}`;
    case 'unanswered':
      return `${operator} wrote ${formatDateTime(item.at)} and waits for your answer`;
  }
}

/** The item's second line: the trip it is about. */
export function tripLine(item: NeedsYouItem): string {
  return [
    item.trip_number === null ? 'Trip not copied here' : `Trip #${item.trip_number}`,
    item.client_name,
    item.route || null,
    item.departs === null ? null : `departs ${formatDate(item.departs)}`,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}
