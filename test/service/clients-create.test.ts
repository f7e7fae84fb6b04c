// Operation 8: POST /v1/clients.
import { describe, expect, it } from 'vitest';
import { client } from '../../shared/api';
import { REPLAYED_HEADER } from '../../shared/service/commit-write';
import { testUser } from '../support/service-harness';
import {
  aircraftTypes,
  clientsHarness,
  faultyFields,
  id,
  newKey,
  problemOf,
  sequentialIds,
} from './clients-fixtures';

const NOW = '2026-11-22T09:00:00.000Z';

const post = (h: Awaited<ReturnType<typeof clientsHarness>>, body: unknown, key?: string) =>
  h.call('POST', '/v1/clients', {
    body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

describe('POST /v1/clients', () => {
  it('creates a client with every field and returns it whole', async () => {
    const h = await clientsHarness();
    sequentialIds(h, 1);
    const response = await post(
      h,
      {
        name: 'Zoë Müller',
        company: 'Alpine Ventures AG',
        email: 'zoe@alpine.example',
        phone: '+41 44 000 11 22',
        address: { line1: 'Bahnhofstrasse 1', city: 'Zürich', country: 'CH', postal_code: '8001' },
        email_consent: true,
        notes: 'Prefers Sion in winter.',
        preferences: 'Still water.',
        preferred_aircraft_type_id: aircraftTypes[0]!.id,
        preferred_category: 'super_midsize',
        tags: ['vip', 'ski', 'vip'],
        timezone: 'Europe/Zurich',
      },
      newKey(),
    );
    expect(response.status).toBe(201);
    expect(client.parse(await response.json())).toEqual({
      id: id(1),
      name: 'Zoë Müller',
      company: 'Alpine Ventures AG',
      email: 'zoe@alpine.example',
      phone: '+41 44 000 11 22',
      address: {
        line1: 'Bahnhofstrasse 1',
        line2: null,
        city: 'Zürich',
        region: null,
        postal_code: '8001',
        country: 'CH',
      },
      email_consent: true,
      sms_consent: false,
      consent_recorded_by: testUser,
      consent_updated_at: NOW,
      notes: 'Prefers Sion in winter.',
      preferences: 'Still water.',
      preferred_category: 'super_midsize',
      preferred_aircraft_type: aircraftTypes[0],
      tags: ['vip', 'ski'],
      timezone: 'Europe/Zurich',
      import_batch_id: null,
      last_request_at: null,
      trip_request_count: 0,
      created_at: NOW,
      updated_at: NOW,
    });
  });

  it('applies the defaults and records no consent when none is given', async () => {
    const h = await clientsHarness();
    const response = await post(h, { name: 'Anna' }, newKey());
    expect(client.parse(await response.json())).toMatchObject({
      company: null,
      email: null,
      address: null,
      email_consent: false,
      sms_consent: false,
      consent_recorded_by: null,
      consent_updated_at: null,
      preferred_aircraft_type: null,
      tags: [],
      timezone: 'UTC',
    });
  });

  it('lists every field at fault in one 422', async () => {
    const h = await clientsHarness();
    const response = await post(
      h,
      {
        name: '',
        email: 'not-an-email',
        phone: 'x'.repeat(41),
        tags: ['ok', '', 't'.repeat(33)],
        address: { line1: 'Somewhere 1', country: 'gb' },
        preferred_category: 'jumbo',
        timezone: 't'.repeat(65),
        nickname: 'Z',
      },
      newKey(),
    );
    expect((await faultyFields(response)).sort()).toEqual(
      [
        'address.city',
        'address.country',
        'email',
        'name',
        'nickname',
        'phone',
        'preferred_category',
        'tags[1]',
        'tags[2]',
        'timezone',
      ].sort(),
    );
  });

  it('refuses a missing Idempotency-Key, malformed JSON and a missing body with 422', async () => {
    const h = await clientsHarness();
    expect(await faultyFields(await post(h, { name: 'Anna' }))).toEqual(['Idempotency-Key']);
    expect(await faultyFields(await post(h, '{"name":', newKey()))).toEqual(['body']);
    expect(await faultyFields(await post(h, '[1]', newKey()))).toEqual(['body']);
    const noBody = await h.call('POST', '/v1/clients', {
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(await faultyFields(noBody)).toEqual(['body']);
    expect(await faultyFields(await post(h, { name: 'Anna' }, 'k'.repeat(201)))).toEqual([
      'Idempotency-Key',
    ]);
    expect(await h.db.clients.count()).toBe(0);
  });

  it('refuses an unknown aircraft type on its field', async () => {
    const h = await clientsHarness();
    const response = await post(h, { name: 'Anna', preferred_aircraft_type_id: id(999) }, newKey());
    const body = await problemOf(response, 422);
    expect(body.errors).toEqual([
      { field: 'preferred_aircraft_type_id', code: 'not_found', message: expect.any(String) },
    ]);
    expect(await h.db.clients.count()).toBe(0);
  });

  it('replays the stored answer for the same key and request', async () => {
    const h = await clientsHarness();
    const key = newKey();
    const first = await post(h, { name: 'Anna' }, key);
    const firstBody = await first.json();
    h.clock.advance(60_000);
    const again = await post(h, { name: 'Anna' }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual(firstBody);
    expect(await h.db.clients.count()).toBe(1);
  });

  it('refuses the same key with another request', async () => {
    const h = await clientsHarness();
    const key = newKey();
    await post(h, { name: 'Anna' }, key);
    const other = await post(h, { name: 'Bruno' }, key);
    expect(await problemOf(other, 422)).toMatchObject({ type: 'idempotency_key_mismatch' });
    expect(await h.db.clients.count()).toBe(1);
  });

  it('lets a corrected request reuse the key of a refused one', async () => {
    const h = await clientsHarness();
    const key = newKey();
    await problemOf(await post(h, { name: '' }, key), 422);
    expect((await post(h, { name: 'Anna' }, key)).status).toBe(201);
  });
});
