// The trip screen's /local/ routes: the stored trip request, each thread's last message and
// unread count, the broker's read mark, which never moves back and follows an RFQ made
// offline to its server id, and the trip's quotes known here (the client page's latest).
import { describe, expect, it } from 'vitest';
import { problem, tripRequestSummary } from '../../shared/api';
import { threadRead, tripQuotes, tripThreads } from '../../shared/rpc/local/trip-screen';
import {
  declineRfq,
  postOperatorMessage,
  quoteRfq,
} from '../../shared/service/rfqs/operator-actions';
import {
  batchRequest,
  operatorAt,
  seededHarness,
  sendBatch,
  trips,
  unknownId,
} from '../service/rfq-fixtures';
import type { Harness } from '../support/service-harness';
import { remoteDouble } from '../sync/remote-double';
import { workspaceApp } from './workspace-app';

function localApp(h: Harness) {
  const send = workspaceApp(h.deps);
  return {
    send,
    async json(method: string, path: string, body?: unknown): Promise<unknown> {
      const response = await send(method, path, body);
      expect(response.status, await response.clone().text()).toBe(200);
      return response.json();
    },
  };
}

describe('the trip request and its threads', () => {
  it('answers the stored trip request, and 404 for one this computer does not hold', async () => {
    const h = await seededHarness();
    const local = localApp(h);
    const trip = tripRequestSummary.parse(await local.json('GET', `/trip-requests/${trips.open}`));
    expect(trip).toMatchObject({ id: trips.open, status: 'open', leg_count: 1, client: null });
    expect(trip.first_leg).toMatchObject({ from: { code: 'KTEB' }, to: { code: 'KPBI' } });
    const missing = await local.send('GET', `/trip-requests/${unknownId}`);
    expect(missing.status).toBe(404);
    expect(problem.parse(await missing.json()).type).toBe('not_found');
  });

  it("counts each thread's operator messages after the read mark", async () => {
    const h = await seededHarness();
    const local = localApp(h);
    const [a, b] = (await sendBatch(h, batchRequest([0, 1]))).items;
    const first = await postOperatorMessage(h.deps, a!.id, { body: 'Available.' });
    h.clock.advance(60_000);
    await postOperatorMessage(h.deps, a!.id, { body: 'Price to follow.' });
    h.clock.advance(60_000);
    await h.call('POST', `/v1/rfqs/${a!.id}/messages`, { body: { body: 'Thanks' } });

    const threads = async () =>
      tripThreads.parse(await local.json('GET', `/trip-requests/${trips.open}/threads`)).items;
    const before = await threads();
    expect(before.find((item) => item.rfq_id === a!.id)).toMatchObject({
      unread: 2,
      last_message: { author: 'broker', body: 'Thanks' },
    });
    expect(before.find((item) => item.rfq_id === b!.id)).toEqual({
      rfq_id: b!.id,
      last_message: null,
      unread: 0,
    });

    await local.json('PUT', `/threads/${a!.id}/read`, { read_through: first.at });
    expect((await threads()).find((item) => item.rfq_id === a!.id)!.unread).toBe(1);
  });

  it('an RFQ pulled ahead of its thread tells of an unread operator message', async () => {
    const h = await seededHarness();
    const local = localApp(h);
    const [a] = (await sendBatch(h, batchRequest([0]))).items;
    await h.call('POST', `/v1/rfqs/${a!.id}/messages`, { body: { body: 'Pets allowed?' } });
    h.clock.advance(60_000);
    // As a pull of the trip's RFQs writes it, before the thread's messages are pulled.
    const later = h.clock.now().toISOString();
    await h.deps.db.rfqs.update(a!.id, {
      message_count: 2,
      last_message_at: later,
      last_message_author: 'operator',
    });
    const thread = async () =>
      tripThreads.parse(await local.json('GET', `/trip-requests/${trips.open}/threads`)).items[0];
    expect(await thread()).toEqual({ rfq_id: a!.id, last_message: null, unread: 1 });

    await local.json('PUT', `/threads/${a!.id}/read`, { read_through: later });
    expect(await thread()).toEqual({ rfq_id: a!.id, last_message: null, unread: 0 });
  });

  it('keeps the later read mark, in UTC, and refuses a bad one or an unknown RFQ', async () => {
    const h = await seededHarness();
    const local = localApp(h);
    const [rfq] = (await sendBatch(h, batchRequest([0]))).items;
    const path = `/threads/${rfq!.id}/read`;
    expect(threadRead.parse(await local.json('GET', path))).toEqual({
      rfq_id: rfq!.id,
      read_through: null,
    });
    await postOperatorMessage(h.deps, rfq!.id, { body: 'Available.' }); // at 09:00Z
    await local.json('PUT', path, { read_through: '2026-11-22T11:00:00+02:00' });
    await local.json('PUT', path, { read_through: '2026-11-22T08:30:00Z' });
    expect(await local.json('GET', path)).toEqual({
      rfq_id: rfq!.id,
      read_through: '2026-11-22T09:00:00.000Z',
    });
    const bad = await local.send('PUT', path, { read_through: 'yesterday' });
    expect(problem.parse(await bad.json()).errors?.[0]?.field).toBe('read_through');
    expect((await local.send('GET', `/threads/${unknownId}/read`)).status).toBe(404);
  });

  it("refuses a mark later than the thread's newest message, which would hide every later one", async () => {
    const h = await seededHarness();
    const local = localApp(h);
    const [rfq] = (await sendBatch(h, batchRequest([0]))).items;
    const path = `/threads/${rfq!.id}/read`;
    const refusedAt = async (readThrough: string) => {
      const response = await local.send('PUT', path, { read_through: readThrough });
      expect(response.status).toBe(422);
      return problem.parse(await response.json()).errors;
    };
    expect(await refusedAt('2026-11-22T09:00:00Z')).toEqual([
      {
        field: 'read_through',
        code: 'too_big',
        message: 'This thread has nothing to mark as read',
      },
    ]);

    const seen = await postOperatorMessage(h.deps, rfq!.id, { body: 'Available.' });
    expect(await refusedAt('9999-12-31T23:59:59Z')).toEqual([
      {
        field: 'read_through',
        code: 'too_big',
        message: `Must not be later than the newest message or answer of the thread (${seen.at})`,
      },
    ]);
    expect(await refusedAt('2026-11-22T09:00:00.001Z')).toHaveLength(1);
    expect(await local.json('GET', path)).toMatchObject({ read_through: null });

    await local.json('PUT', path, { read_through: seen.at });
    h.clock.advance(60_000);
    await postOperatorMessage(h.deps, rfq!.id, { body: 'Price to follow.' });
    const threads = tripThreads.parse(
      await local.json('GET', `/trip-requests/${trips.open}/threads`),
    );
    expect(threads.items[0]).toMatchObject({ rfq_id: rfq!.id, unread: 1 });

    // A pulled RFQ that tells of a later message, not yet pulled, may be read up to it.
    h.clock.advance(60_000);
    const told = h.clock.now().toISOString();
    await h.deps.db.rfqs.update(rfq!.id, {
      last_message_at: told,
      last_message_author: 'operator',
    });
    expect(await local.json('PUT', path, { read_through: told })).toMatchObject({
      read_through: told,
    });

    // The operator's answer is read with the thread: up to it, though no message follows it.
    h.clock.advance(60_000);
    const quoted = await quoteRfq(h.deps, rfq!.id, { amount_cents: 1_250_000 });
    expect(await local.json('PUT', path, { read_through: quoted.responded_at })).toMatchObject({
      read_through: quoted.responded_at,
    });
  });

  it('a mark made under the local id of an offline RFQ follows it to its server id', async () => {
    const remote = await remoteDouble();
    const h = await seededHarness({ replica: {} });
    const local = localApp(h);
    await h.call('POST', `/v1/trip-requests/${trips.open}/rfqs`, {
      body: batchRequest([0, 1]),
      headers: { 'Idempotency-Key': 'b1' },
    });
    const offline = (await h.db.rfqs.toArray()).find((r) => r.operator.id === operatorAt(1).id)!;
    await h.call('POST', `/v1/rfqs/${offline.id}/messages`, { body: { body: 'Pets allowed?' } });
    await local.json('PUT', `/threads/${offline.id}/read`, {
      read_through: '2026-11-22T08:00:00.000Z',
    });
    await remote.drain(h);

    const serverId = (await h.db.aliases.get(offline.id))!.server_id;
    expect(serverId).not.toBe(offline.id);
    expect(await h.db.thread_reads.get(offline.id)).toBeUndefined();
    const mark = { rfq_id: serverId, read_through: '2026-11-22T08:00:00.000Z' };
    expect(await h.db.thread_reads.get(serverId)).toEqual(mark);
    // The screen that still holds the local id reads and moves the same mark.
    expect(await local.json('GET', `/threads/${offline.id}/read`)).toEqual(mark);
  });

  it("answers the trip's RFQs with a quote, a declined one's earlier quote included", async () => {
    const h = await seededHarness();
    const local = localApp(h);
    const [a, b, c] = (await sendBatch(h, batchRequest([0, 1, 2]))).items;
    const quotes = async () =>
      tripQuotes.parse(await local.json('GET', `/trip-requests/${trips.open}/quotes`)).items;
    expect(await quotes()).toEqual([]);

    await quoteRfq(h.deps, a!.id, { amount_cents: 1_875_000, note: 'Citation CJ3, all-in' });
    await quoteRfq(h.deps, b!.id, { amount_cents: 2_000_000 });
    await declineRfq(h.deps, b!.id, { note: 'No crew' });
    const items = await quotes();
    expect(items.map((rfq) => rfq.id).sort()).toEqual([a!.id, b!.id].sort());
    expect(items.find((rfq) => rfq.id === a!.id)).toMatchObject({
      status: 'quoted',
      quote_amount_cents: 1_875_000,
      response_note: 'Citation CJ3, all-in',
    });
    expect(items.find((rfq) => rfq.id === b!.id)).toMatchObject({ status: 'declined' });
    expect(items.some((rfq) => rfq.id === c!.id)).toBe(false);
    expect(
      tripQuotes.parse(await local.json('GET', `/trip-requests/${unknownId}/quotes`)).items,
    ).toEqual([]);
  });
});
