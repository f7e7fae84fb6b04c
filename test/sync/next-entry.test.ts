// The order entries go in: write order per entity, after what they depend on; a parked or
// backing-off entry holds back its own entity only; the budget holds metered entries only.
import { describe, expect, it } from 'vitest';
import type { OutboxEntry, OutboxRow } from '../../shared/db/rows';
import { nextEntry, type Eligibility } from '../../shared/sync/push/next-entry';
import { testDb } from '../support/service-harness';
import { entryFrame, type EntryFrame } from './outbox-entries';

let counter = 0;

type Used = 'createClient' | 'updateClient' | 'createRfqBatch' | 'createRfqMessage';
type Shaped = 'operation_id' | 'body' | 'base';

/** A body and base of each write these tests use, as stored entries hold them. */
const SHAPES: { [Op in Used]: Pick<OutboxEntry<Op>, Shaped & keyof OutboxEntry<Op>> } = {
  createClient: {
    operation_id: 'createClient',
    body: { name: 'Ana Lee', email_consent: false, sms_consent: false, tags: [], timezone: 'UTC' },
    base: null,
  },
  updateClient: { operation_id: 'updateClient', body: {}, base: {} },
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

  it('with the allowance used up, free entries (messages) still go; with the rate used up, none', async () => {
    const create = entry({ entity: 'client:a', operation_id: 'createClient' });
    const message = entry({ entity: 'rfq:r', operation_id: 'createRfqMessage' });
    expect((await pick([create, message], { ...open, meteredAllowed: false })).key).toBe(
      message.idempotency_key,
    );
    expect((await pick([create, message], { ...open, anyAllowed: false })).key).toBeNull();
  });
});
