// A trip request's quotes as the API shows them (its client's detail): `quote_count` and
// `latest_quote` follow each operator's quote, decline and the broker's withdrawal, and the
// operator's `valid_until` given through /_sim/ is the latest quote's.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientDetail, rfqBatch, type RfqWithUrl } from '../../shared/api';
import {
  ALPHA_TRIP,
  START,
  batchBody,
  expectProblem,
  startTestApi,
  testConfig,
} from './remote-harness';
import type { TestApi } from './remote-harness';

let api: TestApi;
beforeEach(async () => {
  api = await startTestApi();
});
afterEach(() => api.close());

const CLIENT = testConfig().organizations[0]!.clients![0]!.id!;
const later = (ms: number) => new Date(Date.parse(START) + ms).toISOString();

async function sendBatch(count: number): Promise<RfqWithUrl[]> {
  const response = await api.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
    body: batchBody(count),
    headers: { 'Idempotency-Key': `trip-quotes-${count}` },
  });
  expect(response.status).toBe(201);
  return rfqBatch.parse(await response.json()).items;
}

/** The trip as its client's detail shows it. */
async function trip() {
  const response = await api.call('GET', `/v1/clients/${CLIENT}`);
  const detail = clientDetail.parse(await response.json());
  return detail.recent_trip_requests.find((item) => item.id === ALPHA_TRIP)!;
}

const quote = (ref: string, body: object) =>
  api.sim<{ quote_id: string }>('POST', `/rfqs/${ref}/quote`, body);

describe("a trip request's quotes", () => {
  it('are the standing quotes, the newest the latest, with the validity its operator gave', async () => {
    const [first, second, third] = await sendBatch(3);
    expect(await trip()).toMatchObject({ quote_count: 0, latest_quote: null });

    await api.sim('POST', '/clock', { advance_ms: 60_000 });
    const a = await quote(first!.id, {
      amount_cents: 4_250_000,
      valid_until: '2026-04-02T18:00:00+02:00',
    });
    const quoted = await trip();
    expect(quoted.quote_count).toBe(1);
    expect(quoted.latest_quote).toEqual({
      id: a.quote_id,
      status: 'quoted',
      amount_cents: 4_250_000,
      currency: quoted.currency,
      operator_name: first!.operator.dba_name ?? first!.operator.legal_name,
      sent_at: later(60_000),
      valid_until: '2026-04-02T16:00:00.000Z',
      is_expired: false,
    });

    await api.sim('POST', '/clock', { advance_ms: 60_000 });
    const b = await quote(second!.id, { amount_cents: 3_900_000 });
    await api.sim('POST', `/rfqs/${third!.id}/decline`, { note: 'No crew' });
    expect(await trip()).toMatchObject({
      quote_count: 2,
      latest_quote: { id: b.quote_id, amount_cents: 3_900_000, valid_until: null },
    });

    // The latest quote declined: the one before it is the latest again, its validity kept.
    await api.sim('POST', `/rfqs/${second!.id}/decline`, {});
    expect(await trip()).toMatchObject({
      quote_count: 1,
      latest_quote: { id: a.quote_id, valid_until: '2026-04-02T16:00:00.000Z' },
    });

    const withdrawn = await api.call('POST', `/v1/rfqs/${first!.id}/withdrawals`, {
      headers: { 'Idempotency-Key': 'withdraw-the-last-quote' },
    });
    expect(withdrawn.status).toBe(200);
    expect(await trip()).toMatchObject({ quote_count: 0, latest_quote: null });
  });

  it('a revised quote replaces its validity; it is expired from its valid_until on', async () => {
    const [first] = await sendBatch(1);
    await quote(first!.id, { amount_cents: 100_000, valid_until: later(60 * 60_000) });
    const revised = await quote(first!.id, {
      amount_cents: 90_000,
      valid_until: later(2 * 60 * 60_000),
    });
    expect(await trip()).toMatchObject({
      quote_count: 1,
      latest_quote: { id: revised.quote_id, amount_cents: 90_000, valid_until: later(7_200_000) },
    });

    await api.sim('POST', '/clock', { advance_ms: 2 * 60 * 60_000 - 1 });
    expect((await trip()).latest_quote?.is_expired).toBe(false);
    await api.sim('POST', '/clock', { advance_ms: 1 });
    expect((await trip()).latest_quote?.is_expired).toBe(true);
  });

  it('/_sim/ takes a valid_until that is a date-time and refuses another, naming it', async () => {
    const [first] = await sendBatch(1);
    const refused = await api.call('POST', `/_sim/rfqs/${first!.id}/quote`, {
      key: null,
      body: { amount_cents: 100_000, valid_until: '2 Dec 18:00Z' },
    });
    const problem = await expectProblem(refused, 422, 'validation_failed');
    expect(problem.errors?.map((error) => error.field)).toEqual(['valid_until']);
    expect(await trip()).toMatchObject({ quote_count: 0, latest_quote: null });

    await quote(first!.id, { amount_cents: 100_000, valid_until: '2026-12-02T18:00:00Z' });
    expect((await trip()).latest_quote?.valid_until).toBe('2026-12-02T18:00:00.000Z');
  });
});
