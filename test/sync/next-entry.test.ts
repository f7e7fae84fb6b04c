// The order entries go in: write order per entity, after what they depend on; a parked or
// backing-off entry, or a deletion within its Undo's window, holds back its own entity only;
// the budget holds metered entries only.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OutboxRow } from '../../shared/db/rows';
import { nextEntry, type Eligibility } from '../../shared/sync/push/next-entry';
import { UNDO_WINDOW_MS } from '../../shared/rules/undo-window';
import { clientRow } from '../db/row-builders';
import { testDb } from '../support/service-harness';
import { entryFrame, type EntryFrame } from './outbox-entries';

let counter = 0;

type Used =
  'createClient' | 'updateClient' | 'deleteClient' | 'createRfqBatch' | 'createRfqMessage';
type Shaped = 'operation_id' | 'body' | 'base';

/** A body and base of each write these tests use, as stored entries hold them. */
const SHAPES: { [Op in Used]: Pick<OutboxEntry<Op>, Shaped & keyof OutboxEntry<Op>> } = {
  createClient: {
    operation_id: 'createClient',
    body: { name: 'Ana Lee', email_consent: false, sms_consent: false, tags: [], timezone: 'UTC' },
    base: null,
  },
  updateClient: { operation_id: 'updateClient', body: {}, base: {} },
  deleteClient: {
    operation_id: 'deleteClient',
    body: null,
    base: { row: clientRow('0c000000-0000-4000-8000-000000000001'), trip_request_ids: [] },
  },
  createRfqBatch: {
    operation_id: 'createRfqBatch',
    body: {
      operators: [
        { operator_id: '00000000-0000-4000-8000-000000000001', email: 'ops@example.com' },
      ],
    },
    base: null,
  },
  createRfqMessage: { operation_id: 'createRfqMessage', body: { body: 'Hello' }, base: null },
};

type Fields = Partial<EntryFrame> & Pick<OutboxRow, 'entity'> & { operation_id?: Used };

function entry({ operation_id = 'updateClient', ...fields }: Fields): OutboxRow {
  counter += 1;
  return { ...entryFrame(counter), ...fields, ...SHAPES[operation_id] };
}

const open: Eligibility = { nowMs: 1_000, meteredAllowed: true, anyAllowed: true };

async function pick(entries: OutboxRow[], can: Eligibility = open) {
  const db = testDb();
  await db.outbox.bulkAdd(entries);
  const next = await nextEntry(db, can);
  return { key: next.entry?.idempotency_key ?? null, dueAt: next.dueAt };
}

describe('the next entry', () => {
  it('is the oldest entry that may go', async () => {
    const [a, b] = [entry({ entity: 'client:a' }), entry({ entity: 'client:b' })];
    expect((await pick([a, b])).key).toBe(a.idempotency_key);
  });

  it('a parked entry holds back its entity, not an unrelated one', async () => {
    const parked = entry({ entity: 'client:a', state: 'parked' });
    const sameEntity = entry({ entity: 'client:a' });
    const other = entry({ entity: 'client:b' });
    expect((await pick([parked, sameEntity, other])).key).toBe(other.idempotency_key);
  });

  it('an entry waits for the entry it depends on, and what depends on a parked one waits', async () => {
    const batch = entry({ entity: 'trip:t', operation_id: 'createRfqBatch', state: 'parked' });
    const message = entry({
      entity: 'rfq:r',
      depends_on: batch.seq,
      operation_id: 'createRfqMessage',
    });
    expect((await pick([batch, message])).key).toBeNull();
  });

  it('backing off holds the entity until due, and tells when', async () => {
    const later = entry({ entity: 'client:a', next_attempt_at: 5_000, attempts: 1 });
    const behind = entry({ entity: 'client:a' });
    expect(await pick([later, behind])).toEqual({ key: null, dueAt: 5_000 });
    expect((await pick([later, behind], { ...open, nowMs: 5_000 })).key).toBe(
      later.idempotency_key,
    );
  });

  it('a deletion waits for its Undo’s window, from when it was made, holding its entity', async () => {
    const madeAt = Date.parse('2026-11-22T09:00:00.000Z');
    const at = (ms: number): Eligibility => ({ ...open, nowMs: madeAt + ms });
    const deletion = entry({ entity: 'client:a', operation_id: 'deleteClient' });
    const behind = entry({ entity: 'client:a' });
    const other = entry({ entity: 'client:b' });
    expect(await pick([deletion, behind, other], at(0))).toEqual({
      key: other.idempotency_key,
      dueAt: madeAt + UNDO_WINDOW_MS,
    });
    expect(await pick([deletion, behind], at(UNDO_WINDOW_MS - 1))).toEqual({
      key: null,
      dueAt: madeAt + UNDO_WINDOW_MS,
    });
    // Once the window has passed (or at a start long after it), it goes at once.
    expect((await pick([deletion, behind], at(UNDO_WINDOW_MS))).key).toBe(deletion.idempotency_key);
  });

  it('a deletion backing off after its window goes when its backoff ends', async () => {
    const retried = entry({
      entity: 'client:a',
      operation_id: 'deleteClient',
      attempts: 1,
      next_attempt_at: Date.parse('2026-11-22T10:00:00.000Z'),
    });
    expect(
      await pick([retried], { ...open, nowMs: Date.parse('2026-11-22T09:30:00.000Z') }),
    ).toEqual({ key: null, dueAt: Date.parse('2026-11-22T10:00:00.000Z') });
  });

  it('with the allowance used up, free entries (messages) still go; with the rate used up, none', async () => {
    const create = entry({ entity: 'client:a', operation_id: 'createClient' });
    const message = entry({ entity: 'rfq:r', operation_id: 'createRfqMessage' });
    expect((await pick([create, message], { ...open, meteredAllowed: false })).key).toBe(
      message.idempotency_key,
    );
    expect((await pick([create, message], { ...open, anyAllowed: false })).key).toBeNull();
  });
});
