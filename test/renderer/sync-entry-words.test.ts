// What the Sync screen says of one outbox entry and what it lets the broker do with it.
import { describe, expect, it } from 'vitest';
import {
  ago,
  attentionFirst,
  editPath,
  entryActions,
  entryProblem,
  entryState,
} from '../../renderer/sync/entry-words';
import { formatRelative } from '../../renderer/ui/format';
import { CLIENT_ID, entry } from './sync-entries';

const NOW = Date.parse('2026-04-01T12:00:00.000Z');

/** A batch the remote refused on one of its operators; `others` when the rest may go. */
const refusedBatch = (others: boolean) =>
  entry({
    operation_id: 'createRfqBatch',
    summary: 'Request quotes from 3 operators for trip 1001',
    record: { kind: 'trip_request', id: CLIENT_ID },
    created_ids: ['rfq-1', 'rfq-2', 'rfq-3'],
    refused: [
      {
        id: 'rfq-3',
        name: 'Ghost Op',
        email: 'desk@ghost.example',
        message: 'No operator with this id',
      },
    ],
    can_send_others: others,
  });

describe('entryProblem', () => {
  it('names each field of a 422 by its label, with the remote message', () => {
    const problem = entryProblem(
      entry({
        problem: {
          type: 'validation_failed',
          title: 'Validation failed',
          status: 422,
          errors: [
            { field: 'address.country', code: 'invalid', message: 'Must be two uppercase letters' },
            { field: 'tags[3]', code: 'too_big', message: 'At most 32 characters' },
          ],
        },
      }),
    );
    expect(problem?.faults).toEqual([
      { field: 'address.country', label: 'Country', message: 'Must be two uppercase letters' },
      { field: 'tags[3]', label: 'Tags (item 4)', message: 'At most 32 characters' },
    ]);
    // The worker's reason spells API paths; the headline does not repeat them.
    expect(problem?.headline).not.toContain('address.country');
  });

  it("keeps the worker's reason when the remote named no field", () => {
    const reason = 'Deleted on the server. Re-create it with your changes, or discard them.';
    const problem = entryProblem(
      entry({
        reason,
        problem: { type: 'not_found', title: 'Not found', status: 404 },
        can_recreate: true,
      }),
    );
    expect(problem).toEqual({ headline: reason, listName: 'Fields to correct', faults: [] });
  });

  it('names the operators a batch was refused on, with nothing to correct', () => {
    const problem = entryProblem(refusedBatch(true));
    expect(problem).toEqual({
      headline:
        'The server refused an operator of this request. Send it to the others without it, or discard it:',
      listName: 'Operators the server refused',
      faults: [
        {
          field: 'rfq-3',
          label: 'Ghost Op (desk@ghost.example)',
          message: 'No operator with this id',
        },
      ],
    });
    expect(entryProblem(refusedBatch(false))?.headline).toBe(
      'The server refused every operator of this request. Discard it:',
    );
  });

  it('says nothing of a problem for an entry that is only waiting', () => {
    expect(entryProblem(entry({ state: 'pending', problem: null, reason: null }))).toBeNull();
  });
});

describe('entryState', () => {
  it('tells the next try and how often it was tried', () => {
    const next = '2026-04-01T12:03:00.000Z';
    const pending = entry({ state: 'pending', attempts: 2, next_attempt_at: next, problem: null });
    expect(entryState(pending, NOW)).toBe(`Next try ${formatRelative(next, NOW)} · tried 2 times`);
  });

  it('a due or never-tried entry is waiting to send', () => {
    const due = entry({ state: 'pending', attempts: 0, next_attempt_at: null, problem: null });
    expect(entryState(due, NOW)).toBe('Waiting to send');
    expect(entryState(entry({ state: 'in_flight' }), NOW)).toBe('Sending');
    expect(entryState(entry(), NOW)).toBe('Needs your attention');
  });
});

describe('entryActions', () => {
  it('a batch refused on some operators goes to the others or is discarded, never retried', () => {
    expect(entryActions(refusedBatch(true))).toEqual(['send-others', 'discard']);
    expect(entryActions(refusedBatch(false))).toEqual(['discard']);
  });

  it('a refused client offers its form, a retry and a discard', () => {
    expect(entryActions(entry())).toEqual(['edit', 'retry', 'discard']);
    expect(editPath(entry())).toBe(`/clients/${CLIENT_ID}/edit`);
  });

  it('a client deleted on the server offers re-creating it instead of its form', () => {
    expect(entryActions(entry({ operation_id: 'updateClient', can_recreate: true }))).toEqual([
      'recreate',
      'retry',
      'discard',
    ]);
  });

  it('an RFQ has no form to fix it in', () => {
    const rfq = entry({ operation_id: 'createRfqMessage', record: { kind: 'rfq', id: 'r1' } });
    expect(entryActions(rfq)).toEqual(['retry', 'discard']);
    expect(editPath(rfq)).toBeNull();
  });

  it('a waiting entry can be discarded, one being sent cannot be touched', () => {
    expect(entryActions(entry({ state: 'pending' }))).toEqual(['discard']);
    expect(entryActions(entry({ state: 'in_flight' }))).toEqual([]);
  });
});

it('lists entries needing attention first, each group in write order', () => {
  const conflict = {
    name: 'Ana Lee',
    fields: [{ field: 'notes', mine: 'a', theirs: 'b', keep_both: null }],
  };
  const entries = [
    entry({ id: '1', state: 'pending' }),
    entry({ id: '2' }),
    entry({ id: '3', state: 'in_flight' }),
    entry({ id: '4' }),
    entry({ id: '5', problem: null, conflict }),
  ];
  const { conflicts, parked, waiting } = attentionFirst(entries);
  expect(conflicts.map((item) => item.id)).toEqual(['5']);
  expect(parked.map((item) => item.id)).toEqual(['2', '4']);
  expect(waiting.map((item) => item.id)).toEqual(['1', '3']);
});

it('a moment ahead of the screen clock is now, never in the future', () => {
  expect(ago('2026-04-01T12:00:05.000Z', NOW)).toBe(
    formatRelative(new Date(NOW).toISOString(), NOW),
  );
  expect(ago('2026-04-01T11:57:00.000Z', NOW)).toBe(
    formatRelative('2026-04-01T11:57:00.000Z', NOW),
  );
});
