// Outbox entries as the Sync screen lists them: what each change is and what a discard
// would undo, in a broker's words, with the record to open to fix it.
import type { CharterDb } from '../db/database';
import type { ClientRow, OutboxRow } from '../db/rows';
import type { OutboxEntryView } from '../rpc/local-api';

const FIELD_WORDS: Record<string, string> = {
  preferred_aircraft_type_id: 'aircraft type',
  preferred_category: 'aircraft category',
  email_consent: 'email consent',
  sms_consent: 'SMS consent',
  postal_code: 'postal code',
};

const words = (fields: string[]) =>
  fields.map((field) => FIELD_WORDS[field] ?? field.replace(/_/g, ' ')).join(', ');

function preview(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

async function describe(db: CharterDb, entry: OutboxRow) {
  const body = (entry.body ?? {}) as Record<string, unknown>;
  const target = entry.target_id ?? '';
  switch (entry.operation_id) {
    case 'createClient': {
      const name = String(body.name ?? 'a client');
      return {
        summary: `New client ${name}`,
        effect: `Removes ${name}, who was made here and never reached the server`,
        record: { kind: 'client' as const, id: entry.created_ids[0]! },
      };
    }
    case 'updateClient': {
      const name = (await db.clients.get(target))?.name ?? 'a client';
      const fields = words(Object.keys(body));
      return {
        summary: `Edit client ${name}: ${fields}`,
        effect: `Puts back the server's ${fields} of ${name}`,
        record: { kind: 'client' as const, id: target },
      };
    }
    case 'deleteClient': {
      const row = (entry.base as { row?: ClientRow } | null)?.row;
      const name = row?.name ?? 'a client';
      return {
        summary: `Delete client ${name}`,
        effect: `Brings back ${name}`,
        // The client is gone here; its id lets the detail and an Undo find this entry.
        record: { kind: 'client' as const, id: target },
      };
    }
    case 'createRfqBatch': {
      const count = entry.created_ids.length;
      const trip = await db.trip_requests.get(target);
      const plural = count === 1 ? 'operator' : 'operators';
      return {
        summary: `Request quotes from ${count} ${plural}${trip ? ` for trip ${trip.number}` : ''}`,
        effect: `Removes the ${count} request${count === 1 ? '' : 's'} for quotes and their messages`,
        record: { kind: 'trip_request' as const, id: target },
      };
    }
    case 'createRfqMessage': {
      const rfq = await db.rfqs.get(target);
      const to = rfq ? (rfq.contact_name ?? rfq.operator.legal_name) : 'an operator';
      return {
        summary: `Message to ${to}: “${preview(String(body.body ?? ''))}”`,
        effect: 'Removes your message from the thread',
        record: { kind: 'rfq' as const, id: target },
      };
    }
    default: {
      const rfq = await db.rfqs.get(target);
      const to = rfq ? rfq.operator.legal_name : 'an operator';
      return {
        summary: `Withdraw the request for quotes to ${to}`,
        effect: 'Keeps the request for quotes open',
        record: { kind: 'rfq' as const, id: target },
      };
    }
  }
}

export async function outboxEntryView(db: CharterDb, entry: OutboxRow): Promise<OutboxEntryView> {
  const { summary, effect, record } = await describe(db, entry);
  return {
    id: entry.id,
    operation_id: entry.operation_id,
    summary,
    state: entry.state,
    attempts: entry.attempts,
    next_attempt_at:
      entry.next_attempt_at === null ? null : new Date(entry.next_attempt_at).toISOString(),
    reason: entry.reason,
    problem: entry.problem,
    discard_effect: effect,
    record,
    can_recreate:
      entry.state === 'parked' &&
      entry.operation_id === 'updateClient' &&
      entry.problem?.type === 'not_found',
    created_at: entry.created_at,
  };
}
