// Which outbox entry goes next (DESIGN: Order). Entries go in write order, one entity at a
// time: an entity's later entries wait behind its earlier ones, an entry waits for the
// entry that created what it acts on, and a parked entry holds back only its own entity and
// what depends on it, never an unrelated one. An entry goes once its backoff and its write's
// hold (an Undo's window, writes/) are over.
import { operationById } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import { writeOf } from '../writes';

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
  /**
   * The earliest time an entry waiting for its time (a backoff, an Undo's window) becomes
   * due, for the engine's timer.
   */
  dueAt: number | null;
}

/** The earliest time `entry` may go: after its backoff and its write's hold. */
function goesAt(entry: OutboxRow): number {
  const hold = writeOf(entry.operation_id).holdFor;
  const heldUntil = hold === undefined ? 0 : Date.parse(entry.created_at) + hold;
  return Math.max(entry.next_attempt_at ?? 0, heldUntil);
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
      const at = goesAt(entry);
      const notYet = at > can.nowMs;
      const budgetHolds = operationById(entry.operation_id).metered && !can.meteredAllowed;
      unfinished.add(entry.seq);
      if (!waiting && notYet && entry.state !== 'parked') dueAt = Math.min(dueAt ?? Infinity, at);
      if (waiting || notYet || budgetHolds || entry.state === 'parked') {
        heldEntities.add(entry.entity);
        return;
      }
      chosen = entry;
    });
  return { entry: chosen, dueAt };
}
