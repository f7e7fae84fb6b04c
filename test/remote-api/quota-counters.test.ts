// Quota and rate (spec: Limits, Quota and rate; Errors, the two 429s): per-key minute rates,
// one allowance per organization, what counts and what is refunded, and the resets.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ALPHA_TRIP,
  KEYS,
  NEXT_MINUTE,
  PERIOD_END,
  START,
  UNKNOWN_ID,
  batchBody,
  budgetOf,
  expectProblem,
  startTestApi,
  testConfig,
  type TestApi,
} from './remote-harness';

const QUOTA = 5;
const RATE = 3;
const list = `/v1/trip-requests/${ALPHA_TRIP}/rfqs`;
const seconds = (ms: number) => Math.floor(ms / 1000);

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi(testConfig({ monthly_quota: QUOTA, requests_per_minute: RATE }));
});
afterEach(() => api.close());

const get = (key: string = KEYS.alphaWrite) => api.call('GET', list, { key });
const advance = (ms: number) => api.sim('POST', '/clock', { advance_ms: ms });
/** The allowance left before this reading, which is itself one metered request. */
const quotaRemaining = async () => {
  const response = await get(KEYS.alphaWrite2);
  expect(response.status).toBe(200);
  return budgetOf(response).quota!.remaining + 1;
};

describe('per-key rate: 429 rate_limited', () => {
  it('admits requests_per_minute requests in a UTC minute, then refuses with a reset', async () => {
    for (let index = 1; index <= RATE; index += 1) {
      const response = await get();
      expect(response.status).toBe(200);
      expect(budgetOf(response).rate).toEqual({
        limit: RATE,
        remaining: RATE - index,
        resetAt: seconds(NEXT_MINUTE),
      });
    }
    const refused = await get();
    const body = await expectProblem(refused, 429, 'rate_limited');
    expect(body.reset_at).toBe(new Date(NEXT_MINUTE).toISOString());
    // The clock stands at hh:mm:30.
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect(budgetOf(refused).rate).toEqual({
      limit: RATE,
      remaining: 0,
      resetAt: seconds(NEXT_MINUTE),
    });
    expect(budgetOf(refused).quota?.remaining).toBe(QUOTA - RATE);
  });

  it('does not count a rate-limited request against the allowance', async () => {
    for (let index = 0; index < RATE + 2; index += 1) await get();
    expect(await quotaRemaining()).toBe(QUOTA - RATE);
  });

  it('clears at the start of the next minute', async () => {
    for (let index = 0; index < RATE; index += 1) await get();
    await expectProblem(await get(), 429, 'rate_limited');
    await advance(NEXT_MINUTE - Date.parse(START));
    const response = await get();
    expect(response.status).toBe(200);
    expect(budgetOf(response).rate).toEqual({
      limit: RATE,
      remaining: RATE - 1,
      resetAt: seconds(NEXT_MINUTE + 60_000),
    });
  });

  it('gives each key its own minute while the keys share one allowance', async () => {
    for (let index = 0; index < RATE; index += 1) await get(KEYS.alphaRead);
    await expectProblem(await get(KEYS.alphaRead), 429, 'rate_limited');

    const other = await get(KEYS.alphaWrite);
    expect(other.status).toBe(200);
    expect(budgetOf(other).rate?.remaining).toBe(RATE - 1);
    expect(budgetOf(other).quota?.remaining).toBe(QUOTA - RATE - 1);
  });

  it('limits free operations per minute too, without touching the allowance', async () => {
    const messages = `/v1/rfqs/${UNKNOWN_ID}/messages`;
    for (let index = 0; index < RATE; index += 1) {
      const response = await api.call('GET', messages);
      await expectProblem(response, 404, 'not_found');
      expect(budgetOf(response).quota).toBeNull();
    }
    await expectProblem(await api.call('GET', messages), 429, 'rate_limited');
    expect(await quotaRemaining()).toBe(QUOTA);
  });
});

