// The operator's side (shared/service/rfqs/operator-actions.ts): view, quote, decline and
// write, by RFQ id or link token, seen afterwards through the broker's /v1 reads.
import { describe, expect, it } from 'vitest';
import { page, rfq, rfqMessage, type Problem } from '../../shared/api';
import { ProblemError } from '../../shared/api/problem-error';
import {
  declineRfq,
  postOperatorMessage,
  quoteRfq,
  viewRfq,
} from '../../shared/service/rfqs/operator-actions';
import {
  HOUR_MS,
  id,
  newKey,
  operatorAt,
  remoteDelivery,
  sendBatch,
  sendOne,
  seededHarness,
  sequentialIds,
  tokenOf,
  trips,
  unknownId,
} from './rfq-fixtures';

type H = Awaited<ReturnType<typeof seededHarness>>;

async function refusal(action: Promise<unknown>): Promise<Problem> {
  const error = await action.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ProblemError))
    throw new Error(`expected a ProblemError, got ${String(error)}`);
  return error.problem;
}

async function listed(h: H, rfqId: string) {
  const response = await h.call('GET', `/v1/trip-requests/${trips.open}/rfqs`);
  const found = page(rfq)
    .parse(await response.json())
    .items.find((item) => item.id === rfqId);
  if (!found) throw new Error(`RFQ ${rfqId} not listed`);
  return found;
}

const at = (hours: number) =>
  new Date(Date.parse('2026-11-22T09:00:00.000Z') + hours * HOUR_MS).toISOString();

