// The remote as a whole lost data: an RFQ it had is gone (the API never deletes one), or a
// walk of the client list found most of the clients known here gone or created anew. Said
// once, in words on the Sync screen and the notice; the first time, a walk of the clients
// and a round of the open trips' RFQs start at once to find what else is gone, and until the
// broker has decided, any client the remote no longer has becomes a finding instead of
// going here as a deletion made there would (server-deletions.ts).
import type { CharterDb } from '../../../db/database';
import { readFindings, writeFindings, type RemoteLoss } from './findings-record';
import { dueNow } from '../rounds';

/** Whether the remote is known to have lost data (and the broker has not decided on all). */
export async function remoteHasLost(db: CharterDb): Promise<boolean> {
  return (await readFindings(db)).remote !== null;
}

export async function remoteLost(
  db: CharterDb,
  because: RemoteLoss['because'],
  walk: RemoteLoss['walk'],
  nowIso: string,
): Promise<void> {
  const record = await readFindings(db);
  const known = record.remote;
  if (known) {
    // Found already: a walk's counts are still worth telling.
    if (walk && !known.walk) await writeFindings(db, { ...record, remote: { ...known, walk } });
    return;
  }
  await writeFindings(db, { ...record, remote: { because, found_at: nowIso, walk } });
  if (because === 'rfq_missing') await dueNow(db, ['clients', 'trip_rfqs']);
}

/** Fewer gone than this is what colleagues may delete in a day from a small book. */
const LOSS_AT_LEAST = 5;

/**
 * Whether a walk found the remote's data gone as a whole: more than half of the clients known
 * here gone or created anew, five at least (a small book's few deletions are no loss).
 */
export function walkFoundLoss(walk: NonNullable<RemoteLoss['walk']>): boolean {
  const lost = walk.missing + walk.replaced;
  return lost >= LOSS_AT_LEAST && lost * 2 > walk.known;
}
