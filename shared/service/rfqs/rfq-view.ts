// Stored rows → response resources. `is_expired` is derived here, at read time, from the
// service clock, so it can never drift from `expires_at`.
import type { Rfq, RfqMessage, RfqWithUrl } from '../../api';
import type { MessageRow, RfqRow } from '../../db/rows';
import { isExpired } from '../../rules/rfq-states';

export function rfqView(row: RfqRow, now: Date): Rfq {
  return {
    id: row.id,
    trip_request_id: row.trip_request_id,
    status: row.status,
    contact_email: row.contact_email,
    contact_name: row.contact_name,
    created_by: row.created_by,
    expires_at: row.expires_at,
    is_expired: isExpired(row, now),
    sent_at: row.sent_at,
    viewed_at: row.viewed_at,
    responded_at: row.responded_at,
    response_note: row.response_note,
    note: row.note,
    quote_id: row.quote_id,
    quote_amount_cents: row.quote_amount_cents,
    message_count: row.message_count,
    last_message_at: row.last_message_at,
    last_message_author: row.last_message_author,
    operator: row.operator,
  };
}

export function rfqWithUrlView(row: RfqRow, now: Date): RfqWithUrl {
  return { ...rfqView(row, now), url: row.url };
}

export function messageView(row: MessageRow): RfqMessage {
  return {
    id: row.id,
    at: row.at,
    author: row.author,
    author_name: row.author_name,
    body: row.body,
  };
}
