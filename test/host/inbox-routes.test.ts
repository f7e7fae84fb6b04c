// The Inbox's /local/ routes: operators' quotes, declines and messages across trips, newest
// first, page by page, with the unread count; reading one item reads its thread up to it,
// and reading all clears the count.
import { describe, expect, it } from 'vitest';
import { client as clientSchema, problem } from '../../shared/api';
import { inboxCount, inboxPage, type InboxPage } from '../../shared/rpc/local/inbox';
import {
  declineRfq,
  postOperatorMessage,
  quoteRfq,
} from '../../shared/service/rfqs/operator-actions';
import {
  batchRequest,
  newKey,
  operatorAt,
  seededHarness,
  sendBatch,
  trips,
} from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';
import { workspaceApp } from './workspace-app';

function inboxApp(h: Harness) {
  const send = workspaceApp(h.deps);
  return {
    send,
    async page(query = ''): Promise<InboxPage> {
      const response = await send('GET', `/inbox${query}`);
      expect(response.status, await response.clone().text()).toBe(200);
      return inboxPage.parse(await response.json());
    },
    async unread(): Promise<number> {
      return inboxCount.parse(await (await send('GET', '/inbox/count')).json()).unread;
    },
  };
}

/** A client's open trip, asked of three operators, who answer a minute apart from 09:00. */
async function answeredTrip() {
  const h = await seededHarness();
  const created = await h.call('POST', '/v1/clients', {
    body: { name: 'Juniper Okafor' },
    headers: { 'Idempotency-Key': newKey() },
  });
  const client = clientSchema.parse(await created.json());
  await h.db.trip_requests.update(trips.open, { client_id: client.id });
  const [a, b, c] = (await sendBatch(h, batchRequest([0, 1, 2]))).items;
  const hello = await postOperatorMessage(h.deps, a!.id, { body: 'Crew is booked.' });
  h.clock.advance(60_000);
  const quote = await quoteRfq(h.deps, a!.id, { amount_cents: 4_650_000, note: 'Incl. fuel.' });
  h.clock.advance(60_000);
  await declineRfq(h.deps, b!.id, { note: 'No aircraft free.' });
  h.clock.advance(60_000);
  await h.call('POST', `/v1/rfqs/${c!.id}/messages`, { body: { body: 'Any update?' } });
  return { h, inbox: inboxApp(h), a: a!, b: b!, hello, quote };
}

describe('the inbox', () => {
  it('lists answers and operator messages newest first, with their trip, page by page', async () => {
    const { inbox, a, b, hello } = await answeredTrip();
    const first = await inbox.page('?limit=2');
    expect(first.unread).toBe(3);
    expect(first.items.map((item) => [item.kind, item.operator_name, item.unread])).toEqual([
      ['decline', operatorAt(1).dba_name ?? operatorAt(1).legal_name, true],
      ['quote', operatorAt(0).dba_name ?? operatorAt(0).legal_name, true],
    ]);
    expect(first.items[1]).toMatchObject({
      key: `answer:${a.id}`,
      rfq_id: a.id,
      trip_request_id: trips.open,
      trip: {
        legs: [{ from: 'KTEB', to: 'KPBI' }],
        departs: '2026-12-20',
        client_name: 'Juniper Okafor',
        currency: 'USD',
      },
      amount_cents: 4_650_000,
      text: 'Incl. fuel.',
      author_name: null,
    });
    expect(first.items[0]).toMatchObject({ rfq_id: b.id, text: 'No aircraft free.' });

    const rest = await inbox.page(`?limit=2&cursor=${first.next_cursor}`);
    expect(rest.next_cursor).toBeNull();
    expect(rest.items).toEqual([
      expect.objectContaining({
        key: `message:${hello.id}`,
        kind: 'message',
        at: hello.at,
        text: 'Crew is booked.',
        author_name: hello.author_name,
        amount_cents: null,
      }),
    ]);

    // A cursor belongs to its list.
    const refused = await inbox.send('GET', `/inbox?show=unread&cursor=${first.next_cursor}`);
    expect(refused.status).toBe(422);
    expect(problem.parse(await refused.json()).type).toBe('invalid_cursor');
  });

  it('reading an item reads its thread up to it; the unread list and count follow', async () => {
    const { h, inbox, a, quote, hello } = await answeredTrip();
    const read = await inbox.send('POST', '/inbox/read', { keys: [`answer:${a.id}`] });
    expect(inboxCount.parse(await read.json())).toEqual({ unread: 1 });
    expect(await h.db.thread_reads.get(a.id)).toEqual({
      rfq_id: a.id,
      read_through: quote.responded_at,
    });
    // The earlier message of that thread was read with it.
    const unread = await inbox.page('?show=unread');
    expect(unread.items.map((item) => item.kind)).toEqual(['decline']);
    const all = await inbox.page();
    expect(all.items.find((item) => item.key === `message:${hello.id}`)!.unread).toBe(false);

    // Reading an earlier item never moves a mark back.
    await inbox.send('POST', '/inbox/read', { keys: [`message:${hello.id}`] });
    expect((await h.db.thread_reads.get(a.id))!.read_through).toBe(quote.responded_at);

    const unknown = await inbox.send('POST', '/inbox/read', {
      keys: [`answer:${a.id}`, 'message:nope'],
    });
    expect(unknown.status).toBe(422);
    expect(problem.parse(await unknown.json()).errors).toEqual([
      { field: 'keys[1]', code: 'not_found', message: 'Not an item of the inbox' },
    ]);
    expect((await inbox.send('POST', '/inbox/read', { keys: [] })).status).toBe(422);
  });

  it('reads everything at once; a later answer is unread again', async () => {
    const { h, inbox, b } = await answeredTrip();
    const cleared = await inbox.send('POST', '/inbox/read-all');
    expect(inboxCount.parse(await cleared.json())).toEqual({ unread: 0 });
    expect(await inbox.unread()).toBe(0);
    expect((await inbox.page('?show=unread')).items).toEqual([]);
    expect((await inbox.page()).items).toHaveLength(3);

    h.clock.advance(60_000);
    await postOperatorMessage(h.deps, b.id, { body: 'One came free after all.' });
    expect(await inbox.unread()).toBe(1);
    const [newest] = (await inbox.page('?show=unread')).items;
    expect(newest).toMatchObject({ kind: 'message', rfq_id: b.id, unread: true });
  });
});
