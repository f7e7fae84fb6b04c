// Rows for search-everything tests: the fields its documents read, with neutral defaults.
import type { Airport } from '../../../shared/api';
import type { MessageRow, OperatorRow, RfqRow, TripRequestRow } from '../../../shared/db/rows';
import { uuidOf } from '../entries';

let counter = 1_000;
const nextId = () => uuidOf((counter += 1));

export function airport(
  icao: string,
  iata: string | null,
  name: string,
  city: string | null,
): Airport {
  return {
    id: `airport-${icao}`,
    code: icao,
    icao,
    iata,
    name,
    city,
    country: 'US',
    latitude: 0,
    longitude: 0,
    timezone: 'UTC',
  };
}

export const TEB = airport('KTEB', 'TEB', 'Teterboro Airport', 'Teterboro');
export const VNY = airport('KVNY', 'VNY', 'Van Nuys Airport', 'Los Angeles');
export const GVA = airport('LSGG', 'GVA', 'Genève Aéroport', 'Genève');

interface LegDates {
  from: Airport;
  to: Airport;
  date: string;
  latest?: string;
}

export function trip(number: number, legs: LegDates[], fields: Partial<TripRequestRow> = {}) {
  const row: TripRequestRow = {
    id: nextId(),
    number,
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
    legs: legs.map((leg, at) => ({
      id: nextId(),
      seq: at + 1,
      depart_date: leg.date,
      depart_time: null,
      depart_timezone: null,
      latest_depart_date: leg.latest ?? null,
      arrive_at: null,
      timezone: 'UTC',
      pax: null,
      distance_nm: 100,
      from: leg.from,
      to: leg.to,
    })),
    quote_count: 0,
    latest_quote: null,
    booking: null,
    client_id: null,
    assigned_to: null,
    is_stale: false,
    marketplace_published: false,
    marketplace_version: 0,
    import_batch_id: null,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...fields,
  };
  return row;
}

export function operator(designator: string, legal: string, dba: string | null): OperatorRow {
  return { id: nextId(), designator, legal_name: legal, dba_name: dba };
}

export function rfq(op: OperatorRow, fields: Partial<RfqRow> = {}): RfqRow {
  return {
    id: nextId(),
    trip_request_id: uuidOf(1),
    status: 'sent',
    contact_email: 'charter@example.com',
    contact_name: null,
    created_by: null,
    expires_at: '2026-11-05T00:00:00.000Z',
    sent_at: '2026-11-02T00:00:00.000Z',
    viewed_at: null,
    responded_at: null,
    response_note: null,
    note: null,
    quote_id: null,
    quote_amount_cents: null,
    message_count: 0,
    last_message_at: null,
    last_message_author: null,
    operator: {
      id: op.id,
      designator: op.designator,
      legal_name: op.legal_name,
      dba_name: op.dba_name,
    },
    link_token: null,
    url: null,
    ...fields,
  };
}

export function message(of: RfqRow, body: string, at: string): MessageRow {
  return { id: nextId(), rfq_id: of.id, at, author: 'operator', author_name: 'Ops', body };
}
