// An operator acting at the remote (through /_sim/) while the engine runs on the virtual
// clock, and how long until the replica shows it: the on-screen news tests' measure; and the
// operators asked before.
import { expect } from 'vitest';
import type { PullPlanner } from '../../shared/sync/pull/task';
import { batchBody } from '../remote-api/remote-harness';
import type { SyncRig } from './sync-rig';

export type Act = 'quote' | 'decline' | 'message';

/**
 * At `at`, the operator of `rfq` acts; answers how long until the replica shows it, within
 * `maxWakes` of the engine's wakes each way (driveEngine's default without it).
 */
export async function operatorActs(
  rig: SyncRig,
  at: number,
  rfq: string,
  act: Act,
  maxWakes?: number,
): Promise<number> {
  const { remote, replica, time } = rig;
  await rig.runUntil(async () => time.now >= at, maxWakes);
  const actedAt = time.now;
  const body = `A word at ${actedAt}`;
  if (act === 'quote') await remote.sim('POST', `/rfqs/${rfq}/quote`, { amount_cents: 2_900_000 });
  if (act === 'decline') await remote.sim('POST', `/rfqs/${rfq}/decline`, { note: 'No crew' });
  if (act === 'message') await remote.sim('POST', `/rfqs/${rfq}/messages`, { body }, 201);
  await rig.runUntil(async () => {
    if (act === 'message') {
      const thread = await replica.db.messages.where('rfq_id').equals(rfq).toArray();
      return thread.some((message) => message.body === body);
    }
    const status = (await replica.db.rfqs.get(rfq))?.status;
    return status === (act === 'quote' ? 'quoted' : 'declined');
  }, maxWakes);
  return time.now - actedAt;
}

/**
 * Asks `count` operators on each of `tripIds`, starts the engine, and runs it until those
 * went, the first copy is done and it is `readyAt` (or later).
 */
export async function askOperators(
  rig: SyncRig,
  planner: PullPlanner,
  tripIds: readonly string[],
  count: number,
  readyAt: number,
): Promise<void> {
  const { replica, engine, time } = rig;
  for (const tripId of tripIds) {
    const response = await replica.call('POST', `/v1/trip-requests/${tripId}/rfqs`, {
      body: batchBody(count),
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(response.status).toBe(201);
  }
  engine.start();
  await rig.runUntil(
    async () =>
      (await replica.db.outbox.count()) === 0 &&
      (await planner.progress(replica.db)).stage === 'steady' &&
      time.now >= readyAt,
  );
}
