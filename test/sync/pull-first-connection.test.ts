// The first connection mirrors the organization: every client, the details of the recently
// active ones, the RFQs of their open trip requests, the threads of open RFQs and the
// operator contacts, in that order, each list a page of 100 at a time.
import { describe, expect, it } from 'vitest';
import { clientDetail, page, client as clientSchema, rfqMessage } from '../../shared/api';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { batchRequest, id, newKey, sendBatch } from '../service/rfq-fixtures';
import {
  MINUTE_MS,
  clientId,
  clientName,
  emptyReplica,
  remoteWith,
  shortPath,
  tripOf,
} from './pull-fixtures';

const trip = { recent: id(300), older: id(301), quoted: id(302), stale: id(303), booked: id(304) };

async function organization() {
  const remote = await remoteWith(250, [
    tripOf(0, trip.recent, '2026-11-20T00:00:00.000Z'),
    tripOf(0, trip.older, '2026-10-01T00:00:00.000Z', 'completed'),
    tripOf(1, trip.quoted, '2026-10-15T00:00:00.000Z', 'quoted'),
    // Open, but its client has had no trip activity for 90 days: not detailed at first.
    tripOf(2, trip.stale, '2026-05-01T00:00:00.000Z'),
    tripOf(3, trip.booked, '2026-11-10T00:00:00.000Z', 'booked'),
  ]);
  const { server } = remote;
  const recent = await sendBatch(server, batchRequest([0, 1, 2]), trip.recent);
  server.clock.advance(MINUTE_MS);
  const quoted = await sendBatch(server, batchRequest([3]), trip.quoted);
  await sendBatch(server, batchRequest([4]), trip.stale);
  const [asked, other, withdrawn] = recent.items;
  await server.call('POST', `/v1/rfqs/${withdrawn!.id}/withdrawals`, {
    headers: { 'Idempotency-Key': newKey() },
  });
  await server.call('POST', `/v1/rfqs/${asked!.id}/messages`, { body: { body: 'Any pets?' } });
  return { remote, open: [asked!.id, other!.id, quoted.items[0]!.id], withdrawn: withdrawn!.id };
}

describe('the first connection', () => {
  it('pulls clients, recent details, RFQs of open trips, open threads and contacts, in order', async () => {
    const { remote, open } = await organization();
    const replica = emptyReplica();
    const planner = createPullPlanner();

    const pulled = (await remote.pullAll(replica, planner)).map(shortPath);

    const threads = pulled.filter((path) => path.startsWith('thread:'));
    expect(pulled).toEqual([
      // ⌈250/100⌉ pages of the whole list.
      'clients',
      'clients+',
      'clients+',
      // Clients active in 90 days, newest first, each read for its trip requests.
      'recent',
      'client:0',
      'client:3',
      'client:1',
      // RFQs of the open (or quoted) trip requests pulled, newest first.
      `rfqs:${trip.recent}`,
      `rfqs:${trip.quoted}`,
      // Threads of open RFQs (the withdrawn one is not), newest sent first.
      `thread:${open[2]}`,
      ...threads.slice(1),
      'operator-contacts',
    ]);
    expect(threads.slice(1).sort()).toEqual(
      open
        .slice(0, 2)
        .map((rfq) => `thread:${rfq}`)
        .sort(),
    );
    expect(await planner.progress(replica.db)).toEqual({
      stage: 'steady',
      step: null,
      clients_pulled: 250,
      clients_total: 250,
      // Every client compared with the server when the walk ended, on the replica's clock.
      clients_compared_at: replica.clock.now().toISOString(),
    });
  });

  it('leaves the replica answering as the remote does, search included', async () => {
    const { remote, open, withdrawn } = await organization();
    const replica = emptyReplica();
    await remote.pullAll(replica, createPullPlanner());

    expect(await replica.db.clients.count()).toBe(250);
    expect(await replica.db.remote_clients.count()).toBe(250);
    // The search index's middleware kept up with the pulled pages.
    const found = page(clientSchema).parse(
      await (await replica.call('GET', '/v1/clients?q=client%20123')).json(),
    );
    expect(found.items.map((row) => row.name)).toEqual([clientName(123)]);

    const detail = async (h: typeof replica, n: number) =>
      clientDetail.parse(await (await h.call('GET', `/v1/clients/${clientId(n)}`)).json());
    expect(await detail(replica, 0)).toEqual(await detail(remote.server, 0));
    expect(await detail(replica, 1)).toEqual(await detail(remote.server, 1));
    expect(await replica.db.trip_requests.get(trip.stale)).toBeUndefined();

    expect((await replica.db.rfqs.get(withdrawn))?.status).toBe('withdrawn');
    const thread = page(rfqMessage).parse(
      await (await replica.call('GET', `/v1/rfqs/${open[0]}/messages`)).json(),
    );
    expect(thread.items.map((message) => message.body)).toEqual(['Any pets?']);
    expect(await replica.db.rfqs.get(open[0]!)).toMatchObject({ message_count: 1 });
    expect(await replica.db.operator_contacts.count()).toBe(5);
    expect(await replica.db.operators.count()).toBe(4);
  });
});
