// Operation 2, POST /v1/trip-requests/{id}/rfqs, through the /v1 app over fake-indexeddb.
import { describe, expect, it } from 'vitest';
import { operatorContact, page, rfq, rfqBatch } from '../../shared/api';
import { REPLAYED_HEADER } from '../../shared/service/commit-write';
import { testUser } from '../support/service-harness';
import {
  HOUR_MS,
  batchRequest,
  id,
  newKey,
  operatorAt,
  problemOf,
  remoteDelivery,
  sendBatch,
  seededHarness,
  sequentialIds,
  tokenOf,
  trips,
  unknownId,
} from './rfq-fixtures';

const SENT_AT = '2026-11-22T09:00:00.000Z';
const EXPIRES_AT = '2026-11-25T09:00:00.000Z';

function expectedItem(index: number, rfqId: string, note: string | null) {
  return {
    id: rfqId,
    trip_request_id: trips.open,
    status: 'sent',
    contact_email: `dispatch${index}@operator.example`,
    contact_name: `Dispatch ${index}`,
    created_by: testUser,
    expires_at: EXPIRES_AT,
    is_expired: false,
    sent_at: SENT_AT,
    viewed_at: null,
    responded_at: null,
    response_note: null,
    note,
    quote_id: null,
    quote_amount_cents: null,
    message_count: 0,
    last_message_at: null,
    last_message_author: null,
    operator: operatorAt(index),
    url: null,
  };
}

async function listRfqs(h: Awaited<ReturnType<typeof seededHarness>>, tripId = trips.open) {
  const response = await h.call('GET', `/v1/trip-requests/${tripId}/rfqs`);
  expect(response.status).toBe(200);
  return page(rfq).parse(await response.json());
}

async function listContacts(h: Awaited<ReturnType<typeof seededHarness>>) {
  const response = await h.call('GET', '/v1/operator-contacts');
  expect(response.status).toBe(200);
  return page(operatorContact).parse(await response.json());
}

const post = (h: Awaited<ReturnType<typeof seededHarness>>, body: unknown, tripId = trips.open) =>
  h.call('POST', `/v1/trip-requests/${tripId}/rfqs`, {
    body,
    headers: { 'Idempotency-Key': newKey() },
  });

