// Words for the client's fields and aircraft preferences: one name per field on every
// screen (the client form and detail, a trip's header, the sync screen's entries).
import type {
  AddressRequest,
  AircraftCategory,
  AircraftType,
  ClientCreateRequest,
} from '../../shared/api';

/** A client field by its request path: `email`, `address.country`. */
export type ClientField =
  Exclude<keyof ClientCreateRequest, 'address'> | `address.${keyof AddressRequest}`;

/** Each field's label; the consent boxes, labelled within their group, say it whole here. */
export const FIELD_LABELS: Record<ClientField, string> = {
  name: 'Name',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
  'address.line1': 'Street',
  'address.line2': 'Street, second line',
  'address.city': 'City',
  'address.region': 'Region or state',
  'address.postal_code': 'Postal code',
  'address.country': 'Country',
  tags: 'Tags',
  preferred_category: 'Aircraft category',
  preferred_aircraft_type_id: 'Aircraft type',
  timezone: 'Time zone',
  email_consent: 'Marketing consent by email',
  sms_consent: 'Marketing consent by SMS',
  notes: 'Notes',
  preferences: 'Preferences',
};

export const CATEGORY_LABELS: Record<AircraftCategory, string> = {
  piston: 'Piston',
  turboprop: 'Turboprop',
  light: 'Light jet',
  midsize: 'Midsize jet',
  super_midsize: 'Super midsize jet',
  heavy: 'Heavy jet',
  ultra_long_range: 'Ultra long range jet',
  helicopter: 'Helicopter',
};

/** "Gulfstream G650ER (GLF6)". */
export const aircraftTypeLabel = (type: AircraftType) =>
  `${type.manufacturer} ${type.model} (${type.icao_designator})`;
