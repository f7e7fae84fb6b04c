// What the RFQ table shows of each RFQ: its status in a broker's words (viewed, expired),
// quotes in comparable order (lowest first), and which operators still have an open RFQ.
// The rules themselves (what expires, what may be withdrawn or quoted) are those the worker
// enforces, imported from shared/rules/rfq-states.ts: never restated here.
import type { Rfq } from '../../shared/api';
import { actionRefusal, isExpired } from '../../shared/rules/rfq-states';

export type RfqDisplayStatus = 'sent' | 'viewed' | 'quoted' | 'declined' | 'withdrawn' | 'expired';

export const STATUS_WORDS: Record<RfqDisplayStatus, string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  quoted: 'Quoted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** `is_expired` as the worker last computed it, or since then, while the screen stayed open. */
const expired = (rfq: Rfq, now: Date) => rfq.is_expired || isExpired(rfq, now);

export function displayStatus(rfq: Rfq, now: Date): RfqDisplayStatus {
  if (rfq.status === 'withdrawn' || rfq.status === 'declined') return rfq.status;
  if (expired(rfq, now)) return 'expired';
  if (rfq.status === 'quoted') return 'quoted';
  return rfq.viewed_at === null ? 'sent' : 'viewed';
}

/** A quote the broker can still take: quoted, not expired. */
export function liveQuote(rfq: Rfq, now: Date): number | null {
  return displayStatus(rfq, now) === 'quoted' ? rfq.quote_amount_cents : null;
}

/** An RFQ is open while its operator may still quote it. */
export const isOpen = (rfq: Rfq, now: Date) => actionRefusal(rfq, 'quote', now) === null;

const bySent = (a: Rfq, b: Rfq) => a.sent_at.localeCompare(b.sent_at) || a.id.localeCompare(b.id);

/** Live quotes first, lowest to highest; then every other RFQ in the order it was sent. */
export function comparableOrder(rfqs: readonly Rfq[], now: Date): Rfq[] {
  const quoted = rfqs.filter((rfq) => liveQuote(rfq, now) !== null);
  const others = rfqs.filter((rfq) => liveQuote(rfq, now) === null);
  quoted.sort((a, b) => liveQuote(a, now)! - liveQuote(b, now)! || bySent(a, b));
  return [...quoted, ...others.sort(bySent)];
}

export interface QuoteSpread {
  count: number;
  lowest: Rfq;
  highest: Rfq;
}

/** The live quotes' range, or null without any. */
export function quoteSpread(rfqs: readonly Rfq[], now: Date): QuoteSpread | null {
  const quoted = comparableOrder(rfqs, now).filter((rfq) => liveQuote(rfq, now) !== null);
  if (quoted.length === 0) return null;
  return { count: quoted.length, lowest: quoted[0]!, highest: quoted.at(-1)! };
}

/** The operators of `operatorIds` that already have an open RFQ among `rfqs`, with it. */
export function openRfqsOf(rfqs: readonly Rfq[], operatorIds: readonly string[], now: Date): Rfq[] {
  const wanted = new Set(operatorIds);
  return rfqs.filter((rfq) => wanted.has(rfq.operator.id) && isOpen(rfq, now));
}

/** The note of the request sent last, for the next to start from ('' when it had none). */
export function lastNote(rfqs: readonly Rfq[]): string {
  const last = rfqs.reduce<Rfq | null>(
    (latest, rfq) => (latest === null || bySent(rfq, latest) > 0 ? rfq : latest),
    null,
  );
  return last?.note ?? '';
}

export const OPEN_TAG = 'Open request on this trip';

/**
 * What the Request quotes dialog says of each operator already asked on this trip, by
 * operator id: an open request, else how its last request ended ("Asked before: Declined").
 */
export function askedTags(rfqs: readonly Rfq[], now: Date): ReadonlyMap<string, string> {
  const tags = new Map<string, string>();
  for (const rfq of [...rfqs].sort(bySent)) {
    const id = rfq.operator.id;
    if (tags.get(id) === OPEN_TAG) continue;
    tags.set(
      id,
      isOpen(rfq, now) ? OPEN_TAG : `Asked before: ${STATUS_WORDS[displayStatus(rfq, now)]}`,
    );
  }
  return tags;
}
