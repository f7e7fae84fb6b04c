// Every bound of the spec's Limits table: the value at each bound passes, one past it
// fails, and the field error names the field by its path.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressRequest,
  clientCreateRequest,
  clientSearchQuery,
  clientUpdateRequest,
  checkFields,
  idempotencyKey,
  messageListQuery,
  messageRequest,
  operatorContactListQuery,
  rfqBatchRequest,
  rfqListQuery,
} from '../../shared/api';

const operatorId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const anOperator = (n = 1) => ({ operator_id: operatorId(n), email: `ops${n}@example.com` });
const anAddress = { line1: '1 Main St', city: 'London', country: 'GB' };

type Path = (string | number)[];

function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = withValue(copy[head!], rest, value);
  return copy;
}

/** The field paths the 422 body would name for this input. */
function faultyFields(schema: z.ZodType, input: unknown): string[] {
  const result = checkFields(schema, input);
  return result.success ? [] : result.errors.map((e) => e.field);
}

interface TextBound {
  field: string;
  schema: z.ZodType;
  base: unknown;
  path: Path;
  min: number;
  max: number;
}

const textBounds: TextBound[] = [
  {
    field: 'operators[0].name',
    schema: rfqBatchRequest,
    base: { operators: [anOperator()] },
    path: ['operators', 0, 'name'],
    min: 1,
    max: 120,
  },
  {
    field: 'note',
    schema: rfqBatchRequest,
    base: { operators: [anOperator()] },
    path: ['note'],
    min: 0,
    max: 2000,
  },
  { field: 'body', schema: messageRequest, base: {}, path: ['body'], min: 1, max: 2000 },
  { field: 'name', schema: clientCreateRequest, base: {}, path: ['name'], min: 1, max: 120 },
  {
    field: 'company',
    schema: clientCreateRequest,
    base: { name: 'A' },
    path: ['company'],
    min: 0,
    max: 120,
  },
  {
    field: 'phone',
    schema: clientCreateRequest,
    base: { name: 'A' },
    path: ['phone'],
    min: 0,
    max: 40,
  },
  {
    field: 'timezone',
    schema: clientCreateRequest,
    base: { name: 'A' },
    path: ['timezone'],
    min: 1,
    max: 64,
  },
  {
    field: 'notes',
    schema: clientCreateRequest,
    base: { name: 'A' },
    path: ['notes'],
    min: 0,
    max: 2000,
  },
  {
    field: 'preferences',
    schema: clientCreateRequest,
    base: { name: 'A' },
    path: ['preferences'],
    min: 0,
    max: 2000,
  },
  {
    field: 'tags[0]',
    schema: clientCreateRequest,
    base: { name: 'A', tags: ['x'] },
    path: ['tags', 0],
    min: 1,
    max: 32,
  },
  { field: 'name', schema: clientUpdateRequest, base: {}, path: ['name'], min: 1, max: 120 },
  { field: 'company', schema: clientUpdateRequest, base: {}, path: ['company'], min: 0, max: 120 },
  { field: 'phone', schema: clientUpdateRequest, base: {}, path: ['phone'], min: 0, max: 40 },
  { field: 'timezone', schema: clientUpdateRequest, base: {}, path: ['timezone'], min: 1, max: 64 },
  { field: 'notes', schema: clientUpdateRequest, base: {}, path: ['notes'], min: 0, max: 2000 },
  {
    field: 'preferences',
    schema: clientUpdateRequest,
    base: {},
    path: ['preferences'],
    min: 0,
    max: 2000,
  },
  {
    field: 'tags[0]',
    schema: clientUpdateRequest,
    base: { tags: ['x'] },
    path: ['tags', 0],
    min: 1,
    max: 32,
  },
  {
    field: 'address.city',
    schema: clientCreateRequest,
    base: { name: 'A', address: anAddress },
    path: ['address', 'city'],
    min: 1,
    max: 80,
  },
  {
    field: 'address.line1',
    schema: clientCreateRequest,
    base: { name: 'A', address: anAddress },
    path: ['address', 'line1'],
    min: 1,
    max: 120,
  },
  {
    field: 'address.line2',
    schema: clientCreateRequest,
    base: { name: 'A', address: anAddress },
    path: ['address', 'line2'],
    min: 1,
    max: 120,
  },
  {
    field: 'address.postal_code',
    schema: clientCreateRequest,
    base: { name: 'A', address: anAddress },
    path: ['address', 'postal_code'],
    min: 1,
    max: 20,
  },
  {
    field: 'address.region',
    schema: clientCreateRequest,
    base: { name: 'A', address: anAddress },
    path: ['address', 'region'],
    min: 1,
    max: 80,
  },
  {
    field: 'address.city',
    schema: clientUpdateRequest,
    base: { address: anAddress },
    path: ['address', 'city'],
    min: 1,
    max: 80,
  },
  { field: 'q', schema: clientSearchQuery, base: {}, path: ['q'], min: 0, max: 120 },
  { field: 'cursor', schema: rfqListQuery, base: {}, path: ['cursor'], min: 0, max: 2000 },
  { field: 'cursor', schema: messageListQuery, base: {}, path: ['cursor'], min: 0, max: 2000 },
  {
    field: 'cursor',
    schema: operatorContactListQuery,
    base: {},
    path: ['cursor'],
    min: 0,
    max: 2000,
  },
  { field: 'cursor', schema: clientSearchQuery, base: {}, path: ['cursor'], min: 0, max: 2000 },
  { field: '', schema: idempotencyKey, base: '', path: [], min: 1, max: 200 },
];

describe.each(textBounds)(
  '$field ($min to $max characters)',
  ({ field, schema, base, path, min, max }) => {
    const at = (length: number) => withValue(base, path, 'a'.repeat(length));

    it('accepts the lower and upper bound', () => {
      expect(faultyFields(schema, at(min))).toEqual([]);
      expect(faultyFields(schema, at(max))).toEqual([]);
    });

    it('refuses one past each bound, naming the field', () => {
      expect(faultyFields(schema, at(max + 1))).toEqual([field]);
      if (min > 0) expect(faultyFields(schema, at(min - 1))).toEqual([field]);
    });
  },
);

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
    for (const bad of ['0', '101', '2.5', 'ten', '']) {
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
