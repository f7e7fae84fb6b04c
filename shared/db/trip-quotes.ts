// A trip request's `quote_count` and `latest_quote`, kept by the database that is the source of
// truth for them (a remote organization, the demo data): derived from the trip's RFQs whenever
// one is quoted, declined or withdrawn, in that write's transaction. A quote stands while its
// RFQ is `quoted`: the count is the standing quotes, the latest the newest of them (docs/
// decisions.md, "The trip's quotes"). A replica keeps the remote's as pulled.
import type { CharterDb } from './database';
import { quoteExpired } from '../rules/quote-validity';
import type { RfqRow, TripRequestRow } from './rows';
import { operatorName } from '../rules/rfq-states';

type TripQuotes = Pick<TripRequestRow, 'quote_count' | 'latest_quote'>;

const standing = (rfq: RfqRow) =>
  rfq.status === 'quoted' && rfq.quote_id !== null && rfq.quote_amount_cents !== null;

/** Newest answer first; the same instant falls to the quote id, so the choice is stable. */
const newerFirst = (a: RfqRow, b: RfqRow) =>
  (b.responded_at ?? '').localeCompare(a.responded_at ?? '') ||
  b.quote_id!.localeCompare(a.quote_id!);

/**
 * The trip's quotes as its RFQs stand. `is_expired` is stored as of `now` and derived again
 * at every read (service/clients/trip-request-summary.ts).
 */
export function tripQuotesOf(
  trip: Pick<TripRequestRow, 'currency'>,
  rfqs: readonly RfqRow[],
  now: Date,
): TripQuotes {
  const quotes = rfqs.filter(standing).sort(newerFirst);
  const latest = quotes[0];
  if (!latest) return { quote_count: 0, latest_quote: null };
  const validUntil = latest.quote_valid_until ?? null;
  return {
    quote_count: quotes.length,
    latest_quote: {
      id: latest.quote_id!,
      status: latest.status,
      amount_cents: latest.quote_amount_cents!,
      currency: trip.currency,
      operator_name: operatorName(latest),
      sent_at: latest.responded_at,
      valid_until: validUntil,
      is_expired: quoteExpired(validUntil, now),
    },
  };
}

/**
 * Derives the quotes of `tripIds` again from their RFQs, in the caller's transaction (which
 * covers trip_requests and rfqs). The trip's `updated_at` stays: it dates the trip's own
 * fields, as a client's derived trip statistics leave the client's.
 */
export async function keepTripQuotes(
  db: CharterDb,
  tripIds: Iterable<string>,
  now: Date,
): Promise<void> {
  for (const tripId of new Set(tripIds)) {
    const trip = await db.trip_requests.get(tripId);
    if (!trip) continue;
    const rfqs = await db.rfqs.where('trip_request_id').equals(tripId).toArray();
    const quotes = tripQuotesOf(trip, rfqs, now);
    if (JSON.stringify(quotes) === JSON.stringify(pick(trip))) continue;
    await db.trip_requests.put({ ...trip, ...quotes });
  }
}

const pick = (trip: TripRequestRow): TripQuotes => ({
  quote_count: trip.quote_count,
  latest_quote: trip.latest_quote,
});
