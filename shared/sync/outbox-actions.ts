// What the broker may do with an entry that needs attention (DESIGN: Failures): retry it,
// discard it, which restores the server's last known state of the record (a discarded
// create removes it, a discarded delete brings it back), or re-create a client that was
// deleted on the server. Each runs in one transaction that changes the outbox first.
import { makeProblem, type ClientCreateRequest } from '../api';
import { ProblemError } from '../api/problem-error';
import type { CharterDb } from '../db/database';
import type { ClientRow, OutboxRow, RfqRow } from '../db/rows';
import { inTransaction } from '../db/unit-of-work';
import { clientEntity, rfqEntity } from './entities';

export async function entryById(db: CharterDb, id: string): Promise<OutboxRow> {
  const entry = await db.outbox.where('id').equals(id).first();
  if (!entry) throw new ProblemError(makeProblem('not_found', { detail: 'No such outbox entry' }));
  return entry;
}

function refuse(detail: string): never {
  throw new ProblemError(makeProblem('conflict', { detail }));
}

/** Entries that cannot go without `entry`: on what it created, or waiting for it. */
async function dependants(db: CharterDb, entry: OutboxRow): Promise<OutboxRow[]> {
  const entities = new Set(
    entry.created_ids.map((id) =>
      entry.operation_id === 'createClient' ? clientEntity(id) : rfqEntity(id),
    ),
  );
  return db.outbox
    .filter(
      (other) =>
        other.seq !== entry.seq && (entities.has(other.entity) || other.depends_on === entry.seq),
    )
    .toArray();
}

/** The thread counters of an RFQ as its stored messages say. */
async function recountThread(db: CharterDb, rfq: RfqRow): Promise<void> {
  const messages = await db.messages.where('rfq_id').equals(rfq.id).sortBy('at');
  const last = messages.at(-1);
  await db.rfqs.put({
    ...rfq,
    message_count: messages.length,
    last_message_at: last?.at ?? null,
    last_message_author: last?.author ?? null,
  });
}

/** Puts back the server values a PATCH replaced, or hands them to a later PATCH of the field. */
async function undoPatch(db: CharterDb, entry: OutboxRow): Promise<void> {
  const later = (await db.outbox.where('entity').equals(entry.entity).toArray()).filter(
    (other) => other.seq > entry.seq && other.operation_id === 'updateClient',
  );
  const restore: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(entry.base ?? {})) {
    const next = later.find((other) => field in (other.body as object));
    // That later change still goes; what it replaced is now the server's value.
    if (next) next.base = { ...next.base, [field]: value };
    else restore[field] = value;
  }
  if (later.length > 0) await db.outbox.bulkPut(later);
  const row = await db.clients.get(entry.target_id!);
  if (row && Object.keys(restore).length > 0) await db.clients.put({ ...row, ...restore });
}

async function undo(db: CharterDb, entry: OutboxRow): Promise<void> {
  const base = entry.base as Record<string, unknown> | null;
  switch (entry.operation_id) {
    case 'createClient':
      await db.clients.bulkDelete(entry.created_ids);
      return;
    case 'updateClient':
      return undoPatch(db, entry);
    case 'deleteClient': {
      const { row, trip_request_ids: tripIds } = base as {
        row: ClientRow;
        trip_request_ids: string[];
      };
      await db.clients.put(row);
      await db.trip_requests.where('id').anyOf(tripIds).modify({ client_id: row.id });
      return;
    }
    case 'createRfqBatch':
      await db.messages.where('rfq_id').anyOf(entry.created_ids).delete();
      await db.rfqs.bulkDelete(entry.created_ids);
      return;
    case 'createRfqMessage': {
      await db.messages.bulkDelete(entry.created_ids);
      const rfq = await db.rfqs.get(entry.target_id!);
      if (rfq) await recountThread(db, rfq);
      return;
    }
    case 'withdrawRfq': {
      const rfq = await db.rfqs.get(entry.target_id!);
      if (rfq) await db.rfqs.put({ ...rfq, status: base!.status as RfqRow['status'] });
      return;
    }
    default:
      throw new Error(`${entry.operation_id} is not a write`);
  }
}

/**
 * Drops the entry (and what cannot go without it) and restores the server's last known
 * state of what it changed. An entry being sent cannot be discarded: its outcome is unknown.
 */
export function discardEntry(db: CharterDb, id: string): Promise<OutboxRow[]> {
  return inTransaction(db, 'rw', db.tables, async (db) => {
    const entry = await entryById(db, id);
    if (entry.state === 'in_flight') refuse('This change is being sent; wait for its answer');
    const dropped = [entry, ...(await dependants(db, entry))];
    await db.outbox.bulkDelete(dropped.map((each) => each.seq));
    // Latest first, so each restores the state the one before it had changed.
    for (const each of dropped.sort((a, b) => b.seq - a.seq)) await undo(db, each);
    return dropped;
  });
}

/** A parked entry goes again at the next sync, with its key. */
export function retryEntry(db: CharterDb, id: string, nowIso: string): Promise<OutboxRow> {
  return inTransaction(db, 'rw', [db.outbox], async (db) => {
    const entry = await entryById(db, id);
    if (entry.state !== 'parked') refuse('Only a change that needs attention can be retried');
    const resumed: OutboxRow = {
      ...entry,
      state: 'pending',
      next_attempt_at: null,
      reason: null,
      problem: null,
      updated_at: nowIso,
    };
    await db.outbox.put(resumed);
    return resumed;
  });
}

/** The create request that brings `row` back on the server. */
function createBodyOf(row: ClientRow): ClientCreateRequest {
  return {
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    address: row.address && {
      line1: row.address.line1 ?? '',
      line2: row.address.line2,
      city: row.address.city ?? '',
      region: row.address.region,
      postal_code: row.address.postal_code,
      country: row.address.country ?? '',
    },
    email_consent: row.email_consent,
    sms_consent: row.sms_consent,
    notes: row.notes,
    preferences: row.preferences,
    preferred_aircraft_type_id: row.preferred_aircraft_type_id,
    preferred_category: row.preferred_category,
    tags: row.tags,
    timezone: row.timezone,
  };
}

/**
 * A client deleted on the server while the broker had changes: its parked entry becomes a
 * create of the client as the broker has it, under a new key (it will get a new server id;
 * the current one stays an alias).
 */
export function recreateClient(
  db: CharterDb,
  id: string,
  nowIso: string,
  newKey: string,
): Promise<OutboxRow> {
  return inTransaction(db, 'rw', db.tables, async (db) => {
    const entry = await entryById(db, id);
    if (entry.state !== 'parked' || entry.operation_id !== 'updateClient') {
      refuse('Only an edit of a client deleted on the server can re-create it');
    }
    const row = await db.clients.get(entry.target_id!);
    if (!row) refuse('The client is no longer here to re-create');
    const recreated: OutboxRow = {
      ...entry,
      operation_id: 'createClient',
      target_id: null,
      body: createBodyOf(row),
      base: null,
      created_ids: [row.id],
      idempotency_key: newKey,
      state: 'pending',
      attempts: 0,
      next_attempt_at: null,
      reason: null,
      problem: null,
      updated_at: nowIso,
    };
    await db.outbox.put(recreated);
    await db.remote_clients.delete(row.id);
    return recreated;
  });
}
