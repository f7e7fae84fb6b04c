// Operation 10: PATCH /v1/clients/{id}. Omitted is unchanged, null clears, consent changes
// are stamped, updated_at follows real changes.
import { describe, expect, it } from 'vitest';
import { client, type Client } from '../../shared/api';
import type { PersonReference } from '../../shared/api';
import { testUser } from '../support/service-harness';
import {
  aircraftTypes,
  clientsHarness,
  createClient,
  faultyFields,
  id,
  problemOf,
} from './clients-fixtures';

const CREATED = '2026-11-22T09:00:00.000Z';
const LATER = '2026-11-22T10:00:00.000Z';

const full = {
  name: 'Anna Smith',
  company: 'Alpha Jets',
  email: 'anna@alpha.example',
  phone: '+1 212 555 0100',
  address: { line1: '1 Park Lane', city: 'London', country: 'GB', region: 'Greater London' },
  notes: 'n',
  preferences: 'p',
  preferred_aircraft_type_id: aircraftTypes[0]!.id,
  preferred_category: 'heavy',
  tags: ['vip'],
  timezone: 'Europe/London',
};

async function setUp() {
  const h = await clientsHarness();
  const created = await createClient(h, full);
  h.clock.set(LATER);
  const patch = async (body: unknown) => h.call('PATCH', `/v1/clients/${created.id}`, { body });
  const patched = async (body: unknown): Promise<Client> => {
    const response = await patch(body);
    expect(response.status).toBe(200);
    return client.parse(await response.json());
  };
  return { h, created, patch, patched };
}

describe('PATCH /v1/clients/{id}', () => {
  it('changes only the fields given', async () => {
    const { created, patched } = await setUp();
    const result = await patched({ name: 'Anna Smith-Jones', tags: ['vip', 'golf'] });
    expect(result).toEqual({
      ...created,
      name: 'Anna Smith-Jones',
      tags: ['vip', 'golf'],
      updated_at: LATER,
    });
  });

  it('clears nullable fields with null, tags with [] and the address with null', async () => {
    const { created, patched } = await setUp();
    const result = await patched({
      company: null,
      email: null,
      phone: null,
      address: null,
      notes: null,
      preferences: null,
      preferred_aircraft_type_id: null,
      preferred_category: null,
      tags: [],
    });
    expect(result).toEqual({
      ...created,
      company: null,
      email: null,
      phone: null,
      address: null,
      notes: null,
      preferences: null,
      preferred_aircraft_type: null,
      preferred_category: null,
      tags: [],
      updated_at: LATER,
    });
  });

  it('replaces the address whole and resolves a new aircraft type', async () => {
    const { patched } = await setUp();
    const result = await patched({
      address: { line1: '5 Rue de la Paix', city: 'Paris', country: 'FR' },
      preferred_aircraft_type_id: aircraftTypes[1]!.id,
    });
    expect(result.address).toEqual({
      line1: '5 Rue de la Paix',
      line2: null,
      city: 'Paris',
      region: null,
      postal_code: null,
      country: 'FR',
    });
    expect(result.preferred_aircraft_type).toEqual(aircraftTypes[1]);
  });

  it('stamps who changed a consent and when, and only then', async () => {
    const { h, created, patched } = await setUp();
    expect(created.consent_updated_at).toBeNull();
    const other: PersonReference = { user_id: null, display_name: 'Other', avatar_url: null };

    const given = await patched({ sms_consent: true });
    expect(given).toMatchObject({
      sms_consent: true,
      consent_recorded_by: testUser,
      consent_updated_at: LATER,
    });

    h.deps.currentUser = other;
    h.clock.set('2026-11-23T08:00:00.000Z');
    const unchanged = await patched({ sms_consent: true, email_consent: false, notes: 'x' });
    expect(unchanged).toMatchObject({ consent_recorded_by: testUser, consent_updated_at: LATER });
    expect(unchanged.updated_at).toBe('2026-11-23T08:00:00.000Z');

    const withdrawn = await patched({ sms_consent: false });
    expect(withdrawn).toMatchObject({
      sms_consent: false,
      consent_recorded_by: other,
      consent_updated_at: '2026-11-23T08:00:00.000Z',
    });
  });

  it('leaves updated_at alone when nothing changes', async () => {
    const { created, patched } = await setUp();
    expect(await patched({})).toEqual(created);
    expect(await patched({ name: full.name, tags: ['vip'] })).toEqual(created);
    expect(created.updated_at).toBe(CREATED);
  });

  it('refuses null for a field that is not nullable, unknown fields and bad values', async () => {
    const { patch } = await setUp();
    expect(
      (
        await faultyFields(
          await patch({
            name: null,
            tags: null,
            email_consent: null,
            timezone: null,
            email: 'nope',
            address: { line1: 'x' },
            colour: 'red',
          }),
        )
      ).sort(),
    ).toEqual(
      [
        'address.city',
        'address.country',
        'colour',
        'email',
        'email_consent',
        'name',
        'tags',
        'timezone',
      ].sort(),
    );
    expect(await faultyFields(await patch('{'))).toEqual(['body']);
  });

  it('refuses an unknown aircraft type and keeps the client as it was', async () => {
    const { h, created, patch } = await setUp();
    const body = await problemOf(
      await patch({ name: 'X', preferred_aircraft_type_id: id(999) }),
      422,
    );
    expect(body.errors?.map((error) => error.field)).toEqual(['preferred_aircraft_type_id']);
    const stored = await h.call('GET', `/v1/clients/${created.id}`);
    expect((await stored.json()).name).toBe(full.name);
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const { h } = await setUp();
    const missing = await h.call('PATCH', `/v1/clients/${id(999)}`, { body: { name: 'X' } });
    expect(await problemOf(missing, 404)).toMatchObject({ type: 'not_found' });
    const malformed = await h.call('PATCH', '/v1/clients/42', { body: { name: 'X' } });
    expect(await faultyFields(malformed)).toEqual(['id']);
  });
});
