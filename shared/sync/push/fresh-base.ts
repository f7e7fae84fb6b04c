// Whether an edit's base is known to be the server's value now, so it may go without reading
// its record back first (docs/decisions.md, Conflicts): the remote confirmed it less than a
// minute ago (a read of this entry, or a copy of the client the edit was then made from),
// and the remote has been reached without a break since. A base queued offline, kept
// through a restart, or older than a minute is read back first.
import { z } from 'zod';
import type { CharterDb } from '../../db/database';
import type { WriteOperationId } from '../../api';
import type { OutboxEntry } from '../../db/rows';
import { readState, writeState } from '../sync-state';
import type { BaseCheck } from '../writes/behavior';

/** How long the remote's confirmation of a base holds. */
export const FRESH_BASE_MS = 60_000;

/** The clients whose copy came from the remote within FRESH_BASE_MS: id → epoch ms. */
const CLIENT_COPIES = 'client_copies';
const clientCopies = z.record(z.string(), z.number());

/**
 * Notes that the remote's copy of client `id` came at `nowMs` (its detail pulled, or read
 * back before an edit went). Only copies still fresh are kept, so the record stays small.
 */
export async function noteClientCopy(db: CharterDb, id: string, nowMs: number): Promise<void> {
  const copies = (await readState(db, CLIENT_COPIES, clientCopies)) ?? {};
  const fresh = Object.entries(copies).filter(([, at]) => nowMs - at < FRESH_BASE_MS);
  await writeState(db, CLIENT_COPIES, { ...Object.fromEntries(fresh), [id]: nowMs });
}

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
  const copies = await readState(db, CLIENT_COPIES, clientCopies);
  const copiedAt = copies?.[check.clientId(entry)] ?? null;
  // A copy vouches only for a base taken from it: an edit made after it came.
  return fresh(copiedAt) && copiedAt <= Date.parse(entry.created_at);
}
