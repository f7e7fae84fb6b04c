// Outbox entries and sync statuses as the worker sends them, for the Sync screen's tests.
import { outboxEntryView, type OutboxEntryView } from '../../shared/rpc/local/outbox';
import { syncStatus, type SyncStatus } from '../../shared/rpc/local/sync-status';

export const CLIENT_ID = '0c000000-0000-4000-8000-000000000001';

/** A parked new client refused by the remote's 422; parsed, so it is a real answer's shape. */
export function entry(change: Partial<OutboxEntryView> = {}): OutboxEntryView {
  return outboxEntryView.parse({
    id: '7',
    operation_id: 'createClient',
    summary: 'New client Ana Lee',
    state: 'parked',
    attempts: 1,
    next_attempt_at: null,
    reason: 'The server asks to correct: address.country (Must be two uppercase letters).',
    problem: {
      type: 'validation_failed',
      title: 'Validation failed',
      status: 422,
      errors: [
        { field: 'address.country', code: 'invalid', message: 'Must be two uppercase letters' },
      ],
    },
    discard_effect: 'Removes Ana Lee, who was made here and never reached the server',
    record: { kind: 'client', id: CLIENT_ID },
    created_ids: [CLIENT_ID],
    can_recreate: false,
    conflict: null,
    refused: [],
    can_send_others: false,
    created_at: '2026-04-01T10:00:00.000Z',
    ...change,
  });
}

export function status(change: Partial<SyncStatus> = {}): SyncStatus {
  return syncStatus.parse({
    workspace: 'remote',
    remote: { url: 'https://api.example.com/', demo: false },
    online: true,
    connection: 'online',
    activity: 'idle',
    paused_reason: null,
    pending: 0,
    in_flight: 0,
    parked: 0,
    last_success_at: null,
    last_error: null,
    quota: null,
    rate: null,
    waiting_until: null,
    waiting_for: null,
    pull: {
      stage: 'steady',
      step: null,
      clients_pulled: 0,
      clients_total: null,
      clients_compared_at: null,
    },
    forecast: null,
    findings: { open: 0, open_own: 0, kept_own: 0, remote_lost: false },
    ...change,
  });
}
