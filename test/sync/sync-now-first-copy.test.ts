// "Sync now" (the Inbox's Check now) pressed while this computer's first copy of the book is
// still under way: there are no rounds to hurry yet, so the request waits for the copy to
// end, and the rounds due soonest run then, not at their next interval a minute or more later.
import { afterEach, expect, it } from 'vitest';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { ALPHA_TRIP, batchBody } from '../remote-api/remote-harness';
import { syncRig, type SyncRig } from './sync-rig';

const fast = { monthly_quota: 100_000, requests_per_minute: 1_000 };
const BODY = 'Crew is booked both ways.';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

it('pressed during the first copy, it reads the operators as soon as the copy ends', async () => {
  const planner = createPullPlanner();
  let rfq = '';
  let pressedDuring = '';
  rig = await syncRig({
    plan: fast,
    planner,
    empty: true,
    // The copy reads the operator's thread; then the operator writes, and the broker presses
    // Sync now while the copy goes on (the operators' contacts are its last step).
    fetch: async (input, init) => {
      const response = await rig!.remote.fetch(input, init);
      if (!pressedDuring && String(input).includes(`/v1/rfqs/${rfq}/messages`)) {
        pressedDuring = (await planner.progress(rig!.replica.db)).stage;
        await rig!.remote.sim('POST', `/rfqs/${rfq}/messages`, { body: BODY }, 201);
        rig!.engine.syncNow();
      }
      return response;
    },
  });
  const { remote, replica } = rig;
  // An operator asked before this computer's first copy.
  const sent = await remote.call('POST', `/v1/trip-requests/${ALPHA_TRIP}/rfqs`, {
    body: batchBody(1),
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(sent.status).toBe(201);
  rfq = ((await sent.json()) as { items: { id: string }[] }).items[0]!.id;

  rig.engine.start();
  await rig.runUntil(async () => (await planner.progress(replica.db)).stage === 'steady');
  expect(pressedDuring).toBe('initial');
  const copiedAt = rig.time.now;
  await rig.runUntil(async () =>
    (await replica.db.messages.where('rfq_id').equals(rfq).toArray()).some(
      (message) => message.body === BODY,
    ),
  );
  expect(rig.time.now - copiedAt).toBeLessThan(5_000);
});
