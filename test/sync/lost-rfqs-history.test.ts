// What the remote no longer holds reads as history, never twice (issue 29, edge 2): after the
// remote started again with fresh data (the same trips, their RFQs under new ids, quoted
// anew), the lost RFQs stay readable on this computer but leave every count and comparison:
// the trip's quotes, the Inbox and its unread count, the Trips list's summary, Needs you.
// One sent again reads as a new request, its lost thread kept apart as its history.
import { describe, expect, it } from 'vitest';
import { page, rfq as rfqSchema } from '../../shared/api';
import { inboxCount, inboxPage } from '../../shared/rpc/local/inbox';
import { needsYouList } from '../../shared/rpc/local/needs-you';
import { searchAnswer } from '../../shared/rpc/local/search-everything';
import { tripTimeline } from '../../shared/rpc/local/timeline';
import { tripListPage } from '../../shared/rpc/local/trip-list';
import { tripHistory, tripQuotes, tripThreads } from '../../shared/rpc/local/trip-screen';
import { postOperatorMessage, quoteRfq } from '../../shared/service/rfqs/operator-actions';
import { decideFindings } from '../../shared/sync/pull/findings/finding-actions';
import { HOUR_MS, batchRequest, sendBatch, trips } from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';
import { until } from '../support/until';
import { workspaceApp } from '../host/workspace-app';
import { freshRemote, mirrored } from './lost-remote-fixtures';
import { advance } from './pull-fixtures';
import type { RemoteDouble } from './remote-double';

const LOST_QUOTES = [4_100_000, 4_300_000];
const NEW_QUOTES = [3_900_000, 4_500_000];

/** Two operators asked here on the open trip, both quoted and wrote; all synced. */
async function quotedHere() {
  const { remote, replica, planner } = await mirrored();
  const batch = await sendBatch(replica, batchRequest([0, 1], { note: 'Four seats' }));
  await remote.drain(replica);
  const sent = await remote.server.db.rfqs.where('trip_request_id').equals(trips.open).toArray();
  for (const [at, rfq] of sent.entries()) {
    await postOperatorMessage(remote.server.deps, rfq.id, { body: `Lost message ${at}` });
    remote.server.clock.advance(60_000);
    await quoteRfq(remote.server.deps, rfq.id, { amount_cents: LOST_QUOTES[at]! });
  }
  // The next round of the trip's RFQs and their threads.
  advance(5 * HOUR_MS, remote.server, replica);
  await remote.pullAll(replica, planner);
  const lostIds = sent.map((rfq) => rfq.id);
  expect(batch.items).toHaveLength(2);
  return { remote, replica, planner, lostIds };
}

/** The remote started again: the same trip, asked of the same operators under new ids. */
async function restartedWithNewQuotes(
  replica: Harness,
): Promise<{ fresh: RemoteDouble; newIds: string[] }> {
  const fresh = await freshRemote(replica);
  const { items } = await sendBatch(fresh.server, batchRequest([0, 1]), trips.open);
  for (const [at, rfq] of items.entries()) {
    await postOperatorMessage(fresh.server.deps, rfq.id, { body: `New message ${at}` });
    fresh.server.clock.advance(60_000);
    await quoteRfq(fresh.server.deps, rfq.id, { amount_cents: NEW_QUOTES[at]! });
  }
  return { fresh, newIds: items.map((rfq) => rfq.id) };
}

async function read<T>(
  send: ReturnType<typeof workspaceApp>,
  path: string,
  schema: { parse(v: unknown): T },
) {
  const response = await send('GET', path);
  expect(response.status, await response.clone().text()).toBe(200);
  return schema.parse(await response.json());
}

