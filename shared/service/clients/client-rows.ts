// The stored client a create or a PATCH makes. Consent changes are stamped with who and
// when; trip_request_count and last_request_at are never written here: they follow the
// stored trip requests (shared/search/store/trip-requests-table.ts).
import type {
  Address,
  AddressRequest,
  ClientCreateRequest,
  ClientUpdateRequest,
  PersonReference,
} from '../../api';
import type { ClientRow } from '../../db/rows';

export interface Stamp {
  now: string;
  user: PersonReference;
}

function addressOf(request: AddressRequest | null | undefined): Address | null {
  if (!request) return null;
  return {
    line1: request.line1,
    line2: request.line2 ?? null,
    city: request.city,
    region: request.region ?? null,
    postal_code: request.postal_code ?? null,
    country: request.country,
  };
}

/** A tag given twice is kept once, where it first appears. */
function tagsOf(tags: readonly string[]): string[] {
  return [...new Set(tags)];
}

export function createdClientRow(id: string, body: ClientCreateRequest, stamp: Stamp): ClientRow {
  const consented = body.email_consent || body.sms_consent;
  return {
    id,
    name: body.name,
    company: body.company ?? null,
    email: body.email ?? null,
    phone: body.phone ?? null,
    address: addressOf(body.address),
    email_consent: body.email_consent,
    sms_consent: body.sms_consent,
    consent_recorded_by: consented ? stamp.user : null,
    consent_updated_at: consented ? stamp.now : null,
    notes: body.notes ?? null,
    preferences: body.preferences ?? null,
    preferred_category: body.preferred_category ?? null,
    preferred_aircraft_type_id: body.preferred_aircraft_type_id ?? null,
    tags: tagsOf(body.tags),
    timezone: body.timezone,
    import_batch_id: null,
    last_request_at: null,
    trip_request_count: 0,
    created_at: stamp.now,
    updated_at: stamp.now,
  };
}

/** Fields a PATCH names, as they would be stored: omitted stays, null clears. */
export function patchedFields(body: ClientUpdateRequest): Partial<ClientRow> {
  // Every field of the request is a field of the row under the same name.
  const fields = Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as Partial<ClientRow>;
  if (body.address !== undefined) fields.address = addressOf(body.address);
  if (body.tags !== undefined) fields.tags = tagsOf(body.tags);
  return fields;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The row after a PATCH, or `row` itself when the PATCH changes nothing. */
export function patchedClientRow(
  row: ClientRow,
  body: ClientUpdateRequest,
  stamp: Stamp,
): ClientRow {
  const fields = patchedFields(body);
  const changed = (Object.keys(fields) as (keyof ClientRow)[]).filter(
    (key) => !same(fields[key], row[key]),
  );
  if (changed.length === 0) return row;
  const consentChanged = changed.includes('email_consent') || changed.includes('sms_consent');
  return {
    ...row,
    ...fields,
    ...(consentChanged ? { consent_recorded_by: stamp.user, consent_updated_at: stamp.now } : {}),
    updated_at: stamp.now,
  };
}
