// What is stored, as opposed to what the API returns. Derived fields (is_expired,
// leg_count, first_leg, the client summary of a trip request...) are computed at read time
// so they can never drift from their sources.
import type {
  Airport,
  AircraftType,
  Client,
  Operator,
  OperatorContact,
  Rfq,
  RfqMessage,
  TripRequestSummary,
} from '../api';

export type ClientRow = Omit<Client, 'preferred_aircraft_type'> & {
  preferred_aircraft_type_id: string | null;
};

export type TripRequestRow = Omit<
  TripRequestSummary,
  'client' | 'leg_count' | 'first_leg' | 'last_arrival'
> & { client_id: string | null };

export type AirportRow = Airport;
export type AircraftTypeRow = AircraftType;
export type OperatorRow = Operator;

export type RfqRow = Omit<Rfq, 'is_expired'> & {
  /** The secret of the RFQ's link; messages may be addressed by it instead of the id. */
  link_token: string | null;
  url: string | null;
};

export type MessageRow = RfqMessage & { rfq_id: string };

export type OperatorContactRow = OperatorContact;

/** A completed idempotent request, replayed for a retry with the same key. */
export interface IdempotencyRow {
  /** `METHOD /route/template`: keys are scoped per route. */
  route: string;
  key: string;
  /** Hash of method, path and body: the same key with another request is a mismatch. */
  fingerprint: string;
  status: number;
  body: string;
  created_at: string;
  /** Epoch ms after which the key may be forgotten (24 h). */
  expires_at: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}
