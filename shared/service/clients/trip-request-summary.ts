// A stored trip request as the API summarizes it (27 fields): legs in order, the derived
// leg_count, first_leg and last_arrival (the last leg's destination), and its client; the
// latest quote's `is_expired` at `now`, so it never drifts from its `valid_until`.
import type { ClientSummary, LatestQuote, TripRequestSummary } from '../../api';
import type { ClientRow, TripRequestRow } from '../../db/rows';
import { quoteExpired } from '../../rules/quote-validity';

export function clientSummaryOf(row: ClientRow): ClientSummary {
  return { id: row.id, name: row.name, company: row.company, timezone: row.timezone };
}

/** `client` is the trip request's client, or null when it has none (or it was deleted). */
export function tripRequestSummary(
  row: TripRequestRow,
  client: ClientSummary | null,
  now: Date,
): TripRequestSummary {
  const legs = [...row.legs].sort((a, b) => a.seq - b.seq);
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    source: row.source,
    source_system: row.source_system,
    external_trip_id: row.external_trip_id,
    parse_status: row.parse_status,
    preferred_category: row.preferred_category,
    pax: row.pax,
    currency: row.currency,
    budget_cents: row.budget_cents,
    budget_min_cents: row.budget_min_cents,
    leg_count: legs.length,
    legs,
    first_leg: legs[0] ?? null,
    last_arrival: legs.at(-1)?.to ?? null,
    quote_count: row.quote_count,
    latest_quote: row.latest_quote && latestQuoteAt(row.latest_quote, now),
    booking: row.booking,
    client,
    assigned_to: row.assigned_to,
    is_stale: row.is_stale,
    marketplace_published: row.marketplace_published,
    marketplace_version: row.marketplace_version,
    import_batch_id: row.import_batch_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

function latestQuoteAt(quote: LatestQuote, now: Date): LatestQuote {
  return { ...quote, is_expired: quoteExpired(quote.valid_until, now) };
}
