// Errors (spec: Errors; docs/decisions.md: Errors, Idempotency) as a client of the remote
// sees them: 422 naming each field, 409, and Idempotency-Key replay, mismatch and in-flight.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client, page, rfq, rfqBatch } from '../../shared/api';
import {
  ALPHA_TRIP,
  BETA_TRIP,
  KEYS,
  UNKNOWN_ID,
  batchBody,
  expectProblem,
  startTestApi,
  type TestApi,
} from './remote-harness';

const batchPath = (trip = ALPHA_TRIP) => `/v1/trip-requests/${trip}/rfqs`;

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

function sendBatch(key: string, body: unknown = batchBody(), apiKey: string = KEYS.alphaWrite) {
  const trip = apiKey === KEYS.betaWrite ? BETA_TRIP : ALPHA_TRIP;
  return api.call('POST', batchPath(trip), {
    key: apiKey,
    body,
    headers: { 'Idempotency-Key': key },
  });
}

describe('422 names every field at fault', () => {
  it('in the body, by path, and in the request log', async () => {
    const response = await sendBatch('bad-body', {
      operators: [
        { operator_id: 'not-a-uuid', email: 'dispatch@operator.example' },
        batchBody().operators[0],
        { operator_id: batchBody(3).operators[2]!.operator_id, email: 'no-at-sign' },
      ],
      note: 'n'.repeat(2_001),
    });
    const body = await expectProblem(response, 422, 'validation_failed');
    const fields = body.errors?.map((error) => error.field).sort();
    expect(fields).toEqual(['note', 'operators[0].operator_id', 'operators[2].email']);

    const log = await api.sim<{ items: { request_id: string; fields: string[] }[] }>(
      'GET',
      '/requests?limit=5',
    );
    const entry = log.items.find(
      (item) => item.request_id === response.headers.get('X-Request-Id'),
    );
    expect(entry?.fields.sort()).toEqual(fields);
  });

  it('in the path, the query and the headers', async () => {
    const response = await api.call('POST', '/v1/trip-requests/nope/rfqs?limit=0', {
      body: batchBody(),
    });
    const body = await expectProblem(response, 422, 'validation_failed');
    expect(body.errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining(['id', 'Idempotency-Key']),
    );
    const list = await api.call('GET', `${batchPath()}?limit=101&cursor=${'c'.repeat(2_001)}`);
    const listBody = await expectProblem(list, 422, 'validation_failed');
    expect(listBody.errors?.map((error) => error.field).sort()).toEqual(['cursor', 'limit']);
  });
});

describe('422 on clients', () => {
  it('names nested address parts and list items', async () => {
    const response = await api.call('POST', '/v1/clients', {
      body: {
        name: 'Kit Marlowe',
        address: { line1: '1 Park Lane', city: 'London', country: 'gb' },
        tags: ['vip', 't'.repeat(33)],
        email: 'kit',
      },
      headers: { 'Idempotency-Key': 'bad-client' },
    });
    const body = await expectProblem(response, 422, 'validation_failed');
    expect(body.errors?.map((error) => error.field).sort()).toEqual([
      'address.country',
      'email',
      'tags[1]',
    ]);
    const patch = await api.call('PATCH', `/v1/clients/${UNKNOWN_ID}`, { body: { nmae: 'Kit' } });
    const patchBody = await expectProblem(patch, 422, 'validation_failed');
    expect(patchBody.errors?.map((error) => error.field)).toEqual(['nmae']);
  });
});

describe('409 conflict', () => {
  it('refuses to withdraw an RFQ twice, and to write on a withdrawn one', async () => {
    const sent = rfqBatch.parse(await (await sendBatch('to-withdraw')).json());
    const id = sent.items[0]!.id;
    const withdraw = (key: string) =>
      api.call('POST', `/v1/rfqs/${id}/withdrawals`, { headers: { 'Idempotency-Key': key } });
    const first = await withdraw('withdraw-1');
    expect(first.status).toBe(200);
    expect(rfq.parse(await first.json()).status).toBe('withdrawn');
    await expectProblem(await withdraw('withdraw-2'), 409, 'conflict');
    const message = await api.call('POST', `/v1/rfqs/${id}/messages`, { body: { body: 'Hi' } });
    await expectProblem(message, 409, 'conflict');
  });
});

