// The other rules of the spec's Limits table: counts, formats, enums, defaults and codes.
import { describe, expect, it } from 'vitest';
import {
  addressRequest,
  checkFields,
  clientCreateRequest,
  clientSearchQuery,
  clientUpdateRequest,
  messageListQuery,
  operatorContactListQuery,
  rfqBatchRequest,
  rfqListQuery,
} from '../../shared/api';
import { anAddress, anOperator, faultyFields, operatorId } from './bounds-helpers';

describe('lengths count characters as a person does (code points)', () => {
  it('120 emoji make a 120-character name', () => {
    expect(faultyFields(clientCreateRequest, { name: '✈️'.slice(0, 1).repeat(120) })).toEqual([]);
    expect(faultyFields(clientCreateRequest, { name: '😀'.repeat(120) })).toEqual([]);
    expect(faultyFields(clientCreateRequest, { name: '😀'.repeat(121) })).toEqual(['name']);
  });
});

describe('single-line fields refuse line breaks (the address prints on one line)', () => {
  it.each([
    ['address.line1', { name: 'A', address: { ...anAddress, line1: '1 Main St\nBcc: x@y.z' } }],
    ['address.city', { name: 'A', address: { ...anAddress, city: 'Lon\rdon' } }],
    ['name', { name: 'Ann\u2028Lee' }],
    ['tags[0]', { name: 'A', tags: ['v\tip'] }],
  ])('%s', (field, input) => {
    expect(faultyFields(clientCreateRequest, input)).toEqual([field]);
  });

  it('multi-line fields keep their line breaks', () => {
    expect(faultyFields(clientCreateRequest, { name: 'A', notes: 'line one\nline two' })).toEqual(
      [],
    );
  });
});

describe('address country', () => {
  it.each(['GB', 'US'])('accepts %s', (country) => {
    expect(faultyFields(addressRequest, { ...anAddress, country })).toEqual([]);
  });
  it.each(['gb', 'G', 'GBR', 'G1', ''])('refuses %j as address.country', (country) => {
    expect(
      faultyFields(clientCreateRequest, { name: 'A', address: { ...anAddress, country } }),
    ).toEqual(['address.country']);
  });
  it('requires line1, city and country', () => {
    expect(faultyFields(clientCreateRequest, { name: 'A', address: {} }).sort()).toEqual([
      'address.city',
      'address.country',
      'address.line1',
    ]);
  });
});

describe('RFQ batch operators: 1 to 20', () => {
  const batch = (count: number) => ({
    operators: Array.from({ length: count }, (_, i) => anOperator(i + 1)),
  });
  it('accepts 1 and 20 operators', () => {
    expect(faultyFields(rfqBatchRequest, batch(1))).toEqual([]);
    expect(faultyFields(rfqBatchRequest, batch(20))).toEqual([]);
  });
  it('refuses 0 and 21 operators, naming operators', () => {
    expect(faultyFields(rfqBatchRequest, batch(0))).toEqual(['operators']);
    expect(faultyFields(rfqBatchRequest, batch(21))).toEqual(['operators']);
  });
  it('names each faulty operator field by its index', () => {
    const input = {
      operators: [anOperator(1), anOperator(2), { operator_id: 'nope', email: 'not-an-email' }],
    };
    expect(faultyFields(rfqBatchRequest, input).sort()).toEqual([
      'operators[2].email',
      'operators[2].operator_id',
    ]);
  });
  it('refuses the same operator twice', () => {
    expect(faultyFields(rfqBatchRequest, { operators: [anOperator(1), anOperator(1)] })).toEqual([
      'operators[1].operator_id',
    ]);
  });
});

