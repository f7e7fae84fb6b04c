// The life of an RFQ in one place (docs/decisions.md): which statuses each action may
// start from, when an RFQ has expired, and the one way its status moves. The rules list what
// is allowed, so a status added later is refused until someone decides otherwise.
import type { Rfq, RfqStatus } from '../../api';
import type { RfqRow } from '../../db/rows';
import type { ServiceDeps } from '../deps';
import { conflict, findRfq } from './rfq-rules';

export type RfqAction = 'withdraw' | 'quote' | 'decline';

/** The statuses each action may start from; an expired RFQ allows none of them. */
const ACTION_ALLOWED_FROM: Record<RfqAction, readonly RfqStatus[]> = {
  withdraw: ['sent', 'quoted'],
  // A quoted RFQ may be quoted again (a revision) or declined (the quote stays as history).
  quote: ['sent', 'quoted'],
  decline: ['sent', 'quoted'],
};

/** A declined or expired RFQ may still be talked over (the broker may ask why). */
const THREAD_OPEN_IN: readonly RfqStatus[] = ['sent', 'quoted', 'declined'];

const STATUS_REASON: Record<RfqStatus, string> = {
  sent: 'it is waiting for the operator',
  quoted: 'it was quoted',
  declined: 'the operator declined it',
  withdrawn: 'it was withdrawn',
};

type RfqState = Pick<Rfq, 'status' | 'expires_at'>;

export function isExpired(rfq: Pick<Rfq, 'expires_at'>, now: Date): boolean {
  return now.getTime() >= Date.parse(rfq.expires_at);
}

/** Why `action` is refused on `rfq` at `now`, or null when it is allowed. Pure: screens ask too. */
export function actionRefusal(rfq: RfqState, action: RfqAction, now: Date): string | null {
  if (!ACTION_ALLOWED_FROM[action].includes(rfq.status)) {
    return `Cannot ${action} this RFQ: ${STATUS_REASON[rfq.status]}`;
  }
  if (isExpired(rfq, now)) return `Cannot ${action} this RFQ: it expired at ${rfq.expires_at}`;
  return null;
}

/**
 * Why an RFQ could not be withdrawn, from its server copy, in a broker's words ("Sierra Ridge
 * had already declined"), or null while it is still open at `now`.
 */
export function whyAlreadyClosed(
  rfq: Pick<Rfq, 'status' | 'expires_at' | 'is_expired' | 'operator'>,
  now: Date,
): string | null {
  const name = rfq.operator.dba_name ?? rfq.operator.legal_name;
  if (rfq.status === 'declined') return `${name} had already declined`;
  if (rfq.status === 'withdrawn') return `The request to ${name} had already been withdrawn`;
  if (rfq.is_expired || isExpired(rfq, now)) return `The request to ${name} had already expired`;
  return null;
}

/** Why a message on `rfq` is refused, or null when the thread is open. */
export function threadRefusal(rfq: Pick<Rfq, 'status'>): string | null {
  if (THREAD_OPEN_IN.includes(rfq.status)) return null;
  return `Cannot write on this RFQ: ${STATUS_REASON[rfq.status]}`;
}

export function assertThreadOpen(rfq: RfqRow): void {
  const refusal = threadRefusal(rfq);
  if (refusal) throw conflict(refusal);
}

/**
 * Moves an RFQ (by id or link token) by `action`, after checking the action is allowed at
 * `now`; call inside a write transaction. Answers the stored row.
 */
export async function transitionRfq(
  deps: ServiceDeps,
  ref: string,
  action: RfqAction,
  now: Date,
  change: (row: RfqRow, nowIso: string) => Partial<RfqRow>,
): Promise<RfqRow> {
  const row = await findRfq(deps.db, ref);
  const refusal = actionRefusal(row, action, now);
  if (refusal) throw conflict(refusal);
  const updated: RfqRow = { ...row, ...change(row, now.toISOString()) };
  await deps.db.rfqs.put(updated);
  return updated;
}

/**
 * Operation 5. `responded_at` and the quote fields stay as they were: they date and price
 * the operator's answer, not the broker's withdrawal.
 */
export function withdrawRfq(deps: ServiceDeps, id: string, now: Date): Promise<RfqRow> {
  return transitionRfq(deps, id, 'withdraw', now, () => ({ status: 'withdrawn' }));
}
