// What reaches a replica from the operators, as its pulls commit: an answer or a message on
// an RFQ it already held, told once; the first copy of a book, its answers and threads,
// arrives in silence.
import { describe, expect, it } from 'vitest';
import { arrivalLogOf, type Arrival } from '../../shared/db/inbox-upkeep/arrivals';
import {
  declineRfq,
  postOperatorMessage,
  quoteRfq,
} from '../../shared/service/rfqs/operator-actions';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { batchRequest, id, sendBatch } from '../service/rfq-fixtures';
import { MINUTE_MS, advance, emptyReplica, remoteWith, tripOf } from '../sync/pull-fixtures';

const TRIP = id(700);

async function mirroredTrip() {
  const remote = await remoteWith(1, [tripOf(0, TRIP, '2026-11-20T10:00:00.000Z')]);
  const [a, b] = (await sendBatch(remote.server, batchRequest([0, 1]), TRIP)).items;
  // Before the replica's first pull: an answer and a thread it copies as they are.
  await postOperatorMessage(remote.server.deps, a!.id, { body: 'Checking the crew.' });
  await quoteRfq(remote.server.deps, a!.id, { amount_cents: 4_650_000 });
  const replica = emptyReplica();
  const arrived: Arrival[] = [];
  arrivalLogOf(replica.db).subscribe((arrivals) => arrived.push(...arrivals));
  const planner = createPullPlanner();
  await remote.pullAll(replica, planner);
  expect(await replica.db.rfqs.count()).toBe(2);
  expect(await replica.db.messages.count()).toBe(1);
  return { remote, replica, planner, arrived, a: a!, b: b! };
}

describe('arrivals', () => {
  it('a first copy of the book tells of nothing', async () => {
    const { arrived, replica } = await mirroredTrip();
    expect(arrived).toEqual([]);
    // Though the Inbox lists what it copied, unread: the message and the quote.
    expect(await replica.db.inbox.where('unread').equals(1).count()).toBe(2);
  });

  it('a quote and a decline on stored RFQs arrive once each', async () => {
    const { remote, replica, planner, arrived, a, b } = await mirroredTrip();
    advance(MINUTE_MS, remote.server, replica);
    const quoted = await quoteRfq(remote.server.deps, b.id, { amount_cents: 3_900_000 });
    const declined = await declineRfq(remote.server.deps, a.id, { note: 'Aircraft gone.' });
    planner.ask({ kind: 'trip_rfqs', tripRequestId: TRIP });
    await remote.pullAll(replica, planner);
    expect(arrived).toEqual(
      expect.arrayContaining([
        { kind: 'quote', rfq_id: b.id, at: quoted.responded_at, message_id: null },
        { kind: 'decline', rfq_id: a.id, at: declined.responded_at, message_id: null },
      ]),
    );
    expect(arrived).toHaveLength(2);

    // Pulled again, nothing new.
    planner.ask({ kind: 'trip_rfqs', tripRequestId: TRIP });
    await remote.pullAll(replica, planner);
    expect(arrived).toHaveLength(2);
  });

  it('a message pulled with its thread arrives once, named', async () => {
    const { remote, replica, planner, arrived, b } = await mirroredTrip();
    advance(MINUTE_MS, remote.server, replica);
    const message = await postOperatorMessage(remote.server.deps, b.id, { body: 'Can do.' });
    planner.ask({ kind: 'thread', rfqId: b.id });
    await remote.pullAll(replica, planner);
    planner.ask({ kind: 'trip_rfqs', tripRequestId: TRIP });
    await remote.pullAll(replica, planner);
    expect(arrived).toEqual([
      { kind: 'message', rfq_id: b.id, at: message.at, message_id: message.id },
    ]);
  });

  it('a message told of by its RFQ first arrives then, and not again with its thread', async () => {
    const { remote, replica, planner, arrived, b } = await mirroredTrip();
    advance(MINUTE_MS, remote.server, replica);
    const message = await postOperatorMessage(remote.server.deps, b.id, { body: 'Can do.' });
    planner.ask({ kind: 'trip_rfqs', tripRequestId: TRIP });
    await remote.pullAll(replica, planner);
    expect(arrived).toEqual([{ kind: 'message', rfq_id: b.id, at: message.at, message_id: null }]);
    planner.ask({ kind: 'thread', rfqId: b.id });
    await remote.pullAll(replica, planner);
    expect(arrived).toHaveLength(1);
    expect(await replica.db.inbox.get(`message:${message.id}`)).toMatchObject({ unread: 1 });
  });

  it("the broker's own messages and writes bring nothing", async () => {
    const { remote, replica, planner, arrived, b } = await mirroredTrip();
    await replica.call('POST', `/v1/rfqs/${b.id}/messages`, {
      body: { body: 'Pets aboard?' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    await remote.drain(replica);
    planner.ask({ kind: 'thread', rfqId: b.id });
    await remote.pullAll(replica, planner);
    expect(arrived).toEqual([]);
  });
});
