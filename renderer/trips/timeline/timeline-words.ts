// A timeline entry in the broker's words: what happened, on which operator's RFQ, in the
// trip's currency. Pure: the screen shows it, a test reads it.
import type { TimelineEntry } from '../../../shared/rpc/local/timeline';
import { formatMoney } from '../../ui/format';

export function timelineWords(entry: TimelineEntry, currency: string): string {
  switch (entry.kind) {
    case 'rfq_sent':
      return `Request for a quote sent to ${entry.operator_name} (${entry.to})`;
    case 'rfq_viewed':
      return `${entry.operator_name} opened the request`;
    case 'quoted':
      return `${entry.operator_name} quoted ${formatMoney(entry.amount_cents, currency)}`;
    case 'declined':
      return `${entry.operator_name} declined`;
    case 'withdrawn':
      return `You withdrew the request to ${entry.operator_name}`;
    case 'message':
      return entry.author === 'operator'
        ? `${entry.author_name} (${entry.operator_name}) wrote: “${entry.excerpt}”`
        : `You wrote to ${entry.operator_name}: “${entry.excerpt}”`;
    case 'proposal_made':
      return 'Proposal made';
    case 'proposal_emailed':
      return `Proposal emailed to ${entry.to}`;
  }
}
