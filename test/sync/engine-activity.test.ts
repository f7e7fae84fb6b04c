// What the engine tells the page while a pull is under way: the Sync screen shows "Syncing…"
// and the first copy's progress from the status events alone (it never polls), so a slow
// page of the remote must be announced when it leaves, not only once it is back.
import { afterEach, expect, it } from 'vitest';
import { createSyncEngine, type SyncEngine } from '../../shared/sync/engine/engine';
import type { Activity } from '../../shared/sync/engine/loop';
import type { PullPlanner } from '../../shared/sync/pull/task';
import type { HttpResponse } from '../../shared/rpc/worker-protocol';
import { createHarness } from '../support/service-harness';
import { ManualTime } from './manual-time';
import { clientsPage, plannerOf } from './pull-fixtures';

let engine: SyncEngine | undefined;
afterEach(async () => {
  await engine?.stop();
  engine = undefined;
});

/** One page of clients to pull, then nothing. */
function onePullPlanner(): PullPlanner {
  let given = false;
  return plannerOf(() => (given ? null : ((given = true), clientsPage)));
}

it('announces "pulling" before the pull is sent, while its answer is awaited', async () => {
  const { db } = createHarness({ replica: {} });
  const time = new ManualTime(Date.parse('2026-11-22T09:00:00Z'), async () => undefined);
  const announced: Activity[] = [];
  let answer: (response: HttpResponse) => void = () => undefined;
  const sent = new Promise<void>((resolveSent) => {
    engine = createSyncEngine({
      db,
      transport: {
        send: () => {
          resolveSent();
          return new Promise<HttpResponse>((resolve) => (answer = resolve));
        },
      },
      planner: onePullPlanner(),
      clock: time.clock,
      timers: time.timers,
      reservePercent: () => 10,
      onChange: () => announced.push(engine!.snapshot().activity),
    });
  });
  engine!.start();
  await sent;

  // The last thing the page heard before the answer came: a pull is running.
  expect(announced.at(-1)).toBe('pulling');

  answer({ status: 503, headers: {}, body: '' });
  await engine!.idle();
  expect(announced.at(-1)).toBe('waiting');
});
