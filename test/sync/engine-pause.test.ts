// A paused engine (the remote refused the key) sends nothing until resumed; a refusal of a
// call sent before the resume, with the key replaced since, does not pause it again.
import { afterEach, describe, expect, it } from 'vitest';
import { createSyncEngine, type SyncEngine } from '../../shared/sync/engine/engine';
import type { HttpResponse } from '../../shared/rpc/worker-protocol';
import { createHarness } from '../support/service-harness';
import { ManualTime } from './manual-time';
import { clientsPage, plannerOf } from './pull-fixtures';

let engine: SyncEngine | undefined;
/** Every call the engine made, answered or not: stopping waits for the one out. */
let calls: ((response: HttpResponse) => void)[] = [];
afterEach(async () => {
  const stopped = engine?.stop();
  for (const answer of calls) answer({ status: 503, headers: {}, body: '' });
  await stopped;
  engine = undefined;
  calls = [];
});

/** Always one more page of clients to pull: the engine sends whenever it may. */
const endlessPlanner = plannerOf(() => clientsPage);

const REJECTED: HttpResponse = { status: 401, headers: {}, body: '' };

/** An engine whose transport hands each request to the test to answer. */
function engineWithCalls() {
  const { db } = createHarness({ replica: {} });
  const time = new ManualTime(Date.parse('2026-11-22T09:00:00Z'), async () => undefined);
  const waiting: (() => void)[] = [];
  engine = createSyncEngine({
    db,
    transport: {
      send: () =>
        new Promise<HttpResponse>((resolve) => {
          calls.push(resolve);
          for (const wake of waiting.splice(0)) wake();
        }),
    },
    planner: endlessPlanner,
    clock: time.clock,
    timers: time.timers,
    reservePercent: () => 10,
  });
  const callCount = (n: number) =>
    new Promise<void>((resolve) => {
      const check = () => (calls.length >= n ? resolve() : waiting.push(check));
      check();
    });
  return { engine, calls, callCount };
}

describe('pausing the engine', () => {
  it('a paused engine sends nothing; once resumed it sends', async () => {
    const { engine, calls, callCount } = engineWithCalls();
    engine.pause('key_rejected', 'The server rejected the API key.');
    engine.start();
    await engine.idle();
    expect(calls).toHaveLength(0);
    expect(engine.snapshot().paused).toMatchObject({ cause: 'key_rejected' });

    engine.resume();
    await callCount(1);
    expect(engine.snapshot().paused).toBeNull();
  });

  it('a rejected key pauses it; a rejection of a call sent before a resume does not', async () => {
    const { engine, calls, callCount } = engineWithCalls();
    engine.start();
    await callCount(1);
    calls[0]!(REJECTED);
    await engine.idle();
    expect(engine.snapshot().paused).toMatchObject({ cause: 'key_rejected' });

    engine.resume();
    await callCount(2);
    // The key changed while this call was out: its refusal is the old key's.
    engine.resume();
    calls[1]!(REJECTED);
    await callCount(3);
    expect(engine.snapshot().paused).toBeNull();
  });
});
