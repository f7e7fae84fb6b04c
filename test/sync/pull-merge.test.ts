// Merging pulled records: the remote's values replace the local ones except the fields an
// unsynced local change holds; a record made or deleted locally is left alone; fields the
// server derives are the remote's as pulled.
import { describe, expect, it } from 'vitest';
import { clientDetail, client as clientSchema } from '../../shared/api';
import { postOperatorMessage, quoteRfq } from '../../shared/service/rfqs/operator-actions';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { batchRequest, id, newKey, sendBatch } from '../service/rfq-fixtures';
import {
  DAY_MS,
  MINUTE_MS,
  advance,
  clientId,
  emptyReplica,
  mirroredReplica,
  remoteWith,
  shortPath,
  tripOf,
} from './pull-fixtures';

describe('merging pulled records', () => {
  it('a remote edit of one field and an unsynced local edit of another both survive', async () => {
    const { remote, replica, planner } = await mirroredReplica(3);
    const ref = `/v1/clients/${clientId(1)}`;
    await replica.call('PATCH', ref, { body: { phone: '+1 555 0101', company: 'Local Co' } });
    await remote.server.call('PATCH', ref, { body: { company: 'Remote Co', notes: 'VIP' } });

    planner.ask({ kind: 'client', id: clientId(1) });
    expect((await remote.pullAll(replica, planner)).map(shortPath)).toEqual(['client:1']);
    // company is held by the unsynced PATCH until it is acknowledged; notes are the remote's.
    expect(await replica.db.clients.get(clientId(1))).toMatchObject({
      phone: '+1 555 0101',
      company: 'Local Co',
      notes: 'VIP',
    });

    await remote.drain(replica);
    const server = clientDetail.parse(await (await remote.server.call('GET', ref)).json());
    expect(server).toMatchObject({ phone: '+1 555 0101', company: 'Local Co', notes: 'VIP' });
  });

  it('a client deleted or created locally and not yet synced is left alone by a walk', async () => {
    const { remote, replica, planner } = await mirroredReplica(3);
    await replica.call('DELETE', `/v1/clients/${clientId(2)}`);
    const created = clientSchema.parse(
      await (
        await replica.call('POST', '/v1/clients', {
          body: { name: 'Aaron Local' },
          headers: { 'Idempotency-Key': newKey() },
        })
      ).json(),
    );

    advance(DAY_MS, replica, remote.server);
    expect(await remote.pullAll(replica, planner)).toContain('/v1/clients?limit=100');
    expect(await replica.db.clients.get(clientId(2))).toBeUndefined();
    expect(await replica.db.clients.get(created.id)).toMatchObject({ name: 'Aaron Local' });
    const entries = await replica.db.outbox.toArray();
    expect(entries.map((entry) => [entry.operation_id, entry.state])).toEqual([
      ['deleteClient', 'pending'],
      ['createClient', 'pending'],
    ]);
  });

  it('trip statistics are the remote’s, though only the 10 newest trip requests are seen', async () => {
    const days = Array.from({ length: 12 }, (_, day) => day + 1);
    const { replica } = await mirroredReplica(
      1,
      days.map((day) =>
        tripOf(0, id(500 + day), `2026-11-${String(day).padStart(2, '0')}T12:00:00.000Z`),
      ),
    );
    expect(await replica.db.trip_requests.where('client_id').equals(clientId(0)).count()).toBe(10);
    expect(await replica.db.clients.get(clientId(0))).toMatchObject({
      trip_request_count: 12,
      last_request_at: '2026-11-12T12:00:00.000Z',
    });
  });

  it('an RFQ takes the remote’s quote and messages; an unsynced withdrawal and message stay', async () => {
    const tripId = id(300);
    const remote = await remoteWith(1, [tripOf(0, tripId, '2026-11-20T00:00:00.000Z')]);
    const [rfq] = (await sendBatch(remote.server, batchRequest([0]), tripId)).items;
    const replica = emptyReplica();
    const planner = createPullPlanner();
    await remote.pullAll(replica, planner);

    const ref = `/v1/rfqs/${rfq!.id}`;
    await replica.call('POST', `${ref}/messages`, { body: { body: 'Still available?' } });
    await replica.call('POST', `${ref}/withdrawals`, { headers: { 'Idempotency-Key': newKey() } });
    advance(MINUTE_MS, replica, remote.server);
    await quoteRfq(remote.server.deps, rfq!.id, { amount_cents: 1_250_000 });
    await postOperatorMessage(remote.server.deps, rfq!.id, { body: 'Quoted, see terms' });

    planner.ask({ kind: 'trip_rfqs', tripRequestId: tripId });
    planner.ask({ kind: 'thread', rfqId: rfq!.id });
    // The quote moved the trip's quotes on the remote: its client's detail follows.
    expect((await remote.pullAll(replica, planner)).map(shortPath)).toEqual([
      `thread:${rfq!.id}`,
      `rfqs:${tripId}`,
      'client:0',
    ]);
    expect(await replica.db.rfqs.get(rfq!.id)).toMatchObject({
      status: 'withdrawn',
      quote_amount_cents: 1_250_000,
      message_count: 1,
      last_message_author: 'broker',
    });
    const bodies = async () =>
      (await replica.db.messages.where('rfq_id').equals(rfq!.id).sortBy('at')).map((m) => m.body);
    expect(await bodies()).toEqual(['Still available?', 'Quoted, see terms']);

    advance(MINUTE_MS, replica, remote.server);
    await remote.drain(replica);
    planner.ask({ kind: 'thread', rfqId: rfq!.id });
    await remote.pullAll(replica, planner);
    expect(await bodies()).toEqual(['Quoted, see terms', 'Still available?']);
    expect(await replica.db.rfqs.get(rfq!.id)).toMatchObject({
      status: 'withdrawn',
      message_count: 2,
      last_message_author: 'broker',
    });
  });
});
