// Operation 5, POST /v1/rfqs/{id}/withdrawals: sent or quoted → withdrawn, otherwise 409.
import { describe, expect, it } from 'vitest';
import { rfq } from '../../shared/api';
import { REPLAYED_HEADER } from '../../shared/service/commit-write';
import { declineRfq, quoteRfq } from '../../shared/service/rfqs/operator-actions';
import {
  HOUR_MS,
  id,
  newKey,
  problemOf,
  remoteDelivery,
  sendOne,
  seededHarness,
  tokenOf,
  unknownId,
} from './rfq-fixtures';

type H = Awaited<ReturnType<typeof seededHarness>>;

function withdraw(h: H, ref: string, key: string | null = newKey(), body?: unknown) {
  return h.call('POST', `/v1/rfqs/${ref}/withdrawals`, {
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
}

async function withdrawn(h: H, ref: string, key?: string) {
  const response = await withdraw(h, ref, key);
  expect(response.status).toBe(200);
  return rfq.parse(await response.json());
}

describe('POST /v1/rfqs/{id}/withdrawals', () => {
  it('withdraws a sent RFQ and returns it', async () => {
    const h = await seededHarness();
    const { url: _url, ...sent } = await sendOne(h);
    h.clock.advance(HOUR_MS);
    expect(await withdrawn(h, sent.id)).toEqual({ ...sent, status: 'withdrawn' });
  });

  it('withdraws a quoted RFQ, leaving the quote and responded_at as they were', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    h.clock.advance(HOUR_MS);
    const quoted = await quoteRfq(h.deps, sent.id, { amount_cents: 4_250_000, quote_id: id(77) });
    h.clock.advance(HOUR_MS);
    expect(await withdrawn(h, sent.id)).toEqual({ ...quoted, status: 'withdrawn' });
  });

  it('is allowed until the last millisecond before expires_at', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    h.clock.set(new Date(Date.parse(sent.expires_at) - 1).toISOString());
    expect((await withdrawn(h, sent.id)).status).toBe('withdrawn');
  });

  it.each([
    ['already withdrawn', 'Cannot withdraw this RFQ: it was withdrawn'],
    ['declined', 'Cannot withdraw this RFQ: the operator declined it'],
    ['expired', 'Cannot withdraw this RFQ: it expired at 2026-11-25T09:00:00.000Z'],
  ])('is 409 conflict when %s, saying why', async (state, detail) => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    if (state === 'already withdrawn') await withdrawn(h, sent.id);
    if (state === 'declined') await declineRfq(h.deps, sent.id);
    if (state === 'expired') h.clock.set(sent.expires_at);
    const problem = await problemOf(await withdraw(h, sent.id), 409);
    expect(problem).toEqual({ type: 'conflict', title: 'Conflict', status: 409, detail });
  });

  it('replays a withdrawal for the same key instead of reporting a conflict', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    const key = newKey();
    const first = await withdrawn(h, sent.id, key);
    const again = await withdraw(h, sent.id, key);
    expect(again.status).toBe(200);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(rfq.parse(await again.json())).toEqual(first);
  });

  it('is 422 idempotency_key_mismatch for the same key on another RFQ', async () => {
    const h = await seededHarness();
    const a = await sendOne(h, 0);
    const b = await sendOne(h, 1);
    const key = newKey();
    await withdrawn(h, a.id, key);
    const problem = await problemOf(await withdraw(h, b.id, key), 422);
    expect(problem.type).toBe('idempotency_key_mismatch');
    expect((await withdrawn(h, b.id)).status).toBe('withdrawn');
  });

  it('ignores a body, which the contract does not name', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    const response = await withdraw(h, sent.id, newKey(), { reason: 'client changed plans' });
    expect(response.status).toBe(200);
  });

  it('is 404 for an unknown RFQ', async () => {
    const h = await seededHarness();
    const problem = await problemOf(await withdraw(h, unknownId), 404);
    expect(problem).toMatchObject({ type: 'not_found', status: 404 });
  });

  it('is 422 naming the id (a link token is not accepted) and a missing Idempotency-Key', async () => {
    const h = await seededHarness({ rfqDelivery: remoteDelivery });
    const sent = await sendOne(h);
    const problem = await problemOf(await withdraw(h, tokenOf(sent.url), null), 422);
    expect(problem.errors?.map((error) => [error.field, error.code])).toEqual([
      ['id', 'invalid_format'],
      ['Idempotency-Key', 'required'],
    ]);
    expect((await withdrawn(h, sent.id)).status).toBe('withdrawn');
  });
});
