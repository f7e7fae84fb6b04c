// Authentication, scopes and organizations (spec: Authentication, Errors 401/403/404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, clientDetail, page, rfq, rfqBatch } from '../../shared/api';
import {
  ALPHA_TRIP,
  BETA_TRIP,
  KEYS,
  UNKNOWN_ID,
  batchBody,
  budgetOf,
  expectProblem,
  startTestApi,
  type TestApi,
} from './remote-harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

describe('401: a missing or unknown key', () => {
  it.each([
    ['no Authorization header', {}],
    ['an unknown key', { Authorization: 'Bearer not-a-key-of-anyone' }],
    ['another scheme', { Authorization: `Basic ${KEYS.alphaRead}` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('is refused with %s, before any budget is read', async (_, headers) => {
    const response = await api.call('GET', '/v1/operator-contacts', { key: null, headers });
    await expectProblem(response, 401, 'unauthorized');
    expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(budgetOf(response)).toMatchObject({ quota: null, rate: null });
  });

  it('accepts the scheme name in any case', async () => {
    const headers = { Authorization: `bearer ${KEYS.alphaRead}` };
    const response = await api.call('GET', '/v1/operator-contacts', { key: null, headers });
    expect(response.status).toBe(200);
  });
});

describe('403: a key without the operation scope', () => {
  it('refuses a read-only key on a write, with both budgets unspent', async () => {
    const response = await api.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      key: KEYS.alphaRead,
      body: batchBody(),
      headers: { 'Idempotency-Key': 'read-only-write' },
    });
    await expectProblem(response, 403, 'forbidden');
    const before = budgetOf(response);
    expect(before.rate).not.toBeNull();
    expect(before.quota).not.toBeNull();

    const next = await api.call('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      key: KEYS.alphaRead,
    });
    expect(next.status).toBe(200);
    expect(budgetOf(next).rate?.remaining).toBe(before.rate!.remaining - 1);
    expect(budgetOf(next).quota?.remaining).toBe(before.quota!.remaining - 1);
  });

  it('refuses a write-only key on a read', async () => {
    const response = await api.call('GET', '/v1/operator-contacts', { key: KEYS.alphaWriteOnly });
    await expectProblem(response, 403, 'forbidden');
    expect(budgetOf(response).rate).not.toBeNull();
  });

  it('refuses a read-only key on a free write (messages) too', async () => {
    const response = await api.call('POST', `/v1/rfqs/${UNKNOWN_ID}/messages`, {
      key: KEYS.alphaRead,
      body: { body: 'Hello' },
    });
    await expectProblem(response, 403, 'forbidden');
    expect(budgetOf(response).quota).toBeNull();
  });
});

describe("404: another organization's records", () => {
  it('hides trip requests, RFQs and link tokens of another organization', async () => {
    const sent = await api.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      body: batchBody(2),
      headers: { 'Idempotency-Key': 'alpha-batch-for-404' },
    });
    expect(sent.status).toBe(201);
    const [first] = rfqBatch.parse(await sent.json()).items;
    const token = first!.url!.split('/').pop()!;

    const beta = { key: KEYS.betaWrite };
    const paths = [
      `/v1/trip-requests/${ALPHA_TRIP}/rfqs`,
      `/v1/rfqs/${first!.id}/messages`,
      `/v1/rfqs/${token}/messages`,
    ];
    for (const path of paths) {
      const response = await api.call('GET', path, beta);
      await expectProblem(response, 404, 'not_found');
      expect(budgetOf(response).rate).not.toBeNull();
    }
    const write = await api.call('POST', `/v1/rfqs/${token}/messages`, {
      ...beta,
      body: { body: 'Not yours' },
    });
    await expectProblem(write, 404, 'not_found');
    const withdraw = await api.call('POST', `/v1/rfqs/${first!.id}/withdrawals`, {
      ...beta,
      headers: { 'Idempotency-Key': 'beta-withdraws-alpha' },
    });
    await expectProblem(withdraw, 404, 'not_found');

    // Each organization sees its own.
    const own = await api.call('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`);
    expect(page(rfq).parse(await own.json()).total).toBe(2);
    const betaOwn = await api.call('GET', `/v1/trip-requests/${BETA_TRIP}/rfqs`, beta);
    expect(page(rfq).parse(await betaOwn.json()).total).toBe(0);
  });
});