describe('operator actions', () => {
  it('viewRfq sets viewed_at the first time only, by id or by token', async () => {
    const h = await seededHarness({ rfqDelivery: remoteDelivery });
    const sent = await sendOne(h);
    h.clock.advance(HOUR_MS);
    const viewed = rfq.parse(await viewRfq(h.deps, tokenOf(sent.url)));
    const { url: _url, ...expected } = sent;
    expect(viewed).toEqual({ ...expected, viewed_at: at(1) });
    h.clock.advance(HOUR_MS);
    expect((await viewRfq(h.deps, sent.id)).viewed_at).toBe(at(1));
    expect(await listed(h, sent.id)).toEqual(viewed);
  });

  it('quoteRfq records the quote, and a quoted RFQ may be quoted again', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    h.clock.advance(HOUR_MS);
    const quoted = rfq.parse(
      await quoteRfq(h.deps, sent.id, { amount_cents: 4_250_000, quote_id: id(60), note: 'C750' }),
    );
    expect(quoted).toMatchObject({
      status: 'quoted',
      quote_id: id(60),
      quote_amount_cents: 4_250_000,
      responded_at: at(1),
      response_note: 'C750',
      viewed_at: at(1),
    });
    expect(await listed(h, sent.id)).toEqual(quoted);

    sequentialIds(h, 61);
    h.clock.advance(HOUR_MS);
    expect(await quoteRfq(h.deps, sent.id, { amount_cents: 3_900_000 })).toMatchObject({
      status: 'quoted',
      quote_id: id(61),
      quote_amount_cents: 3_900_000,
      responded_at: at(2),
      response_note: null,
      viewed_at: at(1),
    });
  });

  it('declineRfq records the answer and keeps an earlier quote as history', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    await quoteRfq(h.deps, sent.id, { amount_cents: 100_000, quote_id: id(62) });
    h.clock.advance(HOUR_MS);
    const declined = rfq.parse(await declineRfq(h.deps, sent.id, { note: 'Crew out of hours' }));
    expect(declined).toMatchObject({
      status: 'declined',
      responded_at: at(1),
      response_note: 'Crew out of hours',
      quote_id: id(62),
      quote_amount_cents: 100_000,
      viewed_at: at(0),
    });
    expect(await listed(h, sent.id)).toEqual(declined);
  });

  it('postOperatorMessage writes as the operator and updates the thread counters', async () => {
    const h = await seededHarness();
    const batch = await sendBatch(h, {
      operators: [
        { operator_id: operatorAt(0).id, email: 'a@zero.example', name: 'Dispatch Zero' },
        { operator_id: operatorAt(2).id, email: 'c@two.example' },
        { operator_id: operatorAt(3).id, email: 'd@three.example' },
      ],
    });
    const [named, dba, legal] = batch.items.map((item) => item.id) as [string, string, string];
    sequentialIds(h, 800);
    h.clock.advance(HOUR_MS);
    const message = rfqMessage.parse(
      await postOperatorMessage(h.deps, named, { body: 'Available' }),
    );
    expect(message).toEqual({
      id: id(800),
      at: at(1),
      author: 'operator',
      author_name: 'Dispatch Zero',
      body: 'Available',
    });
    expect(await listed(h, named)).toMatchObject({
      message_count: 1,
      last_message_at: at(1),
      last_message_author: 'operator',
      viewed_at: at(1),
    });
    const thread = await h.call('GET', `/v1/rfqs/${named}/messages`);
    expect(page(rfqMessage).parse(await thread.json()).items).toEqual([message]);

    expect((await postOperatorMessage(h.deps, dba, { body: 'Hi' })).author_name).toBe('Operator 2');
    expect((await postOperatorMessage(h.deps, legal, { body: 'Hi' })).author_name).toBe(
      'Operator 3 Aviation LLC',
    );
    const given = await postOperatorMessage(h.deps, legal, { body: 'Hi', author_name: 'Sam' });
    expect(given.author_name).toBe('Sam');
  });

  it('are 404 for an unknown id or token', async () => {
    const h = await seededHarness();
    for (const action of [
      viewRfq(h.deps, unknownId),
      quoteRfq(h.deps, 'no-such-token', { amount_cents: 1 }),
      declineRfq(h.deps, unknownId),
      postOperatorMessage(h.deps, unknownId, { body: 'Hi' }),
    ]) {
      expect(await refusal(action)).toMatchObject({ type: 'not_found', status: 404 });
    }
  });

  it.each([
    ['withdrawn', 'it was withdrawn'],
    ['declined', 'the operator declined it'],
    ['expired', 'it expired at 2026-11-25T09:00:00.000Z'],
  ])('refuse to quote or decline a %s RFQ with 409', async (state, why) => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    if (state === 'withdrawn') {
      await h.call('POST', `/v1/rfqs/${sent.id}/withdrawals`, {
        headers: { 'Idempotency-Key': newKey() },
      });
    }
    if (state === 'declined') await declineRfq(h.deps, sent.id);
    if (state === 'expired') h.clock.set(sent.expires_at);
    expect(await refusal(quoteRfq(h.deps, sent.id, { amount_cents: 1 }))).toMatchObject({
      type: 'conflict',
      detail: `Cannot quote this RFQ: ${why}`,
    });
    expect(await refusal(declineRfq(h.deps, sent.id))).toMatchObject({
      type: 'conflict',
      detail: `Cannot decline this RFQ: ${why}`,
    });
  });

  it('refuse a message on a withdrawn RFQ with 409, but still let the operator view it', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    await h.call('POST', `/v1/rfqs/${sent.id}/withdrawals`, {
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(await refusal(postOperatorMessage(h.deps, sent.id, { body: 'Hi' }))).toMatchObject({
      type: 'conflict',
      detail: 'Cannot write on this RFQ: it was withdrawn',
    });
    expect(await viewRfq(h.deps, sent.id)).toMatchObject({ status: 'withdrawn', message_count: 0 });
  });

  it('are 422 naming each field at fault in their input', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    const fields = async (action: Promise<unknown>) =>
      (await refusal(action)).errors?.map((error) => [error.field, error.code]);
    expect(
      await fields(
        quoteRfq(h.deps, sent.id, { amount_cents: -5, quote_id: 'q1', note: 'x'.repeat(2001) }),
      ),
    ).toEqual([
      ['amount_cents', 'too_small'],
      ['quote_id', 'invalid_format'],
      ['note', 'too_big'],
    ]);
    expect(
      await fields(postOperatorMessage(h.deps, sent.id, { body: '', author_name: '' })),
    ).toEqual([
      ['body', 'too_small'],
      ['author_name', 'too_small'],
    ]);
    expect((await listed(h, sent.id)).status).toBe('sent');
  });
});
