// Response resources of the spec, field for field. Objects are strict: a response with a
// field the contract does not name is as wrong as one missing a field.
import { z } from 'zod';
import {
  aircraftCategory,
  calendarDate,
  dateTime,
  messageAuthor,
  parseStatus,
  rfqStatus,
  timeOfDay,
  tripRequestSource,
  tripRequestStatus,
  uuid,
} from './primitives';

export const personReference = z.strictObject({
  user_id: uuid.nullable(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});

export const operator = z.strictObject({
  id: uuid,
  designator: z.string(),
  legal_name: z.string(),
  dba_name: z.string().nullable(),
});

export const rfq = z.strictObject({
  id: uuid,
  trip_request_id: uuid,
  status: rfqStatus,
  contact_email: z.string(),
  contact_name: z.string().nullable(),
  created_by: personReference.nullable(),
  expires_at: dateTime,
  is_expired: z.boolean(),
  sent_at: dateTime,
  viewed_at: dateTime.nullable(),
  responded_at: dateTime.nullable(),
  response_note: z.string().nullable(),
  note: z.string().nullable(),
  quote_id: uuid.nullable(),
  quote_amount_cents: z.int().nullable(),
  message_count: z.int().nonnegative(),
  last_message_at: dateTime.nullable(),
  last_message_author: messageAuthor.nullable(),
  operator,
});

export const rfqWithUrl = rfq.extend({ url: z.string().nullable() });

export const rfqBatch = z.strictObject({
  emailed: z.boolean(),
  items: z.array(rfqWithUrl),
});

export const rfqMessage = z.strictObject({
  id: uuid,
  at: dateTime,
  author: messageAuthor,
  author_name: z.string(),
  body: z.string(),
});

export const operatorContact = z.strictObject({
  operator_id: uuid,
  email: z.string(),
  name: z.string().nullable(),
  updated_at: dateTime,
});

export const address = z.strictObject({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.string().nullable(),
});

export const aircraftType = z.strictObject({
  id: uuid,
  category: aircraftCategory,
  icao_designator: z.string(),
  manufacturer: z.string(),
  model: z.string(),
});

export const client = z.strictObject({
  id: uuid,
  name: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: address.nullable(),
  email_consent: z.boolean(),
  sms_consent: z.boolean(),
  consent_recorded_by: personReference.nullable(),
  consent_updated_at: dateTime.nullable(),
  notes: z.string().nullable(),
  preferences: z.string().nullable(),
  preferred_category: aircraftCategory.nullable(),
  preferred_aircraft_type: aircraftType.nullable(),
  tags: z.array(z.string()),
  timezone: z.string(),
  import_batch_id: uuid.nullable(),
  last_request_at: dateTime.nullable(),
  trip_request_count: z.int().nonnegative(),
  created_at: dateTime,
  updated_at: dateTime,
});

export const airport = z.strictObject({
  id: uuid,
  code: z.string(),
  icao: z.string().nullable(),
  iata: z.string().nullable(),
  name: z.string(),
  city: z.string().nullable(),
  country: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  timezone: z.string().nullable(),
});

export const leg = z.strictObject({
  id: uuid,
  seq: z.int(),
  depart_date: calendarDate,
  depart_time: timeOfDay.nullable(),
  depart_timezone: z.string().nullable(),
  latest_depart_date: calendarDate.nullable(),
  arrive_at: dateTime.nullable(),
  timezone: z.string(),
  pax: z.int().nullable(),
  distance_nm: z.int(),
  from: airport,
  to: airport,
});

export const latestQuote = z.strictObject({
  id: uuid,
  status: z.string(),
  amount_cents: z.int(),
  currency: z.string(),
  operator_name: z.string().nullable(),
  sent_at: dateTime.nullable(),
  valid_until: dateTime.nullable(),
  is_expired: z.boolean(),
});

export const booking = z.strictObject({
  id: uuid,
  reference: z.string(),
  status: z.string(),
  itinerary_shared_at: dateTime.nullable(),
  itinerary_viewed_at: dateTime.nullable(),
});

export const clientSummary = z.strictObject({
  id: uuid,
  name: z.string(),
  company: z.string().nullable(),
  timezone: z.string(),
});

export const tripRequestSummary = z.strictObject({
  id: uuid,
  number: z.int(),
  status: tripRequestStatus,
  source: tripRequestSource,
  source_system: z.string().nullable(),
  external_trip_id: z.string().nullable(),
  parse_status: parseStatus.nullable(),
  preferred_category: aircraftCategory.nullable(),
  pax: z.int().nullable(),
  currency: z.string(),
  budget_cents: z.int().nullable(),
  budget_min_cents: z.int().nullable(),
  leg_count: z.int().nonnegative(),
  legs: z.array(leg),
  first_leg: leg.nullable(),
  last_arrival: airport.nullable(),
  quote_count: z.int().nonnegative(),
  latest_quote: latestQuote.nullable(),
  booking: booking.nullable(),
  client: clientSummary.nullable(),
  assigned_to: personReference.nullable(),
  is_stale: z.boolean(),
  marketplace_published: z.boolean(),
  marketplace_version: z.int(),
  import_batch_id: uuid.nullable(),
  created_at: dateTime,
  updated_at: dateTime,
});

export const clientDetail = client.extend({
  recent_trip_requests: z.array(tripRequestSummary),
});

export type PersonReference = z.infer<typeof personReference>;
export type Operator = z.infer<typeof operator>;
export type Rfq = z.infer<typeof rfq>;
export type RfqWithUrl = z.infer<typeof rfqWithUrl>;
export type RfqBatch = z.infer<typeof rfqBatch>;
export type RfqMessage = z.infer<typeof rfqMessage>;
export type OperatorContact = z.infer<typeof operatorContact>;
export type Address = z.infer<typeof address>;
export type AircraftType = z.infer<typeof aircraftType>;
export type Client = z.infer<typeof client>;
export type ClientDetail = z.infer<typeof clientDetail>;
export type Airport = z.infer<typeof airport>;
export type Leg = z.infer<typeof leg>;
export type LatestQuote = z.infer<typeof latestQuote>;
export type Booking = z.infer<typeof booking>;
export type ClientSummary = z.infer<typeof clientSummary>;
export type TripRequestSummary = z.infer<typeof tripRequestSummary>;
