// The test controls under /_sim/: the operator's side of an RFQ (by id or link token), the
// clock, and fault injection, each observed through /v1 as the app would see it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, rfq, rfqBatch, rfqMessage, type Rfq, type RfqWithUrl } from '../../shared/api';
import {
  ALPHA_TRIP,
  START,
  batchBody,
  expectProblem,
  startTestApi,
  type TestApi,
} from './remote-harness';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

const tokenOf = (item: RfqWithUrl) => new URL(item.url!).pathname.split('/').pop()!;

async function sendBatch(key: string, count = 2): Promise<RfqWithUrl[]> {
  const response = await api.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
    body: batchBody(count),
    headers: { 'Idempotency-Key': key },
  });
  expect(response.status).toBe(201);
  const batch = rfqBatch.parse(await response.json());
  expect(batch.emailed).toBe(true);
  return batch.items;
}

async function listed(): Promise<Rfq[]> {
  const response = await api.call('GET', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`);
  return page(rfq).parse(await response.json()).items;
}

describe('RFQ links', () => {
  it('give each RFQ a url on this server holding a token that reaches its thread', async () => {
    const [item] = await sendBatch('links', 1);
    expect(item!.url!.startsWith(`${api.url}/`)).toBe(true);
    const token = tokenOf(item!);
    expect(token).not.toContain(item!.id);

    const posted = await api.call('POST', `/v1/rfqs/${token}/messages`, {
      body: { body: 'Can you do it for less?' },
    });
    expect(posted.status).toBe(201);
    const byId = await api.call('GET', `/v1/rfqs/${item!.id}/messages`);
    const thread = page(rfqMessage).parse(await byId.json());
    expect(thread.items.map((message) => [message.author, message.body])).toEqual([
      ['broker', 'Can you do it for less?'],
    ]);
  });
});

describe('operator simulation', () => {
  it('views, quotes and writes by token; declines by id', async () => {
    const [first, second] = await sendBatch('operators');
    await api.sim('POST', '/clock', { advance_ms: 60_000 });
    const viewedAt = new Date(Date.parse(START) + 60_000).toISOString();

    await api.sim('POST', `/rfqs/${tokenOf(first!)}/view`);
    await api.sim('POST', `/rfqs/${tokenOf(first!)}/quote`, { amount_cents: 4_250_000 });
    await api.sim('POST', `/rfqs/${tokenOf(first!)}/messages`, { body: 'Wi-Fi on board.' }, 201);
    await api.sim('POST', `/rfqs/${second!.id}/decline`, { note: 'No crew that week' });

    const rfqs = await listed();
    const quoted = rfqs.find((item) => item.id === first!.id)!;
    expect(quoted).toMatchObject({
      status: 'quoted',
      viewed_at: viewedAt,
      responded_at: viewedAt,
      quote_amount_cents: 4_250_000,
      message_count: 1,
      last_message_author: 'operator',
    });
    expect(quoted.quote_id).not.toBeNull();
    const declined = rfqs.find((item) => item.id === second!.id)!;
    expect(declined).toMatchObject({ status: 'declined', response_note: 'No crew that week' });

    const thread = await api.call('GET', `/v1/rfqs/${first!.id}/messages`);
    const [message] = page(rfqMessage).parse(await thread.json()).items;
    expect(message).toMatchObject({ author: 'operator', author_name: 'Dispatch 0' });
  });

  it('answers 404 for an unknown RFQ, 422 for a bad body and 409 for a closed RFQ', async () => {
    const [item] = await sendBatch('sim-errors', 1);
    const unknown = await api.call('POST', '/_sim/rfqs/no-such-token/view', { key: null });
    await expectProblem(unknown, 404, 'not_found');
    const bad = await api.call('POST', `/_sim/rfqs/${item!.id}/quote`, {
      key: null,
      body: { amount_cents: -5 },
    });
    const problem = await expectProblem(bad, 422, 'validation_failed');
    expect(problem.errors?.map((error) => error.field)).toEqual(['amount_cents']);
    await api.sim('POST', `/rfqs/${item!.id}/decline`, {});
    const late = await api.call('POST', `/_sim/rfqs/${item!.id}/quote`, {
      key: null,
      body: { amount_cents: 100 },
    });
    await expectProblem(late, 409, 'conflict');
  });
});

describe('clock', () => {
  it('starts where the config says, moves only when told, and can be set', async () => {
    expect(await api.sim('GET', '/clock')).toEqual({ now: START, frozen: true });
    await api.sim('POST', '/clock', { advance_ms: 90_000 });
    expect(await api.sim('GET', '/clock')).toEqual({
      now: '2026-04-01T00:00:00.000Z',
      frozen: true,
    });
    const state = await api.sim('POST', '/clock', {
      set: '2026-06-01T12:00:00Z',
      advance_ms: 1_000,
    });
    expect(state).toEqual({ now: '2026-06-01T12:00:01.000Z', frozen: true });
  });

  it('dates what the service writes', async () => {
    await api.sim('POST', '/clock', { set: '2026-05-05T10:00:00.000Z' });
    const [item] = await sendBatch('dated', 1);
    expect(item!.sent_at).toBe('2026-05-05T10:00:00.000Z');
  });

  it('refuses a malformed change with the field named', async () => {
    const response = await api.call('POST', '/_sim/clock', { key: null, body: { set: 'soon' } });
    const problem = await expectProblem(response, 422, 'validation_failed');
    expect(problem.errors?.map((error) => error.field)).toEqual(['set']);
  });
});

describe('faults', () => {
  it('are off by default', async () => {
    expect(await api.sim('GET', '/faults')).toMatchObject({
      latency_ms: 0,
      storage_hold_ms: 0,
      error_rate: 0,
      close_before_rate: 0,
      drop_after_commit_rate: 0,
    });
  });

  it('closes the connection before the write: a network error, nothing written', async () => {
    await api.sim('PUT', '/faults', { close_before_rate: 1, methods: ['POST'] });
    await expect(sendBatch('closed-before')).rejects.toThrow();
    await api.sim('PUT', '/faults', {});
    expect(await listed()).toHaveLength(0);
  });

  it('drops the response after the write committed: a retry replays it', async () => {
    await api.sim('PUT', '/faults', { drop_after_commit_rate: 1, methods: ['POST'] });
    await expect(sendBatch('dropped-after')).rejects.toThrow();
    await api.sim('PUT', '/faults', {});
    expect(await listed()).toHaveLength(2);
    const retry = await api.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
      body: batchBody(2),
      headers: { 'Idempotency-Key': 'dropped-after' },
    });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('adds latency before handling: the write waits for it', async () => {
    // Long enough that the list read sent after the write is answered first even on a busy
    // machine (with 300 ms, a thread held up that long let the write land first).
    await api.sim('PUT', '/faults', { latency_ms: 2_000, methods: ['POST'] });
    const started = performance.now();
    const slow = sendBatch('slow-write');
    expect(await listed()).toHaveLength(0);
    expect(await slow).toHaveLength(2);
    // A lower bound only: the request cannot be answered before its latency has passed.
    expect(performance.now() - started).toBeGreaterThanOrEqual(2_000);
    await api.sim('PUT', '/faults', {});
    expect(await listed()).toHaveLength(2);
  });

  it('fail a share of requests with 503, the same ones for the same seed', async () => {
    const statuses = async () => {
      await api.sim('PUT', '/faults', { error_rate: 0.5, seed: 42 });
      const results: number[] = [];
      for (let index = 0; index < 12; index += 1) {
        results.push((await api.call('GET', '/v1/operator-contacts')).status);
      }
      return results;
    };
    const first = await statuses();
    expect(first).toContain(503);
    expect(first).toContain(200);
    expect(await statuses()).toEqual(first);
  });

  it('validates settings with the field named', async () => {
    const response = await api.call('PUT', '/_sim/faults', {
      key: null,
      body: { error_rate: 2, methods: ['GET', 'TRACE'] },
    });
    const problem = await expectProblem(response, 422, 'validation_failed');
    expect(problem.errors?.map((error) => error.field).sort()).toEqual([
      'error_rate',
      'methods[1]',
    ]);
  });
});