describe('limit on lists: 1 to 100, defaults 100 and 25', () => {
  it.each([
    ['RFQ list', rfqListQuery, 100],
    ['messages', messageListQuery, 100],
    ['operator contacts', operatorContactListQuery, 100],
    ['client search', clientSearchQuery, 25],
  ] as const)('%s', (_name, schema, defaultLimit) => {
    expect(schema.parse({}).limit).toBe(defaultLimit);
    expect(schema.parse({ limit: '1' }).limit).toBe(1);
    expect(schema.parse({ limit: '100' }).limit).toBe(100);
    for (const bad of ['0', '101', '2.5', 'ten', '', '1e1', '0x10', ' 7 ', '-1']) {
      expect(faultyFields(schema, { limit: bad }), bad).toEqual(['limit']);
    }
  });
});

describe('client search parameters', () => {
  it('sort takes the 12 values, name by default', () => {
    expect(clientSearchQuery.parse({}).sort).toBe('name');
    for (const sort of [
      'name',
      '-name',
      'email',
      '-email',
      'phone',
      '-phone',
      'tags',
      '-tags',
      'trip_request_count',
      '-trip_request_count',
      'last_request_at',
      '-last_request_at',
    ]) {
      expect(faultyFields(clientSearchQuery, { sort })).toEqual([]);
    }
    expect(faultyFields(clientSearchQuery, { sort: 'created_at' })).toEqual(['sort']);
  });
  it('consent is email or sms; last_request one of four windows', () => {
    expect(faultyFields(clientSearchQuery, { consent: 'email', last_request: 'never' })).toEqual(
      [],
    );
    expect(
      faultyFields(clientSearchQuery, { consent: 'fax', last_request: 'yesterday' }).sort(),
    ).toEqual(['consent', 'last_request']);
  });
  it('operator_id[] is an array of UUIDs', () => {
    expect(
      faultyFields(operatorContactListQuery, { 'operator_id[]': [operatorId(1), operatorId(2)] }),
    ).toEqual([]);
    expect(
      faultyFields(operatorContactListQuery, { 'operator_id[]': [operatorId(1), 'x'] }),
    ).toEqual(['operator_id[][1]']);
  });
});

describe('client create defaults and update without defaults', () => {
  it('create: consents false, timezone UTC, tags empty', () => {
    expect(clientCreateRequest.parse({ name: 'A' })).toMatchObject({
      email_consent: false,
      sms_consent: false,
      timezone: 'UTC',
      tags: [],
    });
  });
  it('update: an empty body changes nothing and sets no defaults', () => {
    expect(clientUpdateRequest.parse({})).toEqual({});
  });
  it('update: null clears nullable fields but never name, consents, tags or timezone', () => {
    expect(
      faultyFields(clientUpdateRequest, { company: null, email: null, address: null }),
    ).toEqual([]);
    expect(
      faultyFields(clientUpdateRequest, {
        name: null,
        email_consent: null,
        tags: null,
        timezone: null,
      }).sort(),
    ).toEqual(['email_consent', 'name', 'tags', 'timezone']);
  });
  it('unknown fields are named', () => {
    expect(faultyFields(clientCreateRequest, { name: 'A', nmae: 'B' })).toEqual(['nmae']);
  });
  it('email must be an email; preferred_aircraft_type_id a UUID; category from the enum', () => {
    expect(
      faultyFields(clientCreateRequest, {
        name: 'A',
        email: 'nope',
        preferred_aircraft_type_id: '1',
        preferred_category: 'jumbo',
      }).sort(),
    ).toEqual(['email', 'preferred_aircraft_type_id', 'preferred_category']);
  });
});

describe('field error codes', () => {
  it('tells a missing field (required) from a wrong type (invalid_type)', () => {
    const result = checkFields(rfqBatchRequest, { operators: [{ operator_id: 123 }] });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.errors.map(({ field, code }) => ({ field, code }))).toEqual([
      { field: 'operators[0].operator_id', code: 'invalid_type' },
      { field: 'operators[0].email', code: 'required' },
    ]);
  });

  it('lists a duplicate operator alongside the other faults of the batch', () => {
    const input = { operators: [anOperator(1), anOperator(1), { operator_id: operatorId(3) }] };
    expect(faultyFields(rfqBatchRequest, input).sort()).toEqual([
      'operators[1].operator_id',
      'operators[2].email',
    ]);
  });
});
