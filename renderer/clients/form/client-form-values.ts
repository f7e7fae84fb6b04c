// What the client form holds (text as typed, every part present) and the requests it makes:
// a create with every field, or a PATCH of only what changed, where an emptied optional
// field is null and the address travels whole (docs/decisions.md, PATCH semantics).
import type { z } from 'zod';
import {
  clientCreateRequest,
  type AircraftCategory,
  type AddressRequest,
  type Client,
  type clientUpdateRequest,
} from '../../../shared/api';

export const ADDRESS_PARTS = [
  'line1',
  'line2',
  'city',
  'region',
  'postal_code',
  'country',
] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

export interface ClientFormValues {
  name: string;
  company: string;
  email: string;
  phone: string;
  address: Record<AddressPart, string>;
  tags: string[];
  preferred_category: AircraftCategory | '';
  preferred_aircraft_type_id: string | null;
  timezone: string;
  email_consent: boolean;
  sms_consent: boolean;
  notes: string;
  preferences: string;
}

export type CreateBody = z.input<typeof clientCreateRequest>;
export type PatchBody = z.input<typeof clientUpdateRequest>;
type FullBody = Required<PatchBody>;

const noAddress = (): Record<AddressPart, string> => ({
  line1: '',
  line2: '',
  city: '',
  region: '',
  postal_code: '',
  country: '',
});

/** A new client's form: the /v1 service's own defaults (UTC, no consent, no tags). */
export function emptyValues(): ClientFormValues {
  const defaults = clientCreateRequest.pick({
    timezone: true,
    tags: true,
    email_consent: true,
    sms_consent: true,
  });
  return {
    name: '',
    company: '',
    email: '',
    phone: '',
    address: noAddress(),
    preferred_category: '',
    preferred_aircraft_type_id: null,
    notes: '',
    preferences: '',
    ...defaults.parse({}),
  };
}

export function valuesOf(client: Client): ClientFormValues {
  const address = noAddress();
  for (const part of ADDRESS_PARTS) address[part] = client.address?.[part] ?? '';
  return {
    name: client.name,
    company: client.company ?? '',
    email: client.email ?? '',
    phone: client.phone ?? '',
    address,
    tags: [...client.tags],
    preferred_category: client.preferred_category ?? '',
    preferred_aircraft_type_id: client.preferred_aircraft_type?.id ?? null,
    timezone: client.timezone,
    email_consent: client.email_consent,
    sms_consent: client.sms_consent,
    notes: client.notes ?? '',
    preferences: client.preferences ?? '',
  };
}

/** Blank is "not given": null. Surrounding spaces are never meant. */
function optional(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** No part filled in: no address. Otherwise the whole address, checked as one. */
function addressOf(parts: Record<AddressPart, string>): AddressRequest | null {
  if (ADDRESS_PARTS.every((part) => parts[part].trim() === '')) return null;
  return {
    line1: parts.line1.trim(),
    line2: optional(parts.line2),
    city: parts.city.trim(),
    region: optional(parts.region),
    postal_code: optional(parts.postal_code),
    // Typed `gb`, meant GB: the code is only ever upper case.
    country: parts.country.trim().toUpperCase(),
  };
}

function fullBody(values: ClientFormValues): FullBody {
  return {
    name: values.name.trim(),
    company: optional(values.company),
    email: optional(values.email),
    phone: optional(values.phone),
    address: addressOf(values.address),
    tags: values.tags,
    preferred_category: values.preferred_category === '' ? null : values.preferred_category,
    preferred_aircraft_type_id: values.preferred_aircraft_type_id,
    timezone: values.timezone.trim(),
    email_consent: values.email_consent,
    sms_consent: values.sms_consent,
    notes: optional(values.notes),
    preferences: optional(values.preferences),
  };
}

/** A create sends every field; null means "not given" (docs/decisions.md). */
export const createBodyOf = (values: ClientFormValues): CreateBody => fullBody(values);

/** Only the fields that differ from `initial`; null when nothing changed (no request). */
export function patchBodyOf(initial: ClientFormValues, values: ClientFormValues): PatchBody | null {
  const before = fullBody(initial);
  const after = fullBody(values);
  const changed = (Object.keys(after) as (keyof FullBody)[]).filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
  if (changed.length === 0) return null;
  return Object.fromEntries(changed.map((field) => [field, after[field]]));
}
