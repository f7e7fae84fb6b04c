// A trip's quotes reach the replica: an RFQ pulled with a new quote (or one that no longer
// stands) brings its trip's `quote_count` and `latest_quote` with its client's detail, which
// alone carries them; the broker's own writes here leave them as the remote last said.
import { describe, expect, it } from 'vitest';
import { clientDetail } from '../../shared/api';
import { quoteRfq } from '../../shared/service/rfqs/operator-actions';
import type { Harness } from '../support/service-harness';
import { batchRequest, id, newKey, sendBatch } from '../service/rfq-fixtures';
import { MINUTE_MS, advance, clientId, mirroredReplica, shortPath, tripOf } from './pull-fixtures';

const TRIP = id(310);

/** The trip as the replica's own /v1 shows it, in its client's detail. */
async function tripHere(replica: Harness) {
  const response = await replica.call('GET', `/v1/clients/${clientId(0)}`);
  const detail = clientDetail.parse(await response.json());
  return detail.recent_trip_requests.find((trip) => trip.id === TRIP)!;
}

describe("a trip's quotes in the replica", () => {
  it('come with the client detail its RFQs’ new quote queues, and a local withdrawal keeps them', async () => {
    const trip = tripOf(0, TRIP, '2026-11-20T00:00:00.000Z');
    const { remote, replica, planner } = await mirroredReplica(1, [trip]);
    // A colleague asks two operators; the replica copies their requests.
    const [first, second] = (await sendBatch(remote.server, batchRequest([0, 1]), TRIP)).items;
    planner.ask({ kind: 'trip_rfqs', tripRequestId: TRIP });
    await remote.pullAll(replica, planner);
    expect(await replica.db.rfqs.get(first!.id)).toMatchObject({ status: 'sent' });
    expect(await tripHere(replica)).toMatchObject({ quote_count: 0, latest_quote: null });

    advance(MINUTE_MS, replica, remote.server);
    const quoted = await quoteRfq(remote.server.deps, first!.id, {
      amount_cents: 1_250_000,
      valid_until: '2026-12-02T18:00:00Z',
    });
    planner.ask({ kind: 'trip_rfqs', tripRequestId: TRIP });
    const pulled = (await remote.pullAll(replica, planner)).map(shortPath);
    expect(pulled.slice(0, 2)).toEqual([`rfqs:${TRIP}`, 'client:0']);
    const withQuote = await tripHere(replica);
    expect(withQuote).toMatchObject({
      quote_count: 1,
      latest_quote: {
        id: quoted.quote_id,
        amount_cents: 1_250_000,
        valid_until: '2026-12-02T18:00:00.000Z',
        is_expired: false,
      },
    });

    // The broker withdraws the other request here: the trip's quotes stay the remote's.
    const withdrawn = await replica.call('POST', `/v1/rfqs/${second!.id}/withdrawals`, {
      headers: { 'Idempotency-Key': newKey() },
    });
    expect(withdrawn.status).toBe(200);
    expect(await tripHere(replica)).toEqual(withQuote);
    // Its RFQs read again while the withdrawal waits: no quote moved, no detail asked.
    planner.ask({ kind: 'trip_rfqs', tripRequestId: TRIP });
    const again = (await remote.pullAll(replica, planner)).map(shortPath);
    expect(again).toContain(`rfqs:${TRIP}`);
    expect(again).not.toContain('client:0');
    expect(await tripHere(replica)).toEqual(withQuote);
  });
});
