// Operations 3 and 4, GET and POST /v1/rfqs/{id}/messages, by RFQ id and by link token.
import { describe, expect, it } from 'vitest';
import { page, rfq, rfqMessage } from '../../shared/api';
import { REPLAYED_HEADER } from '../../shared/service/commit-write';
import { declineRfq, postOperatorMessage } from '../../shared/service/rfqs/operator-actions';
import { testUser } from '../support/service-harness';
import {
  HOUR_MS,
  id,
  newKey,
  problemOf,
  remoteDelivery,
  sendOne,
  seededHarness,
  sequentialIds,
  tokenOf,
  trips,
  unknownId,
} from './rfq-fixtures';

type H = Awaited<ReturnType<typeof seededHarness>>;

const messagesPath = (ref: string, query = '') => `/v1/rfqs/${ref}/messages${query}`;

function post(h: H, ref: string, body: unknown, key?: string) {
  return h.call('POST', messagesPath(ref), {
    body,
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });
}

async function posted(h: H, ref: string, text: string, key?: string) {
  const response = await post(h, ref, { body: text }, key);
  expect(response.status).toBe(201);
  return rfqMessage.parse(await response.json());
}

async function thread(h: H, ref: string, query = '') {
  const response = await h.call('GET', messagesPath(ref, query));
  expect(response.status).toBe(200);
  return page(rfqMessage).parse(await response.json());
}

async function rfqNamed(h: H, rfqId: string) {
  const response = await h.call('GET', `/v1/trip-requests/${trips.open}/rfqs`);
  const found = page(rfq)
    .parse(await response.json())
    .items.find((item) => item.id === rfqId);
  if (!found) throw new Error(`RFQ ${rfqId} not listed`);
  return found;
}

describe('POST /v1/rfqs/{id}/messages', () => {
  it('writes as the broker now and updates the RFQ thread counters', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    sequentialIds(h, 700);
    h.clock.advance(HOUR_MS);
    const message = await posted(h, sent.id, 'Can you do a 7am departure?\nTwo dogs aboard.');
    expect(message).toEqual({
      id: id(700),
      at: '2026-11-22T10:00:00.000Z',
      author: 'broker',
      author_name: testUser.display_name,
      body: 'Can you do a 7am departure?\nTwo dogs aboard.',
    });
    expect(await rfqNamed(h, sent.id)).toMatchObject({
      message_count: 1,
      last_message_at: '2026-11-22T10:00:00.000Z',
      last_message_author: 'broker',
    });
  });

  it('accepts the link token in place of the id: one thread either way', async () => {
    const h = await seededHarness({ rfqDelivery: remoteDelivery });
    const sent = await sendOne(h);
    const token = tokenOf(sent.url);
    const first = await posted(h, token, 'By token');
    h.clock.advance(1000);
    const second = await posted(h, sent.id, 'By id');
    expect((await thread(h, token)).items).toEqual([first, second]);
    expect((await thread(h, sent.id)).items).toEqual([first, second]);
  });

  it('without an Idempotency-Key writes every time', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    await posted(h, sent.id, 'Hello');
    await posted(h, sent.id, 'Hello');
    expect((await rfqNamed(h, sent.id)).message_count).toBe(2);
  });

  it('with an Idempotency-Key replays the same request and refuses another', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    const key = newKey();
    const first = await posted(h, sent.id, 'Hello', key);
    h.clock.advance(1000);
    const again = await post(h, sent.id, { body: 'Hello' }, key);
    expect(again.status).toBe(201);
    expect(again.headers.get(REPLAYED_HEADER)).toBe('true');
    expect(rfqMessage.parse(await again.json())).toEqual(first);

    const other = await problemOf(await post(h, sent.id, { body: 'Bye' }, key), 422);
    expect(other.type).toBe('idempotency_key_mismatch');
    expect((await thread(h, sent.id)).items).toEqual([first]);
  });

  it('is 409 on a withdrawn RFQ, and still allowed once declined or expired', async () => {
    const h = await seededHarness();
    const withdrawn = await sendOne(h, 0);
    const declined = await sendOne(h, 1);
    const expiring = await sendOne(h, 2);
    const response = await h.call('POST', `/v1/rfqs/${withdrawn.id}/withdrawals`, {
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(response.status).toBe(200);
    const refused = await problemOf(await post(h, withdrawn.id, { body: 'Still there?' }), 409);
    expect(refused).toMatchObject({
      type: 'conflict',
      detail: 'Cannot write on this RFQ: it was withdrawn',
    });
    expect((await rfqNamed(h, withdrawn.id)).message_count).toBe(0);

    await declineRfq(h.deps, declined.id, { note: 'No aircraft' });
    await posted(h, declined.id, 'Could you reconsider?');
    h.clock.set(expiring.expires_at);
    await posted(h, expiring.id, 'Can you extend the offer?');
  });

  it('is 404 for an unknown RFQ id or token', async () => {
    const h = await seededHarness();
    for (const ref of [unknownId, 'no-such-token']) {
      const problem = await problemOf(await post(h, ref, { body: 'Hi' }), 404);
      expect(problem.type).toBe('not_found');
    }
  });

  it.each([
    ['an empty message', { body: '' }, [['body', 'too_small']]],
    ['a message over 2,000 characters', { body: 'x'.repeat(2001) }, [['body', 'too_big']]],
    ['no body field', {}, [['body', 'required']]],
    ['an unknown field', { body: 'Hi', urgent: true }, [['urgent', 'unknown_field']]],
    ['malformed JSON', '{"body":', [['body', 'invalid_json']]],
  ])('is 422 for %s', async (_name, body, faults) => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    const problem = await problemOf(await post(h, sent.id, body), 422);
    expect(problem.errors?.map((error) => [error.field, error.code])).toEqual(faults);
  });

  it('is 422 naming the id and the header when both are too long', async () => {
    const h = await seededHarness();
    const problem = await problemOf(
      await post(h, 'r'.repeat(201), { body: 'Hi' }, 'k'.repeat(201)),
      422,
    );
    expect(problem.errors?.map((error) => error.field)).toEqual(['id', 'Idempotency-Key']);
  });
});

