// Whether an edit's base is known to be the server's value now, so it may go without reading
// its record back first (docs/decisions.md, Conflicts): the remote confirmed it less than a
// minute ago (a read of this entry, or a copy of the client the edit was then made from,
// ../pull/merge/client-copies.ts), and the remote has been reached without a break since. A
// base queued offline, kept through a restart, or older than a minute is read back first.
import type { CharterDb } from '../../db/database';
import type { WriteOperationId } from '../../api';
import type { OutboxEntry } from '../../db/rows';
import { clientCopiedAt, FRESH_BASE_MS } from '../pull/merge/client-copies';
import type { BaseCheck } from '../writes/behavior';

export interface Connection {
  nowMs: number;
  /** Since when the engine has reached the remote without a break (epoch ms); null: it has not. */
  connectedSince: number | null;
}

export async function baseIsFresh<Op extends WriteOperationId>(
  db: CharterDb,
  entry: OutboxEntry<Op>,
  check: BaseCheck<Op>,
  { nowMs, connectedSince }: Connection,
): Promise<boolean> {
  if (connectedSince === null) return false;
  const fresh = (at: number | null): at is number =>
    at !== null && at >= connectedSince && nowMs - at <= FRESH_BASE_MS;
  if (fresh(check.checkedAt(entry))) return true;
  const copiedAt = await clientCopiedAt(db, check.clientId(entry));
  // A copy vouches only for a base taken from it: an edit made after it came.
  return fresh(copiedAt) && copiedAt <= Date.parse(entry.created_at);
}
