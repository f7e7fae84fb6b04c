// Records held here only, which the remote does not have: those an entry still to be sent
// makes, and RFQs withdrawn before their batch was ever sent (writes/withdraw-rfq.ts), which
// stay here, withdrawn, as the broker left them, and never reach the remote. Nothing asks the
// remote for them, and a list of the remote's that leaves them out finds nothing missing.
import { z } from 'zod';
import type { CharterDb } from '../db/database';
import { readState, writeState } from './sync-state';

const NEVER_SENT = 'rfqs_never_sent';
const neverSent = z.array(z.string());

const readNeverSent = async (db: CharterDb) => (await readState(db, NEVER_SENT, neverSent)) ?? [];

/** The RFQ `id` was taken back before it was sent: it stays here only. */
export async function markNeverSent(db: CharterDb, id: string): Promise<void> {
  const ids = await readNeverSent(db);
  if (!ids.includes(id)) await writeState(db, NEVER_SENT, [...ids, id]);
}

/** Of `ids`, those held here only: made by an entry still to be sent, or never sent. */
export async function heldHereOnly(db: CharterDb, ids: readonly string[]): Promise<Set<string>> {
  const [unsent, never] = await Promise.all([
    db.outbox.where('created_ids').anyOf(ids).toArray(),
    readNeverSent(db),
  ]);
  const wanted = new Set(ids);
  return new Set([
    ...unsent.flatMap((entry) => entry.created_ids).filter((id) => wanted.has(id)),
    ...never.filter((id) => wanted.has(id)),
  ]);
}
