// What comes first: fresh copies the broker asked for, then the background work; with no
// metered call allowed, only messages (free) are pulled.
import { describe, expect, it } from 'vitest';
import { client as clientSchema, operationById } from '../../shared/api';
import { postOperatorMessage } from '../../shared/service/rfqs/operator-actions';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import { batchRequest, id, newKey, sendBatch } from '../service/rfq-fixtures';
import {
  MINUTE_MS,
  advance,
  clientId,
  emptyReplica,
  remoteWith,
  shortPath,
  tripOf,
} from './pull-fixtures';

const tripId = id(300);

async function mirrored() {
  const remote = await remoteWith(3, [tripOf(0, tripId, '2026-11-20T00:00:00.000Z')]);
  const batch = await sendBatch(remote.server, batchRequest([0, 1]), tripId);
  const replica = emptyReplica();
  const planner = createPullPlanner();
  await remote.pullAll(replica, planner);
  return { remote, replica, planner, rfqIds: batch.items.map((item) => item.id) };
}

describe('the order of pulls', () => {
  it('with no metered call allowed, only threads are pulled', async () => {
    const { remote, replica, planner, rfqIds } = await mirrored();
    advance(20 * MINUTE_MS, replica, remote.server);

    const free = (await remote.pullAll(replica, planner, false)).map(shortPath);
    expect(free.sort()).toEqual(rfqIds.map((rfq) => `thread:${rfq}`).sort());
    const metered = (await remote.pullAll(replica, planner)).map(shortPath);
    expect(metered).toEqual([`rfqs:${tripId}`, 'recent']);

    // The first connection starts with the walk, which is metered.
    const fresh = emptyReplica();
    const nowMs = fresh.clock.now().getTime();
    expect(await createPullPlanner().next(fresh.db, { nowMs, metered: false })).toBeNull();
    // So an engine that may not make metered pulls has nothing to wake for.
    expect(await createPullPlanner().nextDueAt(fresh.db, { nowMs, metered: false })).toBeNull();
    expect(await createPullPlanner().nextDueAt(fresh.db, { nowMs, metered: true })).toBe(nowMs);
  });

  it('an asked fresh copy comes before background work, a thread with all its pages', async () => {
    const { remote, replica, planner, rfqIds } = await mirrored();
    const [rfqId] = rfqIds;
    for (let n = 1; n <= 120; n += 1) {
      await postOperatorMessage(remote.server.deps, rfqId!, { body: `Update ${n}` });
    }
    advance(20 * MINUTE_MS, replica, remote.server);

    planner.ask({ kind: 'client', id: clientId(2) });
    planner.ask({ kind: 'thread', rfqId: rfqId! });
    const nowMs = replica.clock.now().getTime();
    expect(await planner.nextDueAt(replica.db, { nowMs, metered: false })).toBe(nowMs);
    // Metered calls wait; the asked thread does not.
    const first = await planner.next(replica.db, { nowMs, metered: false });
    expect(shortPath(first!.request.url)).toBe(`thread:${rfqId}`);
    expect(operationById(first!.operationId).metered).toBe(false);

    await remote.pull(replica, first!);
    const pulled = (await remote.pullAll(replica, planner)).map(shortPath);
    expect(pulled.slice(0, 2)).toEqual([`thread:${rfqId}+`, 'client:2']);
    // Then the background work, threads of open RFQs first.
    expect(pulled[2]).toMatch(/^thread:/);
    expect(await replica.db.messages.where('rfq_id').equals(rfqId!).count()).toBe(120);
  });

  it('an asked client made offline is read under its server id once synced, never before', async () => {
    const { remote, replica, planner } = await mirrored();
    const created = await replica.call('POST', '/v1/clients', {
      body: { name: 'Nora Offline' },
      headers: { 'Idempotency-Key': newKey() },
    });
    const localId = clientSchema.parse(await created.json()).id;

    planner.ask({ kind: 'client', id: localId });
    expect(await remote.pullAll(replica, planner)).toEqual([]);
    expect(await replica.db.outbox.count()).toBe(1);

    await remote.drain(replica);
    const serverId = (await replica.db.aliases.get(localId))!.server_id;
    planner.ask({ kind: 'client', id: localId });
    expect(await remote.pullAll(replica, planner)).toEqual([`/v1/clients/${serverId}`]);
  });

  it('tells the engine when the next background pull is due', async () => {
    const { remote, replica, planner } = await mirrored();
    const nowMs = replica.clock.now().getTime();
    // Threads of open RFQs are due a minute after their round ended.
    expect(await planner.nextDueAt(replica.db, { nowMs, metered: true })).toBe(nowMs + MINUTE_MS);
    advance(MINUTE_MS, replica, remote.server);
    expect((await remote.pullAll(replica, planner)).map(shortPath)).toHaveLength(2);
    const later = { nowMs: nowMs + MINUTE_MS, metered: true };
    expect(await planner.nextDueAt(replica.db, later)).toBe(nowMs + 2 * MINUTE_MS);
  });
});
