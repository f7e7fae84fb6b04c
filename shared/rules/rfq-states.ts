// What an RFQ's status allows, in one place (docs/decisions.md): which statuses each action may
// start from, when an RFQ has expired, when its thread is open, when its operator answered,
// and which trip requests take RFQs. Pure: the worker enforces them (shared/service/rfqs/)
// and the screens ask them before offering an action. The rules list what is allowed, so a
// status added later is refused until someone decides otherwise.
import type { Rfq, RfqStatus, TripRequestStatus } from '../api';

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

/** Why `action` is refused on `rfq` at `now`, or null when it is allowed. */
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
/** The name a broker knows an RFQ's operator by: its trading name, else its legal one. */
export const operatorName = (rfq: { operator: { dba_name: string | null; legal_name: string } }) =>
  rfq.operator.dba_name ?? rfq.operator.legal_name;

export function whyAlreadyClosed(
  rfq: Pick<Rfq, 'status' | 'expires_at' | 'is_expired' | 'operator'>,
  now: Date,
): string | null {
  const name = operatorName(rfq);
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

/**
 * When the operator answered, while the RFQ still shows that answer: quoted or declined. A
 * withdrawal keeps `responded_at` (it dates the quote), but the broker ended that thread.
 */
export function answerAt(rfq: Pick<Rfq, 'status' | 'responded_at'>): string | null {
  return rfq.status === 'quoted' || rfq.status === 'declined' ? rfq.responded_at : null;
}

/** Operators are asked to quote only while the trip is still being priced. */
const ACCEPTS_RFQS: readonly TripRequestStatus[] = ['open', 'quoted'];

/** Whether a trip request is still being priced: sync pulls the RFQs of these. */
export const acceptsRfqs = (trip: { status: TripRequestStatus }): boolean =>
  ACCEPTS_RFQS.includes(trip.status);
