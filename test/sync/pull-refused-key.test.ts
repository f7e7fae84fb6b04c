// A pull refused for its key is not the day's pull: the remote counts no refused key, so
// once the broker sets a good one, the first copy starts the same day rather than the next.
import { afterEach, expect, it } from 'vitest';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { pullLedger, pullsSpentToday } from '../../shared/sync/policy/pacing';
import { readState, STATE_KEYS } from '../../shared/sync/sync-state';
import { syncRig, type SyncRig } from './sync-rig';

let rig: SyncRig | undefined;
afterEach(async () => {
  await rig?.close();
  rig = undefined;
});

it('a first pull refused with 401 leaves the day’s pull to come', async () => {
  rig = await syncRig({ key: 'no-such-key-0000', planner: createPullPlanner(), empty: true });
  rig.engine.start();
  await rig.runUntil(async () => rig!.engine.snapshot().paused !== null);
  expect(rig.engine.snapshot().paused?.cause).toBe('key_rejected');
  expect((await rig.requests()).map((entry) => [entry.path, entry.status])).toEqual([
    ['/v1/clients', 401],
  ]);
  const ledger = await readState(rig.replica.db, STATE_KEYS.pullLedger, pullLedger);
  expect(pullsSpentToday(ledger, rig.time.now)).toBe(0);
});
