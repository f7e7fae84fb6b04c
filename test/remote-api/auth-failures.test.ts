// Failed authentication is limited per client address (the spec's 60 per UTC minute per IP
// for public and authentication routes), so API keys cannot be guessed at full speed.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  KEYS,
  NEXT_MINUTE,
  START,
  budgetOf,
  expectProblem,
  startTestApi,
  type TestApi,
} from './remote-harness';

const LIMIT = 60;
const path = '/v1/operator-contacts';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

const guess = (index: number) => api.call('GET', path, { key: `guessed-key-${index}` });

async function failTimes(count: number) {
  for (let index = 0; index < count; index += 1) {
    await expectProblem(await guess(index), 401, 'unauthorized');
  }
}

describe('failed authentication per address', () => {
  it('refuses every /v1 request from the address after 60 failures, until the minute ends', async () => {
    await failTimes(LIMIT);
    for (const key of [KEYS.alphaWrite, 'guessed-key-61', null]) {
      const refused = await api.call('GET', path, { key });
      const problem = await expectProblem(refused, 429, 'rate_limited');
      expect(problem.reset_at).toBe(new Date(NEXT_MINUTE).toISOString());
      // The clock stands at hh:mm:30.
      expect(refused.headers.get('Retry-After')).toBe('30');
      // No key was looked at, so no key's budget is reported or spent.
      expect(budgetOf(refused)).toMatchObject({ quota: null, rate: null });
    }

    await api.sim('POST', '/clock', { advance_ms: NEXT_MINUTE - Date.parse(START) });
    const admitted = await api.call('GET', path);
    expect(admitted.status).toBe(200);
    expect(budgetOf(admitted).rate?.remaining).toBe(100 - 1);
    expect(budgetOf(admitted).quota?.remaining).toBe(1_000 - 1);
    // A new minute counts from zero.
    await failTimes(LIMIT);
    await expectProblem(await api.call('GET', path), 429, 'rate_limited');
  });

  it('does not count a request that presented no key: a web page cannot lock the app out', async () => {
    for (let index = 0; index < LIMIT + 5; index += 1) {
      await expectProblem(await api.call('GET', path, { key: null }), 401, 'unauthorized');
    }
    expect((await api.call('GET', path)).status).toBe(200);
  });

  it('still answers the test controls and the app preflight', async () => {
    await failTimes(LIMIT);
    await expectProblem(await api.call('GET', path), 429, 'rate_limited');
    expect(await api.sim('GET', '/clock')).toMatchObject({ now: START });
    const preflight = await api.call('OPTIONS', path, {
      key: null,
      headers: { Origin: 'http://127.0.0.1:4174', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(204);
  });
});
