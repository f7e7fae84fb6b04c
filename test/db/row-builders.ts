// Minimal valid rows for database tests.
import type { ClientRow, TripRequestRow } from '../../shared/db/rows';

export function clientRow(id: string, fields: Partial<ClientRow> = {}): ClientRow {
  return {
    id,
    name: `Client ${id.slice(-4)}`,
    company: null,
    email: null,
    phone: null,
    address: null,
    email_consent: false,
    sms_consent: false,
    consent_recorded_by: null,
    consent_updated_at: null,
    notes: null,
    preferences: null,
    preferred_category: null,
    preferred_aircraft_type_id: null,
    tags: [],
    timezone: 'UTC',
    import_batch_id: null,
    last_request_at: null,
    trip_request_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

export function tripRow(
  id: string,
  clientId: string | null,
  createdAt: string,
  fields: Partial<TripRequestRow> = {},
): TripRequestRow {
  return {
    id,
    number: 1001,
    client_id: clientId,
    status: 'open',
    source: 'manual',
    source_system: null,
    external_trip_id: null,
    parse_status: null,
    preferred_category: null,
    pax: null,
    currency: 'USD',
    budget_cents: null,
    budget_min_cents: null,
    legs: [],
    quote_count: 0,
    latest_quote: null,
    booking: null,
    assigned_to: null,
    is_stale: false,
    marketplace_published: false,
    marketplace_version: 0,
    import_batch_id: null,
    created_at: createdAt,
    updated_at: createdAt,
    ...fields,
  };
}

export function idOf(n: number): string {
  return `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
}