describe('what the remote no longer holds reads as history', () => {
  it('counts, compares and tells of the live RFQs only; the lost ones stay, labelled', async () => {
    const { replica, planner, lostIds } = await quotedHere();
    const send = workspaceApp(replica.deps);
    // Before the loss: two quotes and two messages, unread.
    expect((await read(send, '/inbox/count', inboxCount)).unread).toBe(4);

    const { fresh, newIds } = await restartedWithNewQuotes(replica);
    await fresh.pullAll(replica, planner);
    // A later round brings the new RFQs' threads.
    advance(5 * HOUR_MS, fresh.server, replica);
    await fresh.pullAll(replica, planner);

    // The trip's quotes (the client page's, quotes compared's): each live quote once.
    const quotes = await read(send, `/trip-requests/${trips.open}/quotes`, tripQuotes);
    expect(quotes.items.map((rfq) => rfq.quote_amount_cents).sort()).toEqual(NEW_QUOTES);

    // The Inbox: the new quotes and messages, none of the lost ones again.
    expect((await read(send, '/inbox/count', inboxCount)).unread).toBe(4);
    const inbox = await read(send, '/inbox', inboxPage);
    expect(new Set(inbox.items.map((item) => item.rfq_id))).toEqual(new Set(newIds));

    // The Trips list's summary: two asked, two quoted, the lowest live quote.
    const list = await read(send, '/trips', tripListPage);
    const trip = list.items.find((item) => item.id === trips.open);
    expect(trip?.rfqs).toMatchObject({ asked: 2, quoted: 2 });
    expect(trip?.lowest_quote_cents).toBe(NEW_QUOTES[0]);

    // Needs you: nothing about a request the remote no longer holds.
    const needs = await read(send, '/needs-you', needsYouList);
    const keys = needs.items.map((item) => item.key).join(' ');
    for (const id of lostIds) expect(keys).not.toContain(id);
    expect(newIds.some((id) => keys.includes(id))).toBe(true);

    // The trip's threads: the lost ones are no news.
    const threads = await read(send, `/trip-requests/${trips.open}/threads`, tripThreads);
    const unread = new Map(threads.items.map((item) => [item.rfq_id, item.unread]));
    expect(lostIds.map((id) => unread.get(id))).toEqual([0, 0]);
    expect(newIds.map((id) => unread.get(id))).toEqual([1, 1]);

    // They stay here, as history.
    const history = await read(send, `/trip-requests/${trips.open}/history`, tripHistory);
    expect(history.items.map((item) => [item.rfq_id, item.because]).sort()).toEqual(
      lostIds.map((id) => [id, 'missing']).sort(),
    );
    // Search finds their messages still, labelled as history; the new ones not.
    // (the index loads in the background: read until it has)
    const found = await until(
      'search to have loaded',
      () => read(send, '/search?q=message&limit=20', searchAnswer),
      (answer) => !answer.loading,
    );
    const messages = found.groups.find((group) => group.kind === 'message')?.hits ?? [];
    const lostHits = messages.filter((hit) => lostIds.includes(hit.refs.rfqId!));
    expect(lostHits.map((hit) => hit.history)).toEqual([true, true]);
    expect(
      messages.filter((hit) => newIds.includes(hit.refs.rfqId!)).map((hit) => hit.history),
    ).toEqual([undefined, undefined]);
    // The timeline still tells the lost ones' story, labelled as history.
    const timeline = await read(send, `/trip-requests/${trips.open}/timeline`, tripTimeline);
    const lostEntries = timeline.items.filter((e) => 'rfq_id' in e && lostIds.includes(e.rfq_id));
    expect(lostEntries.length).toBeGreaterThan(0);
    expect(lostEntries.every((entry) => 'history' in entry && entry.history)).toBe(true);

    // Nothing is written on history: a message or a withdrawal is refused, and nothing queued.
    const queued = await replica.db.outbox.count();
    const message = await replica.call('POST', `/v1/rfqs/${lostIds[0]}/messages`, {
      body: { body: 'Still available?' },
    });
    const withdrawal = await replica.call('POST', `/v1/rfqs/${lostIds[1]}/withdrawals`, {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    for (const refused of [message, withdrawal]) {
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { detail: string }).detail).toMatch(/is history/);
    }
    expect(await replica.db.outbox.count()).toBe(queued);
  });

  it('an RFQ sent again reads as a new request; the lost thread stays apart as its history', async () => {
    const { replica, planner, lostIds } = await quotedHere();
    const fresh = await freshRemote(replica);
    await fresh.pullAll(replica, planner);
    const send = workspaceApp(replica.deps);
    const [kept, resent] = lostIds as [string, string];

    await decideFindings(
      replica.db,
      'all',
      'send_again',
      replica.clock.now().toISOString(),
      () => crypto.randomUUID(),
      { rfqs: [resent] },
    );
    // A new request beside the lost one: sent, no quote, no messages; the lost one keeps its own.
    const listed = page(rfqSchema).parse(
      await (await replica.call('GET', `/v1/trip-requests/${trips.open}/rfqs`)).json(),
    );
    const lost = listed.items.find((rfq) => rfq.id === resent)!;
    const asked = listed.items.filter((rfq) => rfq.operator.id === lost.operator.id);
    expect(asked.map((rfq) => rfq.quote_amount_cents).sort()).toEqual([LOST_QUOTES[1], null]);
    const newId = asked.find((rfq) => rfq.id !== resent)!.id;
    expect(asked.find((rfq) => rfq.id === newId)).toMatchObject({
      status: 'sent',
      message_count: 0,
    });
    expect(await replica.db.messages.where('rfq_id').equals(newId).count()).toBe(0);
    expect(await replica.db.messages.where('rfq_id').equals(resent).count()).toBe(1);
    // The lost one is its history; the one left out stays history as it was.
    const history = await read(send, `/trip-requests/${trips.open}/history`, tripHistory);
    expect(history.items.find((item) => item.rfq_id === resent)).toMatchObject({
      because: 'sent_again',
      sent_again_as: newId,
    });
    expect(history.items.find((item) => item.rfq_id === kept)).toMatchObject({
      because: 'missing',
    });
    expect((await read(send, `/trip-requests/${trips.open}/quotes`, tripQuotes)).items).toEqual([]);

    // Landed, it takes the remote's id; the history follows it there.
    await fresh.drain(replica);
    const landed = await read(send, `/trip-requests/${trips.open}/history`, tripHistory);
    const [remoteRfq] = await fresh.server.db.rfqs
      .where('trip_request_id')
      .equals(trips.open)
      .toArray();
    expect(landed.items.find((item) => item.rfq_id === resent)?.sent_again_as).toBe(remoteRfq!.id);
    expect(await replica.db.messages.where('rfq_id').equals(remoteRfq!.id).count()).toBe(0);
    // Its trip's RFQs pulled again: the lost ones are asked for no more, and stay history.
    const pulled = await fresh.pullAll(replica, planner);
    expect(pulled.filter((path) => lostIds.some((id) => path.includes(id)))).toEqual([]);
    expect(
      (await read(send, `/trip-requests/${trips.open}/history`, tripHistory)).items,
    ).toHaveLength(2);
  });
});