describe("404: another organization's clients", () => {
  it('cannot be read, updated or deleted, and stay intact for their owner', async () => {
    const created = await api.call('POST', '/v1/clients', {
      body: { name: 'Ada Whitmore' },
      headers: { 'Idempotency-Key': 'alpha-client-for-404' },
    });
    expect(created.status).toBe(201);
    const { id } = client.parse(await created.json());

    const beta = { key: KEYS.betaWrite };
    await expectProblem(await api.call('GET', `/v1/clients/${id}`, beta), 404, 'not_found');
    const patch = await api.call('PATCH', `/v1/clients/${id}`, { ...beta, body: { name: 'X' } });
    await expectProblem(patch, 404, 'not_found');
    await expectProblem(await api.call('DELETE', `/v1/clients/${id}`, beta), 404, 'not_found');
    const betaClients = await api.call('GET', '/v1/clients?limit=100', beta);
    const betaIds = page(client)
      .parse(await betaClients.json())
      .items.map((item) => item.id);
    expect(betaIds).not.toContain(id);

    const own = await api.call('GET', `/v1/clients/${id}`);
    expect(clientDetail.parse(await own.json()).name).toBe('Ada Whitmore');
  });
});

describe('an unknown /v1 route', () => {
  it('is 404 with the rate spent and the allowance untouched', async () => {
    const first = await api.call('GET', '/v1/operator-contacts', { key: KEYS.alphaWrite2 });
    const response = await api.call('GET', '/v1/nowhere', { key: KEYS.alphaWrite2 });
    await expectProblem(response, 404, 'not_found');
    expect(budgetOf(response).quota).toBeNull();
    expect(budgetOf(response).rate?.remaining).toBe(budgetOf(first).rate!.remaining - 1);
    const wrongMethod = await api.call('PUT', '/v1/operator-contacts', { key: KEYS.alphaWrite2 });
    await expectProblem(wrongMethod, 404, 'not_found');
    // A trailing slash names no operation either: not charged like the list it resembles.
    const slashed = await api.call('GET', '/v1/operator-contacts/', { key: KEYS.alphaWrite2 });
    await expectProblem(slashed, 404, 'not_found');
    expect(budgetOf(slashed).quota).toBeNull();

    const after = await api.call('GET', '/v1/operator-contacts', { key: KEYS.alphaWrite2 });
    expect(budgetOf(after).quota?.remaining).toBe(budgetOf(first).quota!.remaining - 1);
  });

  it('still asks for a key first', async () => {
    await expectProblem(await api.call('GET', '/v1/nowhere', { key: null }), 401, 'unauthorized');
  });
});

describe('request ids', () => {
  it('are on every response, distinct, and found in the request log', async () => {
    const responses = [
      await api.call('GET', '/v1/operator-contacts'),
      await api.call('GET', '/v1/operator-contacts', { key: null }),
      await api.call('GET', '/elsewhere', { key: null }),
      await api.call('GET', '/_sim/clock', { key: null }),
    ];
    const ids = responses.map((response) => response.headers.get('X-Request-Id'));
    expect(new Set(ids).size).toBe(4);
    const log = await api.sim<{ items: { request_id: string; status: number }[] }>(
      'GET',
      '/requests?limit=10',
    );
    for (const [index, response] of responses.slice(0, 3).entries()) {
      expect(log.items).toContainEqual(
        expect.objectContaining({ request_id: ids[index], status: response.status }),
      );
    }
  });
});
