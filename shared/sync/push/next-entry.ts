// Which outbox entry goes next (DESIGN: Order). Entries go in write order, one entity at a
// time: an entity's later entries wait behind its earlier ones, an entry waits for the
// entry that created what it acts on, and a parked entry holds back only its own entity and
// what depends on it, never an unrelated one.
import { operationById } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';

export interface Eligibility {
  nowMs: number;
  /** Whether an entry of a metered operation may be sent now (the budget's admission). */
  meteredAllowed: boolean;
  /** Whether any call may be sent now (the per-minute rate counts free calls too). */
  anyAllowed: boolean;
}

export interface NextEntry {
  /** The entry to send now, if any. */
  entry: OutboxRow | null;
  /** The earliest time a waiting entry becomes due (backoff), for the engine's timer. */
  dueAt: number | null;
}

/**
 * Walks the outbox in write order and stops at the first entry that may go now. Earlier
 * entries still in the outbox are unfinished, so an entry waiting on one of them is held.
 */
export async function nextEntry(db: CharterDb, can: Eligibility): Promise<NextEntry> {
  const unfinished = new Set<number>();
  const heldEntities = new Set<string>();
  let dueAt: number | null = null;
  let chosen: OutboxRow | null = null;
  if (!can.anyAllowed) return { entry: null, dueAt };
  await db.outbox
    .orderBy('seq')
    .until(() => chosen !== null)
    .each((entry) => {
      const waiting =
        heldEntities.has(entry.entity) ||
        (entry.depends_on !== null && unfinished.has(entry.depends_on));
      const backingOff = entry.next_attempt_at !== null && entry.next_attempt_at > can.nowMs;
      const budgetHolds = operationById(entry.operation_id).metered && !can.meteredAllowed;
      unfinished.add(entry.seq);
      if (!waiting && backingOff && entry.state !== 'parked') {
        dueAt = Math.min(dueAt ?? Infinity, entry.next_attempt_at!);
      }
      if (waiting || backingOff || budgetHolds || entry.state === 'parked') {
        heldEntities.add(entry.entity);
        return;
      }
      chosen = entry;
    });
  return { entry: chosen, dueAt };
}
