// Pending and failed marks from the outbox: a batch's RFQs, messages and withdrawals; and
// the one truth each RFQ row tells of them.
import { describe, expect, it } from 'vitest';
import { rowTruth } from '../../renderer/trips/row-truth';
import { syncMarks } from '../../renderer/trips/sync-marks';
import { NOW, entryOf, rfqOf, uuidOf } from './trips-fixtures';

describe('sync marks', () => {
  it('marks what each entry makes pending, and a parked one failed with the reason', () => {
    const marks = syncMarks([
      entryOf({
        id: 'batch',
        operation_id: 'createRfqBatch',
        state: 'in_flight',
        record: { kind: 'trip_request', id: uuidOf(9000) },
        created_ids: [uuidOf(1), uuidOf(2)],
      }),
      entryOf({
        id: 'message',
        state: 'parked',
        reason: 'Refused by the server',
        problem: { type: 'conflict', title: 'Conflict', status: 409, detail: 'It was withdrawn' },
        record: { kind: 'rfq', id: uuidOf(1) },
        created_ids: [uuidOf(501)],
      }),
      entryOf({
        id: 'withdrawal',
        operation_id: 'withdrawRfq',
        record: { kind: 'rfq', id: uuidOf(2) },
      }),
    ]);
    expect(marks.created.get(uuidOf(1))).toMatchObject({ state: 'pending', reason: null });
    expect(marks.created.get(uuidOf(2))?.entry.id).toBe('batch');
    expect(marks.created.get(uuidOf(501))).toMatchObject({
      state: 'failed',
      reason: 'It was withdrawn',
    });
    expect(marks.withdrawals.get(uuidOf(2))).toMatchObject({ state: 'pending' });
    expect(marks.withdrawals.has(uuidOf(1))).toBe(false);
  });

  it('ignores entries about clients', () => {
    const marks = syncMarks([
      entryOf({ operation_id: 'createClient', created_ids: [uuidOf(1)] }),
      entryOf({ operation_id: 'updateClient', record: { kind: 'client', id: uuidOf(2) } }),
    ]);
    expect(marks.created.size + marks.withdrawals.size).toBe(0);
  });
});

describe('one truth per RFQ row', () => {
  const batch = (fields: Parameters<typeof entryOf>[0]) =>
    entryOf({
      id: 'batch',
      operation_id: 'createRfqBatch',
      record: { kind: 'trip_request', id: uuidOf(9000) },
      created_ids: [uuidOf(1), uuidOf(2)],
      ...fields,
    });
  const words = (n: number, marks: ReturnType<typeof syncMarks>, fields = {}) => {
    const truth = rowTruth(rfqOf(n, fields), marks, `Operator ${n}`, NOW);
    return [truth.words, truth.tone, truth.detail, truth.actions !== null];
  };

  it('says Not sent yet while queued, never Sent; the remote status once it landed', () => {
    const queued = syncMarks([batch({ state: 'pending' })]);
    expect(words(1, queued)).toEqual(['Not sent yet', 'pending', null, false]);
    expect(words(3, queued)).toEqual(['Sent', 'sent', null, false]);
    expect(words(3, queued, { status: 'quoted', quote_amount_cents: 100 })).toEqual([
      'Quoted',
      'quoted',
      null,
      false,
    ]);
  });

  it('says Missing on the server, not Sent, for an RFQ the remote lost', () => {
    const truth = rowTruth(rfqOf(3, {}), syncMarks([]), 'Operator 3', NOW, true);
    expect([truth.words, truth.tone, truth.actions]).toEqual([
      'Missing on the server',
      'failed',
      null,
    ]);
    expect(truth.detail).toContain('choose on the Sync screen');
  });

  it('a refused batch: Failed with the reason and Retry, or, refused on one operator, named on its row', () => {
    const refused = syncMarks([
      batch({
        state: 'parked',
        problem: { type: 'conflict', title: 'Conflict', status: 409, detail: 'Trip closed' },
      }),
    ]);
    expect(words(1, refused)).toEqual(['Failed', 'failed', 'Trip closed', true]);

    const onOne = syncMarks([
      batch({
        state: 'parked',
        refused: [
          {
            id: uuidOf(2),
            name: 'Ghost Op',
            email: 'g@x.example',
            message: 'No operator with this id',
          },
        ],
        can_send_others: true,
      }),
    ]);
    expect(words(2, onOne)).toEqual([
      'Failed',
      'failed',
      'The remote refused this operator: No operator with this id',
      false,
    ]);
    expect(words(1, onOne)).toEqual([
      'Not sent yet',
      'pending',
      'Held back: the remote refused Ghost Op in the same request',
      false,
    ]);
    expect(onOne.refusedBatches.map((entry) => entry.id)).toEqual(['batch']);
  });

  it('a withdrawal not sent yet says so instead of Withdrawn; refused, it may be retried', () => {
    const withdrawal = (state: 'pending' | 'parked') =>
      syncMarks([
        entryOf({
          operation_id: 'withdrawRfq',
          state,
          reason: 'Not found on the server',
          record: { kind: 'rfq', id: uuidOf(1) },
        }),
      ]);
    expect(words(1, withdrawal('pending'), { status: 'withdrawn' })).toEqual([
      'Withdrawal not sent yet',
      'pending',
      null,
      false,
    ]);
    expect(words(1, withdrawal('parked'), { status: 'withdrawn' })).toEqual([
      'Withdrawal failed',
      'failed',
      'Not found on the server',
      true,
    ]);
  });
});
