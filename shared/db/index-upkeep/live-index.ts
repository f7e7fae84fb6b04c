// One database's client index in this thread, caught up before every use with commits
// made here, in another tab's worker, or by any other writer: the revision in `meta`
// tells whether anything changed; the changes this thread committed since tell what, or
// else the `rev` index of the snapshot tells which buckets to read again.
import { pause } from '../../encoding/clock';
import type { Dexie } from 'dexie';
import type { ClientIndex } from '../../search/client-index';
import { BUCKET_COUNT, type BucketRecord } from '../../search/snapshot';
import { SnapshotMirror } from '../../search/snapshot-mirror';
import { committedChangesOf, type CommittedChanges } from './committed-changes';
import { CLIENT_INDEX_TABLE, REVISION_KEY, bucketsBetween, metaNumber } from './tables';

/** Buckets read and applied at a time on the first load, and the pause between. */
const LOAD_SLICE = 16;
const LOAD_PAUSE_MS = 10;
/**
 * How long the list must go unread from storage before the index loads in the background:
 * while the broker scrolls, its pages come from storage and the load, about a second of
 * work at 100,000 clients, would take the cores the page needs for its frames.
 */
export const QUIET_MS = 300;

/** Tables a transaction must cover to call `caughtUp()` inside it. */
export const INDEX_TABLES = ['meta', CLIENT_INDEX_TABLE] as const;

export class LiveClientIndex {
  private readonly mirror = new SnapshotMirror();
  private loading: Promise<void> | null = null;
  private readonly committed: CommittedChanges;
  private lastStorageRead = -Infinity;
  /** Resolves once something needs the index now: the background load stops waiting. */
  private readonly needed: Promise<void>;
  private markNeeded!: () => void;
  /** Something waits for the index: the load pauses only for what is queued. */
  private isNeeded = false;

  constructor(
    private readonly db: Dexie,
    private readonly quietMs = QUIET_MS,
  ) {
    this.committed = committedChangesOf(db);
    this.needed = new Promise((resolve) => (this.markNeeded = resolve));
  }

  /** The snapshot has been read once: searches no longer wait for the load. */
  get loaded(): boolean {
    return this.mirror.revision >= 0;
  }

  /** Loads the snapshot once, now; call before opening the transaction that uses the index. */
  ready(): Promise<void> {
    this.isNeeded = true;
    this.markNeeded();
    return this.load();
  }

  /** Loads the snapshot once, when the list has stopped being read from storage. */
  readyWhenQuiet(): Promise<void> {
    return this.load();
  }

  /**
   * A page of the list was just read from storage (the broker opens or scrolls it), and the
   * index is wanted after: it and the list's default order (by name) load once such reads
   * stop, so the searches after them do not wait. A failure shows at the next search.
   */
  preload(): void {
    this.lastStorageRead = performance.now();
    this.load()
      .then(() => this.quiet())
      .then(() => this.caughtUp())
      .then((index) => index.prepareOrder('name'))
      .catch(() => {});
  }

  private load(): Promise<void> {
    this.loading ??= this.catchUp().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  /** Resolves once the list has gone unread from storage for `quietMs`, or the index is needed. */
  private async quiet(): Promise<void> {
    for (;;) {
      const wait = this.lastStorageRead + this.quietMs - performance.now();
      if (wait <= 0) return;
      const needed = await Promise.race([
        pause(wait).then(() => false),
        this.needed.then(() => true),
      ]);
      if (needed) return;
    }
  }

  /** The revision the index is at; -1 before it has loaded. */
  get revision(): number {
    return this.mirror.revision;
  }

  /**
   * The index at `revision` from this thread's commits alone, without reading the database,
   * or null when it cannot be (not loaded, past it, or a commit not made here between).
   */
  atRevision(revision: number): ClientIndex | null {
    if (this.mirror.revision < 0 || this.mirror.revision > revision) return null;
    if (this.mirror.revision < revision) {
      const commits = this.committed.after(this.mirror.revision, revision);
      if (!commits) return null;
      this.mirror.applyCommits(commits, revision);
    }
    return this.mirror.index;
  }

  /**
   * Each bucket's revision as the index holds it: right after `caughtUp(db)`, the `rev` that
   * transaction reads in each bucket, known without a cursor over them (~200 ms at 100,000).
   */
  bucketRevisions(): Map<number, number> {
    return new Map(this.mirror.bucketRevisions);
  }

  /**
   * The index with every commit applied. Given `db` bound to a transaction over
   * INDEX_TABLES (and the tables read with it), the index matches what that transaction reads.
   */
  async caughtUp(db: Dexie = this.db): Promise<ClientIndex> {
    await this.catchUp(db);
    return this.mirror.index;
  }

  private async catchUp(db: Dexie = this.db): Promise<void> {
    // The revision is read before the buckets: buckets newer than it are harmless (applied
    // again, idempotently, next time), while a revision newer than the buckets read would
    // skip their changes for good.
    const revision = metaNumber(await db.table('meta').get(REVISION_KEY));
    if (revision === this.mirror.revision) return;
    if (this.mirror.revision < 0 && db === this.db) return this.loadInSlices(revision);
    const commits =
      this.mirror.revision < 0 ? null : this.committed.after(this.mirror.revision, revision);
    if (commits) {
      this.mirror.applyCommits(commits, revision);
      return;
    }
    const records = (await db
      .table(CLIENT_INDEX_TABLE)
      .where('rev')
      .above(this.mirror.revision)
      .toArray()) as BucketRecord[];
    this.mirror.apply(records, revision);
  }

  /**
   * The first load, a slice of buckets at a time with a pause between, each slice waiting
   * while the list is read from storage unless the index is needed now: at 100,000 clients
   * it is about a second of work, which in one piece would hold up the worker's answers and,
   * on two cores, crowd out the page's frames while the broker scrolls.
   */
  private async loadInSlices(revision: number): Promise<void> {
    for (let from = 0; from < BUCKET_COUNT; from += LOAD_SLICE) {
      await this.quiet();
      const records = await bucketsBetween(this.db, from, from + LOAD_SLICE);
      const last = from + LOAD_SLICE >= BUCKET_COUNT;
      // The revision is taken only with the last slice: until then the index is not loaded.
      this.mirror.apply(records, last ? revision : -1);
      if (!last) await pause(this.isNeeded ? 0 : LOAD_PAUSE_MS);
    }
  }
}

/** One index per open database, shared by /v1 search and the /local/ routes that read it. */
const liveIndexes = new WeakMap<Dexie, LiveClientIndex>();

export function liveIndexOf(db: Dexie): LiveClientIndex {
  let live = liveIndexes.get(db);
  if (!live) {
    live = new LiveClientIndex(db);
    liveIndexes.set(db, live);
  }
  return live;
}
