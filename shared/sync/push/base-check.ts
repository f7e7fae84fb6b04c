// Before an edit goes from a base that may be stale (fresh-base.ts), its client is read back:
// the API has no ETag (DESIGN: Conflicts). The read is one metered GET sent in the entry's
// place, so the budget admitted it as it admits the entry; the edit itself goes at a later
// step, admitted again. The answer lands in the replica as a pulled detail does, the fields
// the edit holds kept, and the edit is compared with it through its write's own check
// (writes/): its base is confirmed and it goes, or a field changed on both sides parks it
// as a conflict for the broker. A 404 is a client deleted on the server, parked as a PATCH's.
import type { ClientDetail } from '../../api';
import type { CharterDb } from '../../db/database';
import type { OutboxRow } from '../../db/rows';
import type { Clock } from '../../encoding/clock';
import { parseUnknown } from '../../encoding/parse-unknown';
import type { HttpRequest, HttpResponse } from '../../rpc/worker-protocol';
import type { SyncDecision } from '../policy/classify';
import { requestOf } from '../pull/kinds';
import { clientDetail } from '../pull/kinds/client-detail';
import type { TargetOf } from '../pull/targets';
import { clientRowOf } from '../records';
import { applyFromRemote } from '../sync-state';
import { writeOf } from '../writes';
import { conflictReason } from '../writes/change-words';
import { baseIsFresh } from './fresh-base';

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
 * Stores what a read of the remote's `detail` at `nowMs` makes of the entry (still in flight):
 * compared by its write, it is pending again, its attempt given back (the edit did not
 * leave). In conflict, the fields only the broker changed go on, and those the server changed
 * too wait for the broker in an entry of their own after it; the entry waits whole when
 * later changes of the client wait behind it (they must keep their order). Answers why an
 * entry is parked, or null when nothing is.
 */
async function storeComparison(
  db: CharterDb,
  stored: OutboxRow,
  detail: ClientDetail,
  nowMs: number,
): Promise<string | null> {
  const check = writeOf(stored.operation_id).checkBeforeSend;
  if (!check) return null;
  const compared = check.compared(stored, clientRowOf(detail), nowMs);
  const settled = {
    attempts: stored.attempts - 1,
    next_attempt_at: null,
    problem: null,
    updated_at: new Date(nowMs).toISOString(),
  };
  const parked = (entry: OutboxRow): OutboxRow => ({
    ...entry,
    ...settled,
    state: 'parked',
    reason: conflictReason(check.conflicts(entry)),
  });
  if (check.conflicts(compared).length === 0) {
    await db.outbox.put({ ...compared, ...settled, state: 'pending', reason: null });
    return null;
  }
  const { goes, waits } = check.split(compared);
  const later = await db.outbox
    .where('entity')
    .equals(stored.entity)
    .filter((other) => other.seq > stored.seq)
    .count();
  if (!goes || later > 0) {
    const whole = parked(compared);
    await db.outbox.put(whole);
    return whole.reason;
  }
  // A body the remote may hold under the old key (sent before) goes under a new one.
  const sentBefore = settled.attempts > 0;
  const key = sentBefore ? crypto.randomUUID() : goes.idempotency_key;
  await db.outbox.put({
    ...goes,
    ...settled,
    idempotency_key: key,
    state: 'pending',
    reason: null,
  });
  const { seq: _placed, ...waiting } = parked(waits);
  await db.outbox.add({
    ...waiting,
    id: crypto.randomUUID(),
    idempotency_key: crypto.randomUUID(),
    attempts: 0,
  });
  return waiting.reason;
}

/** Lands the read's answer and compares the entry (still in flight) with it. */
async function landRead(
  deps: BaseCheckDeps,
  sent: OutboxRow,
  read: TargetOf<'client'>,
  response: HttpResponse,
) {
  const { db, clock } = deps;
  const detail = parseUnknown(clientDetail.answer, JSON.parse(response.body), 'getClient answer');
  const nowMs = clock.now().getTime();
  const nowIso = new Date(nowMs).toISOString();
  return applyFromRemote(db, `client ${detail.id}, read before an edit`, nowIso, async (db) => {
    // The outbox first: the fields the entry holds are kept when the copy merges.
    const stored = await db.outbox.get(sent.seq);
    const parkedFor = stored ? await storeComparison(db, stored, detail, nowMs) : null;
    // As a pulled detail lands: its copy noted, so an edit made from it goes unread.
    await clientDetail.merge(db, read, detail, nowIso);
    return parkedFor;
  });
}

/** The read `entry` (marked in flight) waits for, or null when its base is fresh. */
export async function readBackOf(deps: BaseCheckDeps, entry: OutboxRow): Promise<ReadBack | null> {
  const check = writeOf(entry.operation_id).checkBeforeSend;
  if (!check) return null;
  const connection = { nowMs: deps.clock.now().getTime(), connectedSince: deps.connectedSince };
  if (await baseIsFresh(deps.db, entry, check, connection)) return null;
  const read: TargetOf<'client'> = { kind: 'client', id: check.clientId(entry) };
  return {
    request: requestOf(read).request,
    async settle(response) {
      const parkedFor = await landRead(deps, entry, read, response);
      if (parkedFor === null) return { kind: 'done', reason: null };
      return { kind: 'park', reason: parkedFor, problem: null };
    },
  };
}
