// A round of RFQs reads first the trips with an RFQ awaiting an operator's answer. A request
// the remote no longer holds (history, db/rfq-history/) awaits nothing from it: its trip
// waits for the quiet round like any other.
import { describe, expect, it } from 'vitest';
import { openRound } from '../../shared/sync/pull/plan/round-openers';
import type { PullPlan } from '../../shared/sync/pull/rounds';
import { batchRequest, seededHarness, sendBatch, trips } from '../service/rfq-fixtures';

describe('a round of RFQs', () => {
  it('reads a trip as awaiting answers only for requests the remote still holds', async () => {
    const h = await seededHarness({ replica: {} });
    const { items } = await sendBatch(h, batchRequest([0]));
    const now = h.clock.now();
    // A quiet round has just ended: only trips awaiting answers are read now.
    const plan: PullPlan = {
      first_pull: null,
      rounds: {},
      finished: { trip_rfqs: now.toISOString() },
    };
    const tripsRead = async () =>
      (await openRound(h.db, 'trip_rfqs', plan, now)).map((target) =>
        'id' in target ? target.id : null,
      );
    expect(await tripsRead()).toEqual([trips.open]);

    await h.db.rfq_history.add({
      rfq_id: items[0]!.id,
      trip_request_id: trips.open,
      because: 'missing',
      since: now.toISOString(),
      sent_again_as: null,
    });
    expect(await tripsRead()).toEqual([]);
  });
});
