// The client form's requests: a create with the service's defaults, an edit's PATCH with only
// what changed (null clears, the address whole), and the checks of the shared schemas.
import { describe, expect, it } from 'vitest';
import { client as clientSchema, type Client } from '../../shared/api';
import {
  createBodyOf,
  emptyValues,
  patchBodyOf,
  valuesOf,
  type ClientFormValues,
} from '../../renderer/clients/form/client-form-values';
import { clientResolver } from '../../renderer/clients/form/form-errors';

const ana: Client = clientSchema.parse({
  id: '0a000000-0000-4000-8000-0000000000a1',
  name: 'Ana Lee',
  company: 'Lee Holdings',
  email: 'ana@lee.example',
  phone: null,
  address: {
    line1: '1 Quay St',
    line2: null,
    city: 'London',
    region: null,
    postal_code: 'E1 1AA',
    country: 'GB',
  },
  email_consent: true,
  sms_consent: false,
  consent_recorded_by: { user_id: null, display_name: 'You', avatar_url: null },
  consent_updated_at: '2026-03-01T10:00:00.000Z',
  notes: 'Prefers morning departures',
  preferences: null,
  preferred_category: 'heavy',
  preferred_aircraft_type: null,
  tags: ['vip', 'london'],
  timezone: 'Europe/London',
  import_batch_id: null,
  last_request_at: null,
  trip_request_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
});

const edited = (change: (values: ClientFormValues) => void) => {
  const values = structuredClone(valuesOf(ana));
  change(values);
  return patchBodyOf(valuesOf(ana), values);
};

async function errorsOf(initial: ClientFormValues | null, values: ClientFormValues) {
  const resolve = clientResolver(initial);
  const result = await resolve(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors;
}

describe('a new client', () => {
  it('starts from the service defaults and sends blanks as not given', () => {
    const values = { ...emptyValues('Europe/Paris'), name: '  Grace Hopper ', email: ' ' };
    // Issue 29, edge 10: the laptop's zone given, not the service's UTC.
    expect(values.timezone).toBe('Europe/Paris');
    expect(createBodyOf(values)).toMatchObject({
      name: 'Grace Hopper',
      email: null,
      address: null,
      tags: [],
      email_consent: false,
    });
  });

  it('is checked with the create schema: every field at fault, addressed by path', async () => {
    const values = emptyValues('UTC');
    values.email = 'not-an-email';
    values.address.city = 'Paris';
    values.address.country = 'fra';
    values.tags = ['ok', 'x'.repeat(33)];
    const errors = await errorsOf(null, values);
    expect(errors.name?.message).toBe('Must not be empty');
    expect(errors.email?.message).toBe('Must be an email address');
    // Issue 29, edge 10: a city and a country without a street say what an address needs.
    expect(errors.address?.line1?.message).toBe(
      'An address needs a street, a city and a country: fill this in, or clear the address',
    );
    expect(errors.address?.country?.message).toMatch(/two uppercase letters/);
    expect(errors.address?.city).toBeUndefined();
    expect(errors.tags?.message).toBe('Tag 2: Must be at most 32 characters');
  });

  it('passes when valid; a country typed in lower case is sent upper case', async () => {
    const values = { ...emptyValues('UTC'), name: 'Grace' };
    values.address = { ...values.address, line1: '1 Rue', city: 'Paris', country: 'fr' };
    expect(await errorsOf(null, values)).toEqual({});
    expect(createBodyOf(values).address).toMatchObject({ country: 'FR', line2: null });
  });
});

describe('an edit', () => {
  it('sends nothing when nothing changed, spaces around a value included', () => {
    expect(patchBodyOf(valuesOf(ana), valuesOf(ana))).toBeNull();
    expect(edited((values) => (values.company = ' Lee Holdings '))).toBeNull();
  });

  it('sends only what changed; an emptied field is null', () => {
    expect(
      edited((values) => {
        values.phone = '+44 20 7946 0000';
        values.notes = '';
        values.sms_consent = true;
      }),
    ).toEqual({ phone: '+44 20 7946 0000', notes: null, sms_consent: true });
  });

  it('sends the whole address when one part changed, and null when all are emptied', () => {
    expect(edited((values) => (values.address.city = 'Leeds'))).toEqual({
      address: {
        line1: '1 Quay St',
        line2: null,
        city: 'Leeds',
        region: null,
        postal_code: 'E1 1AA',
        country: 'GB',
      },
    });
    expect(
      edited((values) => {
        for (const part of Object.keys(values.address) as (keyof typeof values.address)[]) {
          values.address[part] = '';
        }
      }),
    ).toEqual({ address: null });
  });

  it('sends tags and the category as they now are', () => {
    expect(
      edited((values) => {
        values.tags = ['london'];
        values.preferred_category = '';
      }),
    ).toEqual({ tags: ['london'], preferred_category: null });
  });

  it('checks only what it sends: an emptied name is refused, an untouched field is not', async () => {
    const initial = { ...valuesOf(ana), email: 'legacy@@example' };
    const values = { ...initial, name: ' ' };
    const errors = await errorsOf(initial, values);
    expect(errors.name?.message).toBe('Must not be empty');
    expect(errors.email).toBeUndefined();
  });
});
