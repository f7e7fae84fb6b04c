import { describe, expect, it } from 'vitest';
import { CommittedChanges } from '../../shared/db/index-upkeep/committed-changes';

const commit = (rev: number) => ({ rev, changes: [{ upserts: [], removed: [`c${rev}`] }] });

describe('the log of committed index changes', () => {
  it('gives every commit between two revisions, and nothing with a gap', () => {
    const log = new CommittedChanges();
    for (const rev of [3, 4, 6]) log.add(commit(rev));
    expect(log.after(2, 4)?.map((each) => each.rev)).toEqual([3, 4]);
    // Revision 5 was another thread's: the snapshot must be read.
    expect(log.after(4, 6)).toBeNull();
    expect(log.after(5, 6)?.map((each) => each.rev)).toEqual([6]);
    expect(log.after(6, 6)).toEqual([]);
  });
});