describe('POST /v1/trip-requests/{id}/rfqs', () => {
  it('sends one RFQ per operator, sent now and valid for 72 hours (local: not emailed, no url)', async () => {
    const h = await seededHarness();
    sequentialIds(h, 500);
    const batch = await sendBatch(h, batchRequest([0, 3], { note: 'Pets on board' }));
    expect(batch).toEqual({
      emailed: false,
      items: [expectedItem(0, id(500), 'Pets on board'), expectedItem(3, id(501), 'Pets on board')],
    });
    expect(Date.parse(EXPIRES_AT) - Date.parse(SENT_AT)).toBe(72 * HOUR_MS);

    const listed = await listRfqs(h);
    expect(listed.total).toBe(2);
    expect(listed.items).toEqual(batch.items.map(({ url: _url, ...item }) => item));
  });

  it('in remote mode reports emailed and gives each RFQ its own unguessable link', async () => {
    const h = await seededHarness({ rfqDelivery: remoteDelivery });
    const batch = await sendBatch(h, batchRequest([1, 2]));
    expect(batch.emailed).toBe(true);
    const urls = batch.items.map((item) => item.url);
    for (const url of urls) expect(url).toMatch(/^https:\/\/remote\.test\/rfq-links\/[\w-]{32}$/);
    expect(new Set(urls.map(tokenOf)).size).toBe(2);
    expect(batch.items.map((item) => item.contact_name)).toEqual(['Dispatch 1', 'Dispatch 2']);
  });

  it('stores null for an absent note and contact name, and accepts a quoted trip request', async () => {
    const h = await seededHarness();
    const body = { operators: [{ operator_id: operatorAt(4).id, email: 'ops@four.example' }] };
    const batch = await sendBatch(h, body, trips.quoted);
    expect(batch.items[0]).toMatchObject({
      trip_request_id: trips.quoted,
      contact_email: 'ops@four.example',
      contact_name: null,
      note: null,
    });
  });

  it('remembers each contact by operator and email, keeping a known name when none is given', async () => {
    const h = await seededHarness();
    const operatorId = operatorAt(0).id;
    await sendBatch(h, {
      operators: [{ operator_id: operatorId, email: 'Jane@Op.example', name: 'Jane' }],
    });
    h.clock.advance(HOUR_MS);
    await sendBatch(h, { operators: [{ operator_id: operatorId, email: 'jane@op.example' }] });
    expect((await listContacts(h)).items).toEqual([
      {
        operator_id: operatorId,
        email: 'jane@op.example',
        name: 'Jane',
        updated_at: '2026-11-22T10:00:00.000Z',
      },
    ]);

    h.clock.advance(HOUR_MS);
    await sendBatch(h, {
      operators: [
        { operator_id: operatorId, email: 'jane@op.example', name: 'Jane Doe' },
        { operator_id: operatorAt(1).id, email: 'desk@one.example' },
      ],
    });
    const contacts = await listContacts(h);
    expect(contacts.total).toBe(2);
    expect(contacts.items).toEqual([
      {
        operator_id: operatorId,
        email: 'jane@op.example',
        name: 'Jane Doe',
        updated_at: '2026-11-22T11:00:00.000Z',
      },
      {
        operator_id: operatorAt(1).id,
        email: 'desk@one.example',
        name: null,
        updated_at: '2026-11-22T11:00:00.000Z',
      },
    ]);
  });

  it('in a replica, remembers no contact: the remote may still refuse the operator', async () => {
    const h = await seededHarness({ replica: {} });
    await sendBatch(h, {
      operators: [
        { operator_id: operatorAt(0).id, email: 'jane@op.example', name: 'Jane' },
        { operator_id: unknownId, email: 'ghost@op.example', name: 'Ghost Op' },
      ],
    });
    expect((await listContacts(h)).total).toBe(0);
    const operators = (await listRfqs(h)).items.map((item) => item.operator);
    expect(operators).toHaveLength(2);
    expect(operators).toEqual(
      expect.arrayContaining([
        operatorAt(0),
        { id: unknownId, designator: '', legal_name: 'Ghost Op', dba_name: null },
      ]),
    );
  });

  it('is 422 listing every field at fault: path, header and body', async () => {
    const h = await seededHarness();
    const response = await h.call('POST', '/v1/trip-requests/not-a-uuid/rfqs', {
      body: {
        operators: [
          { operator_id: 'nope', email: 'not-an-email', name: '' },
          { operator_id: operatorAt(1).id, email: 'a@b.example', name: 'x'.repeat(121) },
          { email: 'e@f.example' },
        ],
        note: 'x'.repeat(2001),
        colour: 'blue',
      },
    });
    const body = await problemOf(response, 422);
    expect(body.type).toBe('validation_failed');
    expect(body.errors?.map((e) => [e.field, e.code])).toEqual(
      expect.arrayContaining([
        ['id', 'invalid_format'],
        ['Idempotency-Key', 'required'],
        ['operators[0].operator_id', 'invalid_format'],
        ['operators[0].email', 'invalid_format'],
        ['operators[0].name', 'too_small'],
        ['operators[1].name', 'too_big'],
        ['operators[2].operator_id', 'required'],
        ['note', 'too_big'],
        ['colour', 'unknown_field'],
      ]),
    );
    expect(body.errors).toHaveLength(9);
    expect((await listRfqs(h)).total).toBe(0);
  });

  it.each([
    ['no operators', { operators: [] }, 'operators', 'too_small'],
    ['21 operators', batchRequest([...Array(21).keys()]), 'operators', 'too_big'],
    ['no operators field', { note: 'hi' }, 'operators', 'required'],
    [
      'an operator named twice',
      { operators: [...batchRequest([0, 1]).operators, batchRequest([0]).operators[0]] },
      'operators[2].operator_id',
      'duplicate',
    ],
  ])('is 422 for %s', async (_name, body, field, code) => {
    const h = await seededHarness();
    const problem = await problemOf(await post(h, body), 422);
    expect(problem.errors).toEqual([{ field, code, message: expect.any(String) }]);
  });

  it.each([
    ['malformed JSON', '{"operators": [', 'invalid_json'],
    ['an empty body', '', 'required'],
  ])('is 422 for %s', async (_name, body, code) => {
    const h = await seededHarness();
    const problem = await problemOf(await post(h, body), 422);
    expect(problem.errors).toEqual([{ field: 'body', code, message: expect.any(String) }]);
  });

  it('is 422 on body for a body that is not an object', async () => {
    const h = await seededHarness();
    const problem = await problemOf(await post(h, []), 422);
    expect(problem.errors?.map((error) => error.field)).toEqual(['body']);
  });

  it('is 422 for an Idempotency-Key over 200 characters', async () => {
    const h = await seededHarness();
    const response = await h.call('POST', `/v1/trip-requests/${trips.open}/rfqs`, {
      body: batchRequest([0]),
      headers: { 'Idempotency-Key': 'k'.repeat(201) },
    });
    const problem = await problemOf(response, 422);
    expect(problem.errors).toEqual([
      { field: 'Idempotency-Key', code: 'too_big', message: expect.any(String) },
    ]);
  });

  it('is 404 for an unknown trip request, even when an operator is unknown too', async () => {
    const h = await seededHarness();
    const body = { operators: [{ operator_id: unknownId, email: 'a@b.example' }] };
    const problem = await problemOf(await post(h, body, unknownId), 404);
    expect(problem).toMatchObject({ type: 'not_found', status: 404 });
    expect(problem.detail).toContain(unknownId);
  });

  it('is 422 not_found on each unknown operator, and writes nothing', async () => {
    const h = await seededHarness();
    const body = batchRequest([0, 1, 2]);
    body.operators[1]!.operator_id = id(990);
    body.operators[2]!.operator_id = id(991);
    const problem = await problemOf(await post(h, body), 422);
    expect(problem).toMatchObject({ type: 'validation_failed' });
    expect(problem.errors).toEqual([
      { field: 'operators[1].operator_id', code: 'not_found', message: 'No operator with this id' },
      { field: 'operators[2].operator_id', code: 'not_found', message: 'No operator with this id' },
    ]);
    expect((await listRfqs(h)).total).toBe(0);
    expect((await listContacts(h)).total).toBe(0);
  });

  it.each(['booked', 'completed', 'declined', 'cancelled'] as const)(
    'is 409 conflict for a %s trip request, saying why',
    async (status) => {
      const h = await seededHarness();
      const problem = await problemOf(await post(h, batchRequest([0]), trips[status]), 409);
      expect(problem).toMatchObject({ type: 'conflict', status: 409 });
      expect(problem.detail).toContain(`This trip request is ${status}`);
      expect((await listRfqs(h, trips[status])).total).toBe(0);
    },
  );

  it('checks the operators before the trip request state: unknown operator on a closed trip is 422', async () => {
    const h = await seededHarness();
    const body = { operators: [{ operator_id: unknownId, email: 'a@b.example' }] };
    await problemOf(await post(h, body, trips.cancelled), 422);
  });

  describe('idempotency', () => {
    it('replays the stored answer for the same key and request, without sending again', async () => {
      const h = await seededHarness();
      const key = newKey();
      const first = await sendBatch(h, batchRequest([0, 1]), trips.open, key);
      h.clock.advance(HOUR_MS);
      const again = await h.call('POST', `/v1/trip-requests/${trips.open}/rfqs`, {
        body: batchRequest([0, 1]),
        headers: { 'Idempotency-Key': key },
      });
      expect(again.status).toBe(201);
      expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
      expect(rfqBatch.parse(await again.json())).toEqual(first);
      expect((await listRfqs(h)).total).toBe(2);
    });

    it('is 422 idempotency_key_mismatch for the same key with another body or trip request', async () => {
      const h = await seededHarness();
      const key = newKey();
      await sendBatch(h, batchRequest([0]), trips.open, key);
      for (const [body, tripId] of [
        [batchRequest([1]), trips.open],
        [batchRequest([0]), trips.quoted],
      ] as const) {
        const response = await h.call('POST', `/v1/trip-requests/${tripId}/rfqs`, {
          body,
          headers: { 'Idempotency-Key': key },
        });
        const problem = await problemOf(response, 422);
        expect(problem.type).toBe('idempotency_key_mismatch');
        expect(problem.errors?.[0]?.field).toBe('Idempotency-Key');
      }
      expect((await listRfqs(h)).total).toBe(1);
      expect((await listRfqs(h, trips.quoted)).total).toBe(0);
    });

    it('does not store refusals: a corrected retry may reuse the key', async () => {
      const h = await seededHarness();
      const key = newKey();
      const body = { operators: [{ operator_id: unknownId, email: 'a@b.example' }] };
      const refused = await h.call('POST', `/v1/trip-requests/${trips.open}/rfqs`, {
        body,
        headers: { 'Idempotency-Key': key },
      });
      await problemOf(refused, 422);
      const batch = await sendBatch(h, batchRequest([0]), trips.open, key);
      expect(batch.items).toHaveLength(1);
    });
  });
});
