// The inbox's items (schema version 8): one per operator answer (a quote or a decline) and
// one per operator message, each with the remote's time and whether it is after its thread's
// read mark. They are derived from the RFQs, the messages and the read marks (middleware.ts),
// so the Inbox and its unread count read an index instead of every message.
import { answerAt } from '../../rules/rfq-states';
import type { InboxRow, MessageRow, RfqRow } from '../rows';

export const INBOX_TABLE = 'inbox';
/** By thread (a mark moved), newest first, and the unread ones newest first. */
export const INBOX_SCHEMA = 'key, rfq_id, [at+key], [unread+at+key]';
export const UNREAD_INDEX = '[unread+at+key]';
export const NEWEST_INDEX = '[at+key]';

export const answerKey = (rfqId: string) => `answer:${rfqId}`;
export const messageKey = (messageId: string) => `message:${messageId}`;

/** What an item's key names: the RFQ answered, or the message. */
export function itemSource(key: string): { kind: 'answer' | 'message'; id: string } | null {
  const match = /^(answer|message):(.+)$/.exec(key);
  return match ? { kind: match[1] as 'answer' | 'message', id: match[2]! } : null;
}

/** After the mark, or no mark at all: not yet read. Times are stored in UTC (string order). */
export const unreadAt = (at: string, mark: string | null): 0 | 1 =>
  mark === null || at > mark ? 1 : 0;

export function answerItem(rfq: RfqRow, mark: string | null): InboxRow | null {
  const at = answerAt(rfq);
  return at === null
    ? null
    : { key: answerKey(rfq.id), rfq_id: rfq.id, at, unread: unreadAt(at, mark) };
}

export function messageItem(message: MessageRow, mark: string | null): InboxRow | null {
  if (message.author !== 'operator') return null;
  const { id, rfq_id, at } = message;
  return { key: messageKey(id), rfq_id, at, unread: unreadAt(at, mark) };
}
