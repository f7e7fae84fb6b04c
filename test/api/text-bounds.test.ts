// Every length bound of the spec's Limits table: the value at each bound passes, one past
// it fails, and the field error names the field by its path.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  clientCreateRequest,
  clientSearchQuery,
  clientUpdateRequest,
  idempotencyKey,
  messageListQuery,
  messageRequest,
  operatorContactListQuery,
  rfqBatchRequest,
  rfqListQuery,
} from '../../shared/api';
import { anAddress, anOperator, faultyFields, withValue, type Path } from './bounds-helpers';

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
