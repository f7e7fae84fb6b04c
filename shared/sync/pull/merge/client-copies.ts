// When the remote's copy of a client last came (its detail pulled, or read back before an
// edit went): for a short while it vouches for an edit's base taken from it, so the edit goes
// without reading the client back first (../../push/fresh-base.ts).
import { z } from 'zod';
import type { CharterDb } from '../../../db/database';
import { readState, writeState } from '../../sync-state';

/** How long the remote's confirmation of a base holds. */
export const FRESH_BASE_MS = 60_000;

/** The clients whose copy came from the remote within FRESH_BASE_MS: id → epoch ms. */
const CLIENT_COPIES = 'client_copies';
const clientCopies = z.record(z.string(), z.number());

/**
 * Notes that the remote's copy of client `id` came at `nowMs`. Only copies still fresh are
 * kept, so the record stays small.
 */
export async function noteClientCopy(db: CharterDb, id: string, nowMs: number): Promise<void> {
  const copies = (await readState(db, CLIENT_COPIES, clientCopies)) ?? {};
  const fresh = Object.entries(copies).filter(([, at]) => nowMs - at < FRESH_BASE_MS);
  await writeState(db, CLIENT_COPIES, { ...Object.fromEntries(fresh), [id]: nowMs });
}

/** When the remote's copy of client `id` last came (epoch ms), if lately. */
export async function clientCopiedAt(db: CharterDb, id: string): Promise<number | null> {
  const copies = await readState(db, CLIENT_COPIES, clientCopies);
  return copies?.[id] ?? null;
}
