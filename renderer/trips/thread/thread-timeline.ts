// A thread as the broker reads it: the messages, oldest first, among "system" lines derived
// from the RFQ's own fields (sent, opened by the operator, quoted or declined, expired,
// withdrawn); operator messages after the broker's read mark are unread.
import type { Rfq, RfqMessage } from '../../../shared/api';
import { formatMoney } from '../../ui/format';
import { displayStatus } from '../rfq-rows';

export type TimelineItem =
  | { kind: 'message'; key: string; at: string; message: RfqMessage; unread: boolean }
  | { kind: 'system'; key: string; at: string | null; text: string };

/** An operator message the broker has not had on screen before `since` (null: nothing read). */
export function isUnread(message: RfqMessage, since: string | null): boolean {
  return (
    message.author === 'operator' && (since === null || Date.parse(message.at) > Date.parse(since))
  );
}

/** The time of the newest operator message: how far the broker has read once it is shown. */
export function newestOperatorAt(messages: readonly RfqMessage[]): string | null {
  let newest: string | null = null;
  for (const message of messages) {
    if (message.author !== 'operator') continue;
    if (newest === null || Date.parse(message.at) > Date.parse(newest)) newest = message.at;
  }
  return newest;
}

function systemLines(rfq: Rfq, currency: string, now: Date): TimelineItem[] {
  const lines: TimelineItem[] = [];
  const line = (key: string, at: string | null, text: string) =>
    lines.push({ kind: 'system', key, at, text });
  const to = rfq.contact_name ? `${rfq.contact_name} <${rfq.contact_email}>` : rfq.contact_email;
  line(
    'sent',
    rfq.sent_at,
    `Request for a quote sent to ${to}${rfq.note ? `: “${rfq.note}”` : ''}`,
  );
  if (rfq.viewed_at) line('viewed', rfq.viewed_at, 'The operator opened the request');
  const quote =
    rfq.quote_amount_cents === null ? null : formatMoney(rfq.quote_amount_cents, currency);
  const note = rfq.response_note ? `: “${rfq.response_note}”` : '';
  if (rfq.status === 'quoted' && quote) line('quoted', rfq.responded_at, `Quoted ${quote}${note}`);
  if (rfq.status === 'declined') {
    const earlier = quote ? ` (after quoting ${quote})` : '';
    line('declined', rfq.responded_at, `The operator declined${earlier}${note}`);
  }
  if (displayStatus(rfq, now) === 'expired') line('expired', rfq.expires_at, 'The request expired');
  // A withdrawal has no time of its own; nothing can follow it, so it closes the thread.
  if (rfq.status === 'withdrawn') line('withdrawn', null, 'You withdrew this request');
  return lines;
}

const timeOf = (item: TimelineItem) => (item.at === null ? Infinity : Date.parse(item.at));

export function timeline(
  rfq: Rfq,
  messages: readonly RfqMessage[],
  options: { since: string | null; currency: string; now: Date },
): TimelineItem[] {
  const items: TimelineItem[] = messages.map((message) => ({
    kind: 'message',
    key: message.id,
    at: message.at,
    message,
    unread: isUnread(message, options.since),
  }));
  // Stable: messages keep their order (the list's, by time then id); a line goes before
  // messages of the same moment, which it usually caused.
  return [...systemLines(rfq, options.currency, options.now), ...items].sort(
    (a, b) => timeOf(a) - timeOf(b),
  );
}
