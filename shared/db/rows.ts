// What is stored, as opposed to what the API returns, as zod schemas: every row read back
// is parsed with its schema (row-parsing.ts), never cast. Derived fields (is_expired,
// leg_count, first_leg, the client summary of a trip request...) are computed at read time
// so they can never drift from their sources.
import { z } from 'zod';
import {
  aircraftType,
  airport,
  client,
  operator,
  operatorContact,
  rfq,
  rfqMessage,
  tripRequestSummary,
  uuid,
} from '../api';

export const clientRow = client
  .omit({ preferred_aircraft_type: true })
  .extend({ preferred_aircraft_type_id: uuid.nullable() });

export const tripRequestRow = tripRequestSummary
  .omit({ client: true, leg_count: true, first_leg: true, last_arrival: true })
  .extend({ client_id: uuid.nullable() });

export const rfqRow = rfq.omit({ is_expired: true }).extend({
  /** The secret of the RFQ's link; messages may be addressed by it instead of the id. */
  link_token: z.string().nullable(),
  url: z.string().nullable(),
});

export const messageRow = rfqMessage.extend({ rfq_id: uuid });

/** A completed idempotent request, replayed for a retry with the same key. */
export const idempotencyRow = z.strictObject({
  /** `METHOD /route/template`: keys are scoped per route. */
  route: z.string(),
  key: z.string(),
  /** Hash of method, path and body: the same key with another request is a mismatch. */
  fingerprint: z.string(),
  status: z.int(),
  body: z.string(),
  created_at: z.string(),
  /** Epoch ms after which the key may be forgotten (24 h). */
  expires_at: z.number(),
});

export const metaRow = z.strictObject({ key: z.string(), value: z.unknown() });

/** Each table's row schema; the client index snapshot is the search's own (not listed). */
export const rowSchemas = {
  clients: clientRow,
  trip_requests: tripRequestRow,
  airports: airport,
  aircraft_types: aircraftType,
  operators: operator,
  operator_contacts: operatorContact,
  rfqs: rfqRow,
  messages: messageRow,
  idempotency: idempotencyRow,
  meta: metaRow,
} as const;

export type ClientRow = z.infer<typeof clientRow>;
export type TripRequestRow = z.infer<typeof tripRequestRow>;
export type AirportRow = z.infer<typeof airport>;
export type AircraftTypeRow = z.infer<typeof aircraftType>;
export type OperatorRow = z.infer<typeof operator>;
export type RfqRow = z.infer<typeof rfqRow>;
export type MessageRow = z.infer<typeof messageRow>;
export type OperatorContactRow = z.infer<typeof operatorContact>;
export type IdempotencyRow = z.infer<typeof idempotencyRow>;
export type MetaRow = z.infer<typeof metaRow>;
