// The outbox row is a union on its write: each entry is read back as its operation's body
// and base, and an entry as the versions before this one stored it still reads the same.
import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '../../shared/db/rows';
import { ParseError } from '../../shared/encoding/parse-unknown';
import { recreateClient } from '../../shared/sync/outbox/actions';
import { applyFromRemote } from '../../shared/sync/sync-state';
import { clientRow } from '../db/row-builders';
import { testDb } from '../support/service-harness';
import { entryFrame, type EntryFrame } from './outbox-entries';

const CLIENT = '0c000000-0000-4000-8000-000000000001';
const RFQ = '0f000000-0000-4000-8000-000000000001';
const TRIP = '0e000000-0000-4000-8000-000000000001';
const OPERATOR = '0d000000-0000-4000-8000-000000000001';

let seq = 0;
const frame = (): EntryFrame => ({ ...entryFrame((seq += 1)), target_id: CLIENT });

/** One entry of each write, as the journal of the version before this one wrote them. */
const stored = (): OutboxRow[] => [
  {
    ...frame(),
    operation_id: 'createClient',
    entity: `client:${CLIENT}`,
    target_id: null,
    created_ids: [CLIENT],
    body: { name: 'Ana Lee', email_consent: false, sms_consent: false, tags: [], timezone: 'UTC' },
    base: null,
  },
  {
    ...frame(),
    operation_id: 'updateClient',
    entity: `client:${CLIENT}`,
    body: { company: 'Lee Air', notes: null },
    base: { company: null, notes: 'Call Tuesday' },
  },
  {
    ...frame(),
    operation_id: 'deleteClient',
    entity: `client:${CLIENT}`,
    body: null,
    base: { row: clientRow(CLIENT), trip_request_ids: [TRIP] },
  },
  {
    ...frame(),
    operation_id: 'createRfqBatch',
    entity: `trip:${TRIP}`,
    target_id: TRIP,
    created_ids: [RFQ],
    body: { operators: [{ operator_id: OPERATOR, email: 'ops@example.com' }], note: null },
    base: null,
  },
  {
    ...frame(),
    operation_id: 'createRfqMessage',
    entity: `rfq:${RFQ}`,
    target_id: RFQ,
    created_ids: ['0a000000-0000-4000-8000-000000000001'],
    body: { body: 'Can you do it?' },
    base: null,
  },
  {
    ...frame(),
    operation_id: 'withdrawRfq',
    entity: `rfq:${RFQ}`,
    target_id: RFQ,
    body: null,
    base: { status: 'sent' },
  },
];

describe('outbox rows', () => {
  it('read back as stored, each as its write', async () => {
    const db = testDb();
    const rows = stored();
    await db.outbox.bulkAdd(rows);
    expect(await db.outbox.orderBy('seq').toArray()).toEqual(rows);
  });

  it("an entry whose body is not its operation's request fails where it is read", async () => {
    const db = testDb();
    const [, edit] = stored();
    await db.outbox.add({ ...edit!, body: { nmae: 'Ana' } } as never);
    const error = await db.outbox.toArray().then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ParseError);
    expect((error as Error).message).toContain('outbox row');
    expect((error as Error).message).toContain('nmae');
  });

  it("a re-created client's body reads back though a create would refuse a field", async () => {
    const db = testDb('replica');
    const [, edit] = stored();
    const parked: OutboxRow = {
      ...edit!,
      state: 'parked',
      problem: { type: 'not_found', title: 'Not found', status: 404 },
    };
    // A client the server kept without an address line, which a create requires.
    const address = {
      line1: null,
      line2: null,
      city: 'Geneva',
      region: null,
      postal_code: null,
      country: 'CH',
    };
    await applyFromRemote(db, 'test', '2026-11-22T09:00:00.000Z', async (db) => {
      await db.clients.put(clientRow(CLIENT, { address }));
      await db.outbox.add(parked);
    });
    await recreateClient(db, parked.id, '2026-11-22T10:00:00.000Z', 'k2');
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ operation_id: 'createClient', idempotency_key: 'k2' });
    expect(entry!.body).toMatchObject({ address: { line1: '', city: 'Geneva' } });
  });
});
