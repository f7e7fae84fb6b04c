// The index changes this thread's transactions committed, by revision, as the middleware
// wrote them: the live index catches up from these instead of re-reading the buckets they
// rewrote, whole (a pull page rewrites ~80). A commit of another thread, one whose
// `complete` has not been dispatched yet, or one dropped for room leaves a gap, and the
// live index reads the snapshot instead.
import type { Dexie } from 'dexie';
import type { SnapshotChange } from './snapshot-writer';

export interface IndexCommit {
  rev: number;
  /** In the order the transaction made them: two may touch one client. */
  changes: readonly SnapshotChange[];
}

/** Entries held at most; an index further behind reads the snapshot. */
const MAX_ENTRIES = 20_000;

const sizeOf = ({ changes }: IndexCommit) =>
  changes.reduce((sum, change) => sum + change.upserts.length + change.removed.length, 0);

export class CommittedChanges {
  private commits: IndexCommit[] = [];
  private entries = 0;
  private readonly revisions = new WeakMap<object, number>();

  /** The revision `trans` writes, once its first client change has read the previous one. */
  revisionOf(trans: object): number | undefined {
    return this.revisions.get(trans);
  }

  writing(trans: object, rev: number): void {
    this.revisions.set(trans, rev);
  }

  /** Called on `complete`, so in commit order: revisions increase. */
  add(commit: IndexCommit): void {
    this.commits.push(commit);
    this.entries += sizeOf(commit);
    while (this.entries > MAX_ENTRIES) {
      this.entries -= sizeOf(this.commits.shift() as IndexCommit);
    }
  }

  /**
   * The commits after revision `from` up to `to`, each one, or null when one is missing.
   * Forgets those up to `from`: the live index never goes back.
   */
  after(from: number, to: number): IndexCommit[] | null {
    const stale = this.commits.findIndex((commit) => commit.rev > from);
    const dropped = stale === -1 ? this.commits : this.commits.slice(0, stale);
    for (const commit of dropped) this.entries -= sizeOf(commit);
    this.commits = stale === -1 ? [] : this.commits.slice(stale);
    const wanted = this.commits.filter((commit) => commit.rev <= to);
    const complete =
      wanted.length === to - from && wanted.every((commit, at) => commit.rev === from + 1 + at);
    return complete ? wanted : null;
  }
}

const logs = new WeakMap<Dexie, CommittedChanges>();

/** The log of one open database, shared by its middleware and its live index. */
export function committedChangesOf(db: Dexie): CommittedChanges {
  let log = logs.get(db);
  if (!log) {
    log = new CommittedChanges();
    logs.set(db, log);
  }
  return log;
}
