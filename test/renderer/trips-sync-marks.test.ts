// Pending and failed marks from the outbox: a batch's RFQs, messages and withdrawals.
import { describe, expect, it } from 'vitest';
import { syncMarks } from '../../renderer/trips/sync-marks';
import { entryOf, uuidOf } from './trips-fixtures';

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
