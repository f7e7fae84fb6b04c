// The budget against the reference remote over real HTTP, on the remote's frozen clock: a
// scheduler that asks `admission` before each call and `observe`s each answer is never
// refused, and the 429 it meets when it does not ask is the wait `admission` then keeps.
import { afterEach, describe, expect, it } from 'vitest';
import { matchOperation } from '../../shared/api';
import {
  admission,
  initialBudget,
  observe,
  type BudgetState,
} from '../../shared/sync/policy/budget';
import { classify } from '../../shared/sync/policy/classify';
import { createFetchTransport } from '../../shared/sync/transport/fetch';
import { readAnswer } from '../../shared/sync/transport/remote-answer';
import type { Transport } from '../../shared/sync/transport/transport';
import {
  ALPHA_TRIP,
  KEYS,
  NEXT_MINUTE,
  PERIOD_END,
  START,
  UNKNOWN_ID,
  startTestApi,
  testConfig,
  type Plan,
  type TestApi,
} from '../remote-api/remote-harness';

const METERED = `/v1/trip-requests/${ALPHA_TRIP}/rfqs`;
/** Reading messages is free; an unknown RFQ is a 404, which is free too. */
const FREE = `/v1/rfqs/${UNKNOWN_ID}/messages`;

let api: TestApi | undefined;
let transport: Transport;
let nowMs: number;

async function start(plan: Plan, at = START) {
  api = await startTestApi({ ...testConfig(plan), clock: { start: at, frozen: true } });
  transport = createFetchTransport({ baseUrl: `${api.url}/`, apiKey: KEYS.alphaWrite, fetch });
  nowMs = Date.parse(at);
}
afterEach(() => api?.close());

const iso = (epochMs: number) => new Date(epochMs).toISOString();

async function call(state: BudgetState, url: string) {
  const response = await transport.send({ method: 'GET', url, headers: {}, body: null });
  const answer = readAnswer(response);
  return { state: observe(state, answer, nowMs), answer };
}

describe('budget against the reference remote', () => {
  it('waits whenever the remote would refuse, and so is never refused', async () => {
    // Three calls a minute, five metered calls in the period that ends at midnight.
    await start({ monthly_quota: 5, requests_per_minute: 3 }, '2026-03-31T23:50:30.000Z');
    const plan = [METERED, FREE, METERED, METERED, FREE, METERED, METERED, FREE, METERED, FREE];
    let state = initialBudget;
    const waits: string[] = [];
    for (const url of plan) {
      const metered = matchOperation('GET', url)!.metered;
      const verdict = admission(state, { metered }, nowMs);
      if (!verdict.go) {
        waits.push(`${verdict.reason} until ${iso(verdict.until)}`);
        await api!.sim('POST', '/clock', { set: iso(verdict.until) });
        nowMs = verdict.until;
      }
      const { state: next, answer } = await call(state, url);
      expect(answer.status, `${url} at ${iso(nowMs)}`).not.toBe(429);
      state = next;
    }
    expect(waits).toEqual([
      'rate until 2026-03-31T23:51:00.000Z',
      'rate until 2026-03-31T23:52:00.000Z',
      `quota until ${iso(PERIOD_END)}`,
    ]);
  });

  it('keeps free calls going while the allowance is used up', async () => {
    await start({ monthly_quota: 2, requests_per_minute: 100 });
    let state = initialBudget;
    for (const url of [METERED, METERED]) state = (await call(state, url)).state;
    expect(admission(state, { metered: true }, nowMs)).toEqual({
      go: false,
      until: PERIOD_END,
      reason: 'quota',
    });
    expect(admission(state, { metered: false }, nowMs)).toEqual({ go: true });
    expect((await call(state, FREE)).answer.status).toBe(404);
  });

  it('turns a 429 rate_limited into a wait until the next minute, spending no attempt', async () => {
    await start({ monthly_quota: 5, requests_per_minute: 3 });
    for (let index = 0; index < 3; index += 1) await call(initialBudget, FREE);
    // Sent without asking: the remote refuses the fourth call of the minute.
    const refused = await call(initialBudget, FREE);
    expect(refused.answer.status).toBe(429);
    const operation = matchOperation('GET', FREE)!;
    const outcome = { answer: refused.answer };
    expect(classify({ operation, attemptedBefore: false, outcome })).toMatchObject({
      kind: 'wait',
      limit: 'rate',
    });
    expect(admission(refused.state, { metered: false }, nowMs)).toEqual({
      go: false,
      until: NEXT_MINUTE,
      reason: 'rate',
    });
  });
});
