// One full, valid example of every response resource of the spec.
import type {
  Airport,
  Client,
  ClientDetail,
  Leg,
  OperatorContact,
  Rfq,
  RfqBatch,
  RfqMessage,
  TripRequestSummary,
} from '../../shared/api';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = '2026-11-22T09:00:00.000Z';

export const personExample = { user_id: id(1), display_name: 'Ana Broker', avatar_url: null };

export const operatorExample = {
  id: id(2),
  designator: 'NJA',
  legal_name: 'NetJets Aviation, Inc.',
  dba_name: 'NetJets',
};

export const rfqExample: Rfq = {
  id: id(3),
  trip_request_id: id(4),
  status: 'quoted',
  contact_email: 'charter@netjets.example',
  contact_name: 'Dispatch',
  created_by: personExample,
  expires_at: '2026-11-25T09:00:00.000Z',
  is_expired: false,
  sent_at: at,
  viewed_at: at,
  responded_at: at,
  response_note: 'Citation X available',
  note: 'Pets on board',
  quote_id: id(5),
  quote_amount_cents: 4_250_000,
  message_count: 2,
  last_message_at: at,
  last_message_author: 'operator',
  operator: operatorExample,
};

export const rfqBatchExample: RfqBatch = {
  emailed: true,
  items: [{ ...rfqExample, url: 'https://example.test/rfq-links/abc' }],
};

export const messageExample: RfqMessage = {
  id: id(6),
  at,
  author: 'broker',
  author_name: 'Ana Broker',
  body: 'Can you do a 7am departure?',
};

export const operatorContactExample: OperatorContact = {
  operator_id: id(2),
  email: 'charter@netjets.example',
  name: null,
  updated_at: at,
};

export const aircraftTypeExample = {
  id: id(7),
  category: 'super_midsize' as const,
  icao_designator: 'C750',
  manufacturer: 'Cessna',
  model: 'Citation X',
};

export const clientExample: Client = {
  id: id(8),
  name: 'Zoë Smith',
  company: 'Alpha Holdings',
  email: 'zoe@alpha.example',
  phone: '+1 212 555 0100',
  address: {
    line1: '1 Main St',
    line2: null,
    city: 'New York',
    region: 'NY',
    postal_code: '10001',
    country: 'US',
  },
  email_consent: true,
  sms_consent: false,
  consent_recorded_by: personExample,
  consent_updated_at: at,
  notes: null,
  preferences: 'Aisle seat',
  preferred_category: 'heavy',
  preferred_aircraft_type: aircraftTypeExample,
  tags: ['vip'],
  timezone: 'America/New_York',
  import_batch_id: null,
  last_request_at: at,
  trip_request_count: 1,
  created_at: at,
  updated_at: at,
};

export const airportExample: Airport = {
  id: id(9),
  code: 'KTEB',
  icao: 'KTEB',
  iata: 'TEB',
  name: 'Teterboro Airport',
  city: 'Teterboro',
  country: 'US',
  latitude: 40.8501,
  longitude: -74.0608,
  timezone: 'America/New_York',
};

export const legExample: Leg = {
  id: id(10),
  seq: 1,
  depart_date: '2026-12-01',
  depart_time: '07:30:00',
  depart_timezone: 'America/New_York',
  latest_depart_date: null,
  arrive_at: null,
  timezone: 'America/New_York',
  pax: 4,
  distance_nm: 889,
  from: airportExample,
  to: { ...airportExample, id: id(11), code: 'KPBI', icao: 'KPBI', iata: 'PBI' },
};

export const tripRequestExample: TripRequestSummary = {
  id: id(4),
  number: 1042,
  status: 'quoted',
  source: 'manual',
  source_system: null,
  external_trip_id: null,
  parse_status: null,
  preferred_category: 'heavy',
  pax: 4,
  currency: 'USD',
  budget_cents: 5_000_000,
  budget_min_cents: null,
  leg_count: 1,
  legs: [legExample],
  first_leg: legExample,
  last_arrival: legExample.to,
  quote_count: 1,
  latest_quote: {
    id: id(5),
    status: 'sent',
    amount_cents: 4_250_000,
    currency: 'USD',
    operator_name: 'NetJets',
    sent_at: at,
    valid_until: null,
    is_expired: false,
  },
  booking: {
    id: id(12),
    reference: 'BK-1042',
    status: 'confirmed',
    itinerary_shared_at: null,
    itinerary_viewed_at: null,
  },
  client: { id: id(8), name: 'Zoë Smith', company: 'Alpha Holdings', timezone: 'America/New_York' },
  assigned_to: personExample,
  is_stale: false,
  marketplace_published: false,
  marketplace_version: 0,
  import_batch_id: null,
  created_at: at,
  updated_at: at,
};

export const clientDetailExample: ClientDetail = {
  ...clientExample,
  recent_trip_requests: [tripRequestExample],
};
