// Two Idempotency-Key headers over real HTTP: the host joins them into one value ("a, b"),
// which the contract refuses (a key never contains a comma), so the client learns it sent
// two keys instead of having a third, made-up key stored. Node's http.request keeps both
// header lines, where fetch would join them before sending.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE, problem } from '../../shared/api';
import { ALPHA_TRIP, KEYS, batchBody, startTestApi, type TestApi } from './remote-harness';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

interface RawResponse {
  status: number;
  contentType: string | undefined;
  body: string;
}

/** POSTs `body` with one Idempotency-Key header line per key. */
function postWithKeys(path: string, keys: string[], body: unknown): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${api.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${KEYS.alphaWrite}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': keys,
      },
    });
    outgoing.on('error', reject);
    outgoing.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'],
          body: text,
        }),
      );
    });
    outgoing.end(JSON.stringify(body));
  });
}

describe('a repeated Idempotency-Key header', () => {
  it.each([
    ['creating a client', '/v1/clients', { name: 'Repeated Key Holdings' }],
    ['requesting quotes', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, batchBody()],
  ])('is a 422 on Idempotency-Key when %s', async (_, path, body) => {
    const response = await postWithKeys(path, ['key-one', 'key-two'], body);
    expect(response.status, response.body).toBe(422);
    expect(response.contentType).toContain(PROBLEM_CONTENT_TYPE);
    const refusal = problem.parse(JSON.parse(response.body));
    expect(refusal.type).toBe('validation_failed');
    expect(refusal.errors).toEqual([
      expect.objectContaining({
        field: 'Idempotency-Key',
        message: expect.stringMatching(/repeated one is not allowed/),
      }),
    ]);
  });

  it('creates nothing, while the same request with one header line goes through', async () => {
    const body = { name: 'Single Key Aviation' };
    expect((await postWithKeys('/v1/clients', ['key-a', 'key-b'], body)).status).toBe(422);
    const search = await api.call('GET', '/v1/clients?q=Single%20Key%20Aviation');
    expect(await search.json()).toMatchObject({ total: 0 });
    expect((await postWithKeys('/v1/clients', ['key-a'], body)).status).toBe(201);
  });
});
