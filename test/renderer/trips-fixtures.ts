// RFQs, messages and outbox entries as the worker answers them, for the trip and thread
// screens' pure logic.
import type { Rfq, RfqMessage } from '../../shared/api';
import type { OutboxEntryView } from '../../shared/rpc/local/outbox';

export const NOW = new Date('2026-11-22T12:00:00.000Z');
const HOUR = 3_600_000;

export const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** An RFQ sent `hoursAgo` before NOW to operator `n`, valid 72 hours. */
export function rfqOf(n: number, fields: Partial<Rfq> = {}, hoursAgo = 1): Rfq {
  const sent = NOW.getTime() - hoursAgo * HOUR;
  return {
    id: uuidOf(n),
    trip_request_id: uuidOf(9000),
    status: 'sent',
    contact_email: `dispatch${n}@operator.example`,
    contact_name: `Dispatch ${n}`,
    created_by: null,
    expires_at: new Date(sent + 72 * HOUR).toISOString(),
    is_expired: false,
    sent_at: new Date(sent).toISOString(),
    viewed_at: null,
    responded_at: null,
    response_note: null,
    note: null,
    quote_id: null,
    quote_amount_cents: null,
    message_count: 0,
    last_message_at: null,
    last_message_author: null,
    operator: {
      id: uuidOf(100 + n),
      designator: `OP${n}`,
      legal_name: `Operator ${n} LLC`,
      dba_name: null,
    },
    ...fields,
  };
}

export function messageOf(n: number, author: RfqMessage['author'], at: string): RfqMessage {
  return { id: uuidOf(500 + n), at, author, author_name: author, body: `Message ${n}` };
}

export function entryOf(fields: Partial<OutboxEntryView>): OutboxEntryView {
  return {
    id: uuidOf(700),
    operation_id: 'createRfqMessage',
    summary: 'Message',
    state: 'pending',
    attempts: 0,
    next_attempt_at: null,
    reason: null,
    problem: null,
    discard_effect: 'Removes your message from the thread',
    record: null,
    can_recreate: false,
    conflict: null,
    refused: [],
    can_send_others: false,
    created_ids: [],
    created_at: NOW.toISOString(),
    ...fields,
  };
}

/** Operator `n`'s quote of `cents`, sent `hoursAgo` before NOW and answered at NOW. */
export const quotedOf = (n: number, cents: number, hoursAgo = 1): Rfq =>
  rfqOf(
    n,
    { status: 'quoted', quote_amount_cents: cents, responded_at: NOW.toISOString() },
    hoursAgo,
  );
