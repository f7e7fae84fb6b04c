// What a new round of each step of the pull plan starts with: the walk and the lists from
// their first page; the RFQs of the open trips awaiting an answer (every few hours the quiet
// ones too); the threads of the RFQs an operator may still answer.
import type { CharterDb } from '../../../db/database';
import type { RfqRow } from '../../../db/rows';
import { acceptsRfqs, actionRefusal } from '../../../rules/rfq-states';
import { heldHereOnly } from '../../local-only';
import { missingIds } from '../findings/findings-record';
import type { PullStep } from '../../../rules/pull-steps';
import type { PullPlan } from '../rounds';
import type { PullTarget } from '../targets';

/** Open trips none of whose RFQs awaits an answer are refreshed in one round this often. */
const QUIET_TRIPS_MS = 4 * 3_600_000;

/** An RFQ the operator has not answered yet and still may. */
const awaitsAnswer = (rfq: RfqRow, now: Date) =>
  rfq.status === 'sent' && actionRefusal(rfq, 'quote', now) === null;

/**
 * A round of RFQs: the open trips with an RFQ awaiting an answer, newest first; every few
 * hours the other open trips after them (a colleague's new RFQs, a late withdrawal).
 */
async function tripRound(db: CharterDb, plan: PullPlan, now: Date): Promise<PullTarget[]> {
  const [missing, history] = await Promise.all([
    missingIds(db, 'trip_request'),
    missingIds(db, 'rfq'),
  ]);
  const open = await db.trip_requests
    .filter((trip) => acceptsRfqs(trip) && !missing.has(trip.id))
    .toArray();
  // A request the remote no longer holds awaits nothing from it (db/rfq-history/).
  const awaited = new Set(
    (await db.rfqs.filter((rfq) => awaitsAnswer(rfq, now) && !history.has(rfq.id)).toArray()).map(
      (rfq) => rfq.trip_request_id,
    ),
  );
  const last = plan.finished.trip_rfqs;
  const quietDue =
    plan.first_pull !== null ||
    last === undefined ||
    Math.floor(Date.parse(last) / QUIET_TRIPS_MS) !== Math.floor(now.getTime() / QUIET_TRIPS_MS);
  return open
    .filter((trip) => quietDue || awaited.has(trip.id))
    .sort(
      (a, b) =>
        Number(awaited.has(b.id)) - Number(awaited.has(a.id)) ||
        b.created_at.localeCompare(a.created_at),
    )
    .map((trip) => ({ kind: 'trip_rfqs', id: trip.id, cursor: null }));
}

/** Open: the operator may still quote it (`sent` or `quoted`, not expired). */
async function openThreads(db: CharterDb, now: Date): Promise<PullTarget[]> {
  const open = await db.rfqs.filter((rfq) => actionRefusal(rfq, 'quote', now) === null).toArray();
  // An RFQ held here only (its batch not yet sent), or found missing on the server, has no
  // thread there.
  const [local, missing] = await Promise.all([
    heldHereOnly(
      db,
      open.map((rfq) => rfq.id),
    ),
    missingIds(db, 'rfq'),
  ]);
  return open
    .filter((rfq) => !local.has(rfq.id) && !missing.has(rfq.id))
    .sort((a, b) => b.sent_at.localeCompare(a.sent_at))
    .map((rfq) => ({ kind: 'thread', id: rfq.id, cursor: null }));
}

type Opener = (db: CharterDb, plan: PullPlan, now: Date) => Promise<PullTarget[]>;

const OPENERS: Readonly<Record<PullStep, Opener>> = {
  clients: async () => [{ kind: 'walk', cursor: null }],
  // The first pull details every client active in 90 days; later rounds look back 30.
  recent_clients: async (_db, plan) => [
    {
      kind: 'recent_clients',
      window: plan.first_pull === null ? 'last_30_days' : 'last_90_days',
      cursor: null,
    },
  ],
  trip_rfqs: tripRound,
  threads: (db, _plan, now) => openThreads(db, now),
  contacts: async () => [{ kind: 'contacts', cursor: null }],
};

/** The targets a new round of `step` starts with. */
export const openRound = (db: CharterDb, step: PullStep, plan: PullPlan, now: Date) =>
  OPENERS[step](db, plan, now);