describe('GET /v1/rfqs/{id}/messages', () => {
  it('is an empty page for a new RFQ', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    expect(await thread(h, sent.id)).toEqual({ items: [], next_cursor: null, total: 0 });
  });

  it('lists broker and operator messages oldest first, in pages', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    const written = [];
    for (const [i, text] of ['One', 'Two', 'Three'].entries()) {
      h.clock.advance(60_000);
      written.push(
        i === 1
          ? await postOperatorMessage(h.deps, sent.id, { body: text })
          : await posted(h, sent.id, text),
      );
    }
    expect(written.map((m) => m.author)).toEqual(['broker', 'operator', 'broker']);

    const first = await thread(h, sent.id, '?limit=2');
    expect(first).toEqual({
      items: written.slice(0, 2),
      next_cursor: expect.any(String),
      total: 3,
    });
    const rest = await thread(h, sent.id, `?limit=2&cursor=${first.next_cursor}`);
    expect(rest).toEqual({ items: written.slice(2), next_cursor: null, total: 3 });
    expect((await rfqNamed(h, sent.id)).message_count).toBe(3);
  });

  it('binds a cursor to its RFQ, whether addressed by id or by token', async () => {
    const h = await seededHarness({ rfqDelivery: remoteDelivery });
    const a = await sendOne(h, 0);
    const b = await sendOne(h, 1);
    for (const ref of [a.id, b.id]) {
      await posted(h, ref, 'One');
      h.clock.advance(1000);
      await posted(h, ref, 'Two');
    }
    const { next_cursor: cursor } = await thread(h, a.id, '?limit=1');
    const viaToken = await thread(h, tokenOf(a.url), `?limit=1&cursor=${cursor}`);
    expect(viaToken.items.map((m) => m.body)).toEqual(['Two']);
    const problem = await problemOf(
      await h.call('GET', messagesPath(b.id, `?cursor=${cursor}`)),
      422,
    );
    expect(problem.type).toBe('invalid_cursor');
  });

  it('keeps a withdrawn RFQ thread readable', async () => {
    const h = await seededHarness();
    const sent = await sendOne(h);
    const message = await posted(h, sent.id, 'Hello');
    await h.call('POST', `/v1/rfqs/${sent.id}/withdrawals`, {
      headers: { 'Idempotency-Key': newKey() },
    });
    expect((await thread(h, sent.id)).items).toEqual([message]);
  });

  it('is 404 for an unknown RFQ and 422 for a bad limit or cursor', async () => {
    const h = await seededHarness();
    await problemOf(await h.call('GET', messagesPath(unknownId)), 404);
    const sent = await sendOne(h);
    const problem = await problemOf(
      await h.call('GET', messagesPath(sent.id, '?limit=101&cursor=zz')),
      422,
    );
    expect(problem.errors?.map((error) => error.field)).toEqual(['limit']);
    const cursor = await problemOf(await h.call('GET', messagesPath(sent.id, '?cursor=zz')), 422);
    expect(cursor.type).toBe('invalid_cursor');
  });
});
