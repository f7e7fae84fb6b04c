// Before an edit goes from a base that may be stale (fresh-base.ts), its client is read back:
// the API has no ETag (DESIGN: Conflicts). The read is one metered GET sent in the entry's
// place, so the budget admitted it as it admits the entry; the edit itself goes at a later
// step, admitted again. The answer lands in the replica as a pulled detail does, the fields
// the edit holds kept, and the edit is compared with it through its write's own check
// (writes/): its base is confirmed and it goes, or a field changed on both sides parks it
// as a conflict for the broker. A 404 is a client deleted on the server, parked as a PATCH's.
import type { ClientDetail, OperationData } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import type { Clock } from '../../encoding/clock';
import type { HttpRequest, HttpResponse } from '../../rpc/messages';
import type { SyncDecision } from '../engine/classify';
import { mergeClientDetail } from '../pull/merge-clients';
import { requestOf } from '../pull/targets';
import { clientRowOf } from '../records';
import { applyFromRemote, currentWalk } from '../sync-state';
import { responseData } from '../transport/response-data';
import { writeOf } from '../writes';
import { conflictReason } from '../writes/words';
import { baseIsFresh, noteClientCopy } from './fresh-base';

export interface BaseCheckDeps {
  db: CharterDb;
  clock: Clock;
  /** Since when the engine has reached the remote without a break (epoch ms), if it has. */
  connectedSince: number | null;
}

/** The read an entry waits for, and what a success makes of the entry. */
export interface ReadBack {
  request: HttpRequest;
  /** Lands the answer and compares: `done` when the entry may go, `park` on a conflict. */
  settle(response: HttpResponse): Promise<SyncDecision>;
}

/**
 * The entry as a read of the remote's `detail` at `nowMs` leaves it: compared by its write,
 * pending again with its attempt given back (the edit did not leave), or parked on a conflict.
 */
function afterRead(entry: OutboxRow, detail: ClientDetail, nowMs: number): OutboxRow {
  const check = writeOf(entry.operation_id).checkBeforeSend;
  if (!check) return entry;
  const compared = check.compared(entry, clientRowOf(detail), nowMs);
  const conflicts = check.conflicts(compared);
  return {
    ...compared,
    state: conflicts.length > 0 ? 'parked' : 'pending',
    attempts: entry.attempts - 1,
    next_attempt_at: null,
    reason: conflicts.length > 0 ? conflictReason(conflicts) : null,
    problem: null,
    updated_at: new Date(nowMs).toISOString(),
  };
}

/** Lands the read's answer and compares the entry (still in flight) with it. */
async function landRead(deps: BaseCheckDeps, sent: OutboxRow, response: HttpResponse) {
  const { db, clock } = deps;
  // Checked against the operation's answer schema.
  const detail = responseData('getClient', response) as OperationData<'getClient'>;
  const nowMs = clock.now().getTime();
  const nowIso = new Date(nowMs).toISOString();
  return applyFromRemote(db, `client ${detail.id}, read before an edit`, nowIso, async (db) => {
    // The outbox first: the fields the entry holds are kept when the copy merges.
    const stored = await db.outbox.get(sent.seq);
    const after = stored && afterRead(stored, detail, nowMs);
    if (after) await db.outbox.put(after);
    await mergeClientDetail(db, detail, await currentWalk(db));
    await noteClientCopy(db, detail.id, nowMs);
    return after;
  });
}

/** The read `entry` (marked in flight) waits for, or null when its base is fresh. */
export async function readBackOf(deps: BaseCheckDeps, entry: OutboxRow): Promise<ReadBack | null> {
  const check = writeOf(entry.operation_id).checkBeforeSend;
  if (!check) return null;
  const connection = { nowMs: deps.clock.now().getTime(), connectedSince: deps.connectedSince };
  if (await baseIsFresh(deps.db, entry, check, connection)) return null;
  const { request } = requestOf({ kind: 'client', id: check.clientId(entry) });
  return {
    request,
    async settle(response) {
      const after = await landRead(deps, entry, response);
      if (after?.state !== 'parked') return { kind: 'done', reason: null };
      return { kind: 'park', reason: after.reason!, problem: null };
    },
  };
}
