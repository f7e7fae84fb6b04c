import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  aircraftType,
  airport,
  client,
  clientDetail,
  leg,
  operator,
  operatorContact,
  page,
  personReference,
  rfq,
  rfqBatch,
  rfqMessage,
  rfqWithUrl,
  tripRequestSummary,
} from '../../shared/api';
import * as examples from './examples';

const resources: [string, z.ZodObject, Record<string, unknown>, number][] = [
  ['RFQ', rfq, examples.rfqExample, 19],
  ['RFQ with url', rfqWithUrl, examples.rfqBatchExample.items[0]!, 20],
  ['RFQ message', rfqMessage, examples.messageExample, 5],
  ['operator contact', operatorContact, examples.operatorContactExample, 4],
  ['person reference', personReference, examples.personExample, 3],
  ['operator', operator, examples.operatorExample, 4],
  ['aircraft type', aircraftType, examples.aircraftTypeExample, 5],
  ['client', client, examples.clientExample, 21],
  ['client detail', clientDetail, examples.clientDetailExample, 22],
  ['trip request summary', tripRequestSummary, examples.tripRequestExample, 27],
  ['leg', leg, examples.legExample, 12],
  ['airport', airport, examples.airportExample, 10],
];

describe.each(resources)('%s', (_name, schema, example, fieldCount) => {
  it(`has the spec's ${fieldCount} fields and parses a full example`, () => {
    expect(Object.keys(schema.shape)).toHaveLength(fieldCount);
    expect(schema.parse(example)).toEqual(example);
  });

  it.each(Object.keys(example))('rejects the example without %s', (field) => {
    const { [field]: _removed, ...rest } = example;
    const result = schema.safeParse(rest);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('accepts null exactly where the spec says nullable', () => {
    for (const field of Object.keys(example)) {
      const nullable = schema.shape[field]!.safeParse(null).success;
      const result = schema.safeParse({ ...example, [field]: null });
      expect(result.success, field).toBe(nullable);
    }
  });

  it('rejects a field the contract does not name', () => {
    expect(schema.safeParse({ ...example, surprise: 1 }).success).toBe(false);
  });
});

describe('nullability follows the spec tables', () => {
  const nullableFields = (schema: z.ZodObject) =>
    Object.keys(schema.shape)
      .filter((field) => schema.shape[field]!.safeParse(null).success)
      .sort();

  it('RFQ', () => {
    expect(nullableFields(rfq)).toEqual(
      [
        'contact_name',
        'created_by',
        'viewed_at',
        'responded_at',
        'response_note',
        'note',
        'quote_id',
        'quote_amount_cents',
        'last_message_at',
        'last_message_author',
      ].sort(),
    );
  });

  it('client', () => {
    expect(nullableFields(client)).toEqual(
      [
        'company',
        'email',
        'phone',
        'address',
        'consent_recorded_by',
        'consent_updated_at',
        'notes',
        'preferences',
        'preferred_category',
        'preferred_aircraft_type',
        'import_batch_id',
        'last_request_at',
      ].sort(),
    );
  });

  it('trip request summary', () => {
    expect(nullableFields(tripRequestSummary)).toEqual(
      [
        'source_system',
        'external_trip_id',
        'parse_status',
        'preferred_category',
        'pax',
        'budget_cents',
        'budget_min_cents',
        'first_leg',
        'last_arrival',
        'latest_quote',
        'booking',
        'client',
        'assigned_to',
        'import_batch_id',
      ].sort(),
    );
  });
});

describe('enums of the spec', () => {
  it('RFQ status, message author, trip request status, source, parse status and category', () => {
    expect(rfq.shape.status.options).toEqual(['sent', 'quoted', 'declined', 'withdrawn']);
    expect(rfqMessage.shape.author.options).toEqual(['broker', 'operator']);
    expect(tripRequestSummary.shape.status.options).toEqual([
      'open',
      'quoted',
      'booked',
      'completed',
      'declined',
      'cancelled',
    ]);
    expect(tripRequestSummary.shape.source.options).toEqual([
      'manual',
      'api',
      'parsed',
      'campaign',
      'portal',
      'csv',
    ]);
    expect(rfq.safeParse({ ...examples.rfqExample, status: 'expired' }).success).toBe(false);
    expect(
      client.safeParse({ ...examples.clientExample, preferred_category: 'jumbo' }).success,
    ).toBe(false);
  });
});

describe('RFQ batch and page envelope', () => {
  it('parses a batch and rejects items without url', () => {
    expect(rfqBatch.parse(examples.rfqBatchExample)).toEqual(examples.rfqBatchExample);
    const { url: _url, ...withoutUrl } = examples.rfqBatchExample.items[0]!;
    expect(rfqBatch.safeParse({ emailed: true, items: [withoutUrl] }).success).toBe(false);
  });

  it('a page has items, next_cursor (nullable) and total', () => {
    const pageOfRfqs = page(rfq);
    expect(
      pageOfRfqs.parse({ items: [examples.rfqExample], next_cursor: null, total: 1 }),
    ).toBeTruthy();
    expect(pageOfRfqs.safeParse({ items: [], next_cursor: 'x' }).success).toBe(false);
    expect(pageOfRfqs.safeParse({ items: [], next_cursor: null, total: -1 }).success).toBe(false);
  });
});
