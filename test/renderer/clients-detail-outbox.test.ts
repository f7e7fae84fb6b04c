// A client's place in the outbox: changes waiting, a refused one, a create never sent (a
// delete then folds it away, leaving nothing to undo), and its delete while unsynced.
import { describe, expect, it } from 'vitest';
import { makeProblem } from '../../shared/api';
import type { OutboxEntryView } from '../../shared/rpc/local/outbox';
import { clientOutbox } from '../../renderer/clients/detail/client-outbox';

const entry = (over: Partial<OutboxEntryView>): OutboxEntryView => ({
  id: crypto.randomUUID(),
  operation_id: 'updateClient',
  summary: 'Edit client Ana Lee: phone',
  state: 'pending',
  attempts: 0,
  next_attempt_at: null,
  reason: null,
  problem: null,
  discard_effect: 'Puts back the server’s phone of Ana Lee',
  record: { kind: 'client', id: 'ana' },
  can_recreate: false,
  conflict: null,
  refused: [],
  can_send_others: false,
  created_ids: [],
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

describe('clientOutbox', () => {
  it('counts the client’s waiting changes and finds a refused one', () => {
    const refused = entry({
      state: 'parked',
      attempts: 1,
      problem: makeProblem('validation_failed'),
    });
    const outbox = clientOutbox(
      [entry({}), refused, entry({ record: { kind: 'client', id: 'bob' } })],
      ['ana'],
    );
    expect(outbox).toMatchObject({ waiting: 2, parked: refused, unsent: false, deletion: null });
  });

  it('knows a create never sent, but not one already tried', () => {
    const create = entry({ operation_id: 'createClient' });
    expect(clientOutbox([create], ['ana']).unsent).toBe(true);
    const tried = { ...create, state: 'in_flight' as const, attempts: 1 };
    expect(clientOutbox([tried], ['ana']).unsent).toBe(false);
  });

  it('finds the delete of a client by either of its ids', () => {
    const deletion = entry({ operation_id: 'deleteClient', record: { kind: 'client', id: 'srv' } });
    expect(clientOutbox([deletion], ['local', 'srv'])).toMatchObject({ waiting: 0, deletion });
    expect(clientOutbox([deletion], ['ana']).deletion).toBeNull();
  });
});