describe('organization allowance: 429 quota_exceeded', () => {
  async function spendAllowance() {
    // Two keys take turns, so neither reaches its rate.
    for (let index = 0; index < QUOTA; index += 1) {
      const response = await get(index % 2 === 0 ? KEYS.alphaWrite : KEYS.alphaRead);
      expect(response.status).toBe(200);
    }
  }

  it('refuses once the billing period allowance is used, with reset and upgrade link', async () => {
    await spendAllowance();
    const refused = await get(KEYS.alphaWrite2);
    const body = await expectProblem(refused, 429, 'quota_exceeded');
    expect(body.reset_at).toBe(new Date(PERIOD_END).toISOString());
    expect(body.upgrade_url).toMatch(/^https:\/\//);
    expect(refused.headers.get('Retry-After')).toBe(
      String(seconds(PERIOD_END - Date.parse(START))),
    );
    expect(budgetOf(refused).quota).toEqual({
      limit: QUOTA,
      remaining: 0,
      resetAt: seconds(PERIOD_END),
    });
    expect(budgetOf(refused).rate?.remaining).toBe(RATE - 1);
  });

  it('is not restored by waiting a minute, only by the end of the billing period', async () => {
    await spendAllowance();
    await advance(NEXT_MINUTE - Date.parse(START));
    const stillOut = await get(KEYS.alphaWrite2);
    await expectProblem(stillOut, 429, 'quota_exceeded');
    expect(budgetOf(stillOut).rate?.remaining).toBe(RATE - 1);

    await advance(PERIOD_END - NEXT_MINUTE);
    const restored = await get(KEYS.alphaWrite2);
    expect(restored.status).toBe(200);
    expect(budgetOf(restored).quota).toEqual({
      limit: QUOTA,
      remaining: QUOTA - 1,
      resetAt: seconds(Date.parse('2026-05-01T00:00:00.000Z')),
    });
  });

  it('keeps free operations (messages) working when the allowance is used up', async () => {
    const sent = await api.call('POST', list, {
      body: batchBody(),
      headers: { 'Idempotency-Key': 'batch-before-quota' },
    });
    expect(sent.status).toBe(201);
    const rfqId = ((await sent.json()) as { items: { id: string }[] }).items[0]!.id;
    for (let index = 1; index < QUOTA; index += 1) {
      expect((await get(index % 2 === 0 ? KEYS.alphaRead : KEYS.alphaWrite2)).status).toBe(200);
    }
    await expectProblem(await get(KEYS.alphaWrite), 429, 'quota_exceeded');

    const posted = await api.call('POST', `/v1/rfqs/${rfqId}/messages`, {
      body: { body: 'Still there?' },
    });
    expect(posted.status).toBe(201);
    expect(budgetOf(posted).quota).toBeNull();
    expect(budgetOf(posted).rate).not.toBeNull();
    const read = await api.call('GET', `/v1/rfqs/${rfqId}/messages`, { key: KEYS.alphaRead });
    expect(read.status).toBe(200);
  });
});

describe('what counts', () => {
  it('counts admitted 4xx answers: 404 and 422', async () => {
    await expectProblem(
      await api.call('GET', `/v1/trip-requests/${UNKNOWN_ID}/rfqs`),
      404,
      'not_found',
    );
    await expectProblem(
      await api.call('GET', '/v1/trip-requests/not-a-uuid/rfqs'),
      422,
      'validation_failed',
    );
    const invalid = await api.call('POST', list, {
      body: { operators: [] },
      headers: { 'Idempotency-Key': 'empty-batch' },
    });
    await expectProblem(invalid, 422, 'validation_failed');
    expect(budgetOf(invalid).quota?.remaining).toBe(QUOTA - 3);
  });

  it('refunds 5xx answers', async () => {
    await api.sim('PUT', '/faults', { error_rate: 1 });
    const failed = await get();
    await expectProblem(failed, 503, 'unavailable');
    expect(budgetOf(failed).quota?.remaining).toBe(QUOTA);
    expect(budgetOf(failed).rate?.remaining).toBe(RATE - 1);
    await api.sim('PUT', '/faults', {});
    expect(await quotaRemaining()).toBe(QUOTA);
  });

  it('counts an idempotent replay like any admitted request', async () => {
    const send = () =>
      api.call('POST', list, { body: batchBody(), headers: { 'Idempotency-Key': 'replayed' } });
    expect((await send()).status).toBe(201);
    const replay = await send();
    expect(replay.status).toBe(201);
    expect(budgetOf(replay).quota?.remaining).toBe(QUOTA - 2);
  });
});
