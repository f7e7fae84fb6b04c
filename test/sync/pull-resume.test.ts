// The plan lives in sync_state, written with the page it advances: a planner made anew over
// the same database (a restart) goes on from the stored cursor, and no page is pulled twice.
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../shared/db/unit-of-work';
import { advanceRound } from '../../shared/sync/pull/rounds';
import { createPullPlanner } from '../../shared/sync/pull/plan/planner';
import type { PullPlanner, PullTask } from '../../shared/sync/pull/task';
import type { Harness } from '../support/service-harness';
import { emptyReplica, remoteWith, shortPath } from './pull-fixtures';

const nextOf = async (planner: PullPlanner, replica: Harness): Promise<PullTask> => {
  const task = await planner.next(replica.db, {
    nowMs: replica.clock.now().getTime(),
    metered: true,
  });
  if (!task) throw new Error('nothing to pull');
  return task;
};

describe('resuming pulls', () => {
  it('a planner made anew continues the walk from its stored cursor', async () => {
    const remote = await remoteWith(250);
    const replica = emptyReplica();
    const before = createPullPlanner();
    const paths: string[] = [];
    for (const _page of [1, 2]) {
      const task = await nextOf(before, replica);
      paths.push(task.request.url);
      await remote.pull(replica, task);
    }
    expect(await before.progress(replica.db)).toEqual({
      stage: 'initial',
      step: 'clients',
      clients_pulled: 200,
      clients_total: 250,
      clients_compared_at: null,
    });
    // An answer that never arrived: the same page is due again.
    const lost = await nextOf(before, replica);

    const after = createPullPlanner();
    expect((await nextOf(after, replica)).request).toEqual(lost.request);
    paths.push(...(await remote.pullAll(replica, after)));
    const walk = paths.filter((path) => shortPath(path).startsWith('clients'));
    expect(walk).toHaveLength(3);
    expect(new Set(walk).size).toBe(3);
    expect(await replica.db.clients.count()).toBe(250);
  });

  it('an invalid cursor starts the walk again, in the same generation', async () => {
    const remote = await remoteWith(150);
    const replica = emptyReplica();
    const planner = createPullPlanner();
    await remote.pull(replica, await nextOf(planner, replica));
    // A cursor the remote no longer honours (say, after its upgrade).
    await inTransaction(replica.db, 'rw', [replica.db.sync_state], (db) =>
      advanceRound(
        db,
        'clients',
        [{ kind: 'walk', cursor: 'stale' }],
        '',
        replica.clock.now().toISOString(),
        1,
      ),
    );

    const pulled = (await remote.pullAll(replica, planner)).map(shortPath);
    expect(pulled.slice(0, 3)).toEqual(['clients+', 'clients', 'clients+']);
    expect(await replica.db.clients.count()).toBe(150);
    const generations = await replica.db.remote_clients.orderBy('walk').uniqueKeys();
    expect(generations).toEqual([1]);
    expect(await planner.progress(replica.db)).toMatchObject({
      stage: 'steady',
      clients_pulled: 150,
      clients_total: 150,
    });
  });
});