describe('Idempotency-Key', () => {
  it('replays the stored answer for the same request', async () => {
    const first = await sendBatch('same-key');
    expect(first.status).toBe(201);
    const firstBody = rfqBatch.parse(await first.json());
    expect(firstBody.emailed).toBe(true);

    const replay = await sendBatch('same-key');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(rfqBatch.parse(await replay.json())).toEqual(firstBody);
    const listed = await api.call('GET', batchPath());
    expect(((await listed.json()) as { total: number }).total).toBe(1);
  });

  it('replays a client creation instead of creating it twice', async () => {
    const create = (name: string) =>
      api.call('POST', '/v1/clients', {
        body: { name },
        headers: { 'Idempotency-Key': 'new-client' },
      });
    const first = client.parse(await (await create('Nell Ashford')).json());
    const replay = await create('Nell Ashford');
    expect(replay.status).toBe(201);
    expect(client.parse(await replay.json())).toEqual(first);
    await expectProblem(await create('Nell Ashford-Hale'), 422, 'idempotency_key_mismatch');
    const all = await api.call('GET', '/v1/clients?limit=100');
    const names = page(client)
      .parse(await all.json())
      .items.map((item) => item.name);
    expect(names.filter((name) => name === 'Nell Ashford')).toHaveLength(1);
  });

  it('refuses the same key with another request (422 idempotency_key_mismatch)', async () => {
    expect((await sendBatch('reused')).status).toBe(201);
    const other = await sendBatch('reused', batchBody(2));
    await expectProblem(other, 422, 'idempotency_key_mismatch');
  });

  it('keeps keys per organization and per route', async () => {
    expect((await sendBatch('shared-key')).status).toBe(201);
    const beta = await sendBatch('shared-key', batchBody(2), KEYS.betaWrite);
    expect(beta.status).toBe(201);
    expect(beta.headers.get('Idempotent-Replayed')).toBeNull();
    expect(rfqBatch.parse(await beta.json()).items).toHaveLength(2);

    const sent = rfqBatch.parse(await (await sendBatch('route-key')).json());
    const withdrawal = await api.call('POST', `/v1/rfqs/${sent.items[0]!.id}/withdrawals`, {
      headers: { 'Idempotency-Key': 'shared-key' },
    });
    expect(withdrawal.status).toBe(200);
  });

  it('forgets a key after 24 hours', async () => {
    expect((await sendBatch('day-old')).status).toBe(201);
    await api.sim('POST', '/clock', { advance_ms: 23 * 3_600_000 });
    await expectProblem(await sendBatch('day-old', batchBody(2)), 422, 'idempotency_key_mismatch');
    await api.sim('POST', '/clock', { advance_ms: 3_600_000 });
    const fresh = await sendBatch('day-old', batchBody(2));
    expect(fresh.status).toBe(201);
    expect(fresh.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('answers 409 idempotency_key_in_use while the first request is still running', async () => {
    // Slow storage holds a write in flight for 1.5 s. Two requests with one key sent
    // together: whichever arrives first writes, the other is told the key is in use.
    await api.sim('PUT', '/faults', { storage_hold_ms: 1_500, methods: ['POST'] });
    const answers = await Promise.all([sendBatch('in-flight'), sendBatch('in-flight')]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409]);
    await expectProblem(
      answers.find((a) => a.status === 409)!,
      409,
      'idempotency_key_in_use',
    );

    await api.sim('PUT', '/faults', {});
    const retry = await sendBatch('in-flight');
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
  });
});
