// Outbox entries stored by hand in tests: the frame every entry has, whatever its write.
import type { OutboxRow } from '../../shared/db/rows';

/** All of an entry but what its write decides (operation, entity, body, base). */
export type EntryFrame = Omit<OutboxRow, 'operation_id' | 'entity' | 'body' | 'base'>;

/** A pending entry of number `seq`, never sent, with its own id and key. */
export function entryFrame(seq: number): EntryFrame {
  return {
    seq,
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    target_id: null,
    created_ids: [],
    depends_on: null,
    idempotency_key: `key-${seq}`,
    state: 'pending',
    attempts: 0,
    next_attempt_at: null,
    reason: null,
    problem: null,
    created_at: '2026-11-22T09:00:00.000Z',
    updated_at: '2026-11-22T09:00:00.000Z',
  };
}
