// An Inbox item in a broker's words: what happened and where, for its row and for the
// notification that tells of it.
import type { InboxItem } from '../../shared/rpc/local/inbox';
import { formatDate, formatMoney } from '../ui/format';

export const KIND_WORDS: Record<InboxItem['kind'], string> = {
  quote: 'Quote',
  decline: 'Declined',
  message: 'Message',
};

/**
 * "KTEB → KPBI → KTEB": each airport once where a leg starts where the last one ended, and
 * " · " between legs that do not join.
 */
export function routeWords(legs: readonly { from: string; to: string }[]): string {
  const runs: string[][] = [];
  for (const leg of legs) {
    const run = runs.at(-1);
    if (run?.at(-1) === leg.from) run.push(leg.to);
    else runs.push([leg.from, leg.to]);
  }
  return runs.map((stops) => stops.join(' → ')).join(' · ');
}

/** "Harbor Jets quoted $46,500.00", "Riviera Jet declined", "Megan Doyle (Harbor Jets)". */
export function headline(item: InboxItem): string {
  switch (item.kind) {
    case 'quote': {
      const amount =
        item.amount_cents !== null && item.trip
          ? ` ${formatMoney(item.amount_cents, item.trip.currency)}`
          : '';
      return `${item.operator_name} quoted${amount}`;
    }
    case 'decline':
      return `${item.operator_name} declined`;
    case 'message':
      return item.author_name && item.author_name !== item.operator_name
        ? `${item.author_name} (${item.operator_name})`
        : item.operator_name;
  }
}

/** "Trip #1001 · KTEB → KPBI · 20 Dec 2026 · Juniper Okafor". */
export function tripWords(item: InboxItem): string {
  const { trip } = item;
  if (!trip) return 'A trip not on this computer yet';
  return [
    `Trip #${trip.number}`,
    trip.legs.length > 0 ? routeWords(trip.legs) : null,
    trip.departs ? formatDate(trip.departs) : null,
    trip.client_name,
  ]
    .filter((part) => part !== null)
    .join(' · ');
}

/** What a notification says of one arrival. */
export function noticeOf(item: InboxItem): { title: string; body: string } {
  const text = item.text ?? (item.kind === 'message' ? 'Open the thread to read it.' : null);
  const title = item.kind === 'message' ? `Message from ${headline(item)}` : headline(item);
  return { title, body: [tripWords(item), text].filter((part) => part !== null).join('\n') };
}
