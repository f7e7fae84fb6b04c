// A round's queue is stored as one text, a target per line: read back in order, ended when
// empty, a line no version understands passed over, and a plan stored by the version before
// (an array of targets) taken as it is rather than starting the first connection again.
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../shared/db/unit-of-work';
import {
  advanceRound,
  queueOf,
  readPlan,
  readQueue,
  takeHead,
} from '../../shared/sync/pull/rounds';
import type { PullTarget } from '../../shared/sync/pull/targets';
import { writeState } from '../../shared/sync/sync-state';
import { emptyReplica } from './pull-fixtures';

const NOW = '2026-04-01T00:00:00.000Z';
const detail = (id: string): PullTarget => ({ kind: 'client', id });

/** Every target of a queue, in the order the round pulls them. */
function drain(queue: string): PullTarget[] {
  const targets: PullTarget[] = [];
  for (let next = takeHead(queue); next; next = takeHead(next.rest)) targets.push(next.head);
  return targets;
}

describe("a pull round's queue", () => {
  it('gives its targets in order, follow-ups ahead of the rest, and ends when empty', async () => {
    const { db } = emptyReplica();
    const page: PullTarget = { kind: 'recent_clients', window: 'last_90_days', cursor: 'c\n2' };
    await inTransaction(db, 'rw', [db.sync_state], (db) =>
      advanceRound(db, 'recent_clients', [detail('a'), detail('b\nc')], queueOf([page]), NOW, 1),
    );
    const queue = await readQueue(db, await readPlan(db), 'recent_clients');
    expect(drain(queue!)).toEqual([detail('a'), detail('b\nc'), page]);

    await inTransaction(db, 'rw', [db.sync_state], (db) =>
      advanceRound(db, 'recent_clients', [], '', NOW, 1),
    );
    const plan = await readPlan(db);
    expect(await readQueue(db, plan, 'recent_clients')).toBeNull();
    expect(plan.finished.recent_clients).toBe(NOW);
    // The ended round's queue is gone, not left behind.
    expect(await db.sync_state.get('pull_queue:recent_clients')).toBeUndefined();
  });

  it('passes over a line that is no target', () => {
    const queue = ['{"kind":"nothing"}', 'not json', JSON.stringify(detail('a'))].join('\n');
    expect(drain(queue)).toEqual([detail('a')]);
    expect(takeHead('')).toBeNull();
  });

  it('reads a plan stored as arrays of targets where it left off', async () => {
    const { db } = emptyReplica();
    const targets = [detail('x'), detail('y')];
    await writeState(db, 'pull_plan', {
      first_pull: 'recent_clients',
      rounds: { recent_clients: targets },
      finished: { clients: NOW },
    });
    const plan = await readPlan(db);
    expect(plan.first_pull).toBe('recent_clients');
    expect(drain((await readQueue(db, plan, 'recent_clients'))!)).toEqual(targets);
  });
});
