// One database's search-everything index in this worker (as live-index.ts keeps the client
// index): loaded from the tables once the screen's first reads are done (never in their way),
// answering meanwhile with what it holds and `loading`; then kept current by the commits of
// this connection (committed-records.ts: each changed record read again, its documents put
// or removed) and, when another tab's worker wrote (the `changed` path: its commit note),
// loaded again beside the one it answers from, which it replaces once whole. The page is told
// when such a load replaces the index: its open results, asked again when the other tab's
// change was told, were answered from the index before it.
import type { CharterDb } from '../../db/database';
import {
  subscribeCommittedRecords,
  type CommittedRecords,
} from '../../db/index-upkeep/committed-records';
import { liveIndexOf } from '../../db/index-upkeep/live-index';
import { listenForCommits, type Memory } from '../../db/row-memory/commit-notes';
import { EverythingIndex } from '../../search/everything/everything-index';
import { afterScreenReads } from '../serving/screen-reads';
import { loadEverything } from './everything-load';
import { refreshDocuments } from './refresh-documents';

export class LiveEverything implements Memory {
  private current = new EverythingIndex();
  private isLoaded = false;
  /** The load under way (the first, or again after another tab wrote); null when none. */
  private loading: Promise<void> | null = null;
  /** Another tab wrote while a load ran: load again once it ends. */
  private reloadAfter = false;
  /** Changes waiting for the load under way to end (they are read again after it). */
  private waiting: CommittedRecords = new Map();
  /** Refreshes in commit order, one at a time. */
  private refreshing: Promise<void> = Promise.resolve();
  private stopped = false;
  private readonly unsubscribe: () => void;
  private readonly reloadedListeners = new Set<() => void>();

  constructor(private readonly db: CharterDb) {
    this.unsubscribe = subscribeCommittedRecords(db, (records) => this.committed(records));
    listenForCommits(db.name, this, db);
  }

  /** The index answering now: whole once `loaded`, else what the load has put so far. */
  get index(): EverythingIndex {
    return this.current;
  }

  get loaded(): boolean {
    return this.isLoaded;
  }

  /**
   * Loads once the screen's first reads are done; a later call waits for the load under way,
   * and once loaded loads nothing (commits keep the index current): every search calls it.
   */
  start(): Promise<void> {
    if (!this.loading && !this.isLoaded) this.loading = this.load(this.current);
    return this.loading ?? Promise.resolve();
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    this.reloadedListeners.clear();
  }

  /** `listener` hears each time a load after another tab's write replaced the index. */
  onReloaded(listener: () => void): void {
    this.reloadedListeners.add(listener);
  }

  /** Another connection (another tab's worker) committed: what changed is not known here. */
  doubt(): void {
    if (this.stopped) return;
    if (this.loading) this.reloadAfter = true;
    else this.loading = this.load(new EverythingIndex());
  }

  private async load(into: EverythingIndex): Promise<void> {
    try {
      await afterScreenReads(this.db);
      // A refresh under way read its rows before; the load reads them after it.
      await this.refreshing;
      await loadEverything(this.db, into.documents);
      // The order client hits are walked in, made now rather than at the first search.
      const clients = liveIndexOf(this.db);
      await clients.readyWhenQuiet();
      (await clients.caughtUp()).prepareOrder('-last_request_at');
      const reloaded = this.isLoaded;
      this.current = into;
      this.isLoaded = true;
      if (reloaded && !this.stopped) this.reloadedListeners.forEach((listener) => listener());
    } catch (error) {
      // The database closed under the load (another workspace opened), or it failed: the
      // index keeps what it holds; a later doubt or start loads again.
      if (!this.stopped) console.warn('Search everything could not load', error);
    } finally {
      this.loading = null;
    }
    const waiting = this.waiting;
    this.waiting = new Map();
    if (this.reloadAfter && !this.stopped) {
      this.reloadAfter = false;
      this.loading = this.load(new EverythingIndex());
    } else if (waiting.size > 0) {
      this.committed(waiting);
    }
  }

  private committed(records: CommittedRecords): void {
    if (this.stopped) return;
    // A range cleared (a workspace emptied): which records went is not known, load again.
    if ([...records.values()].includes('all')) return this.doubt();
    if (this.loading) {
      mergeInto(this.waiting, records);
      return;
    }
    const index = this.current;
    this.refreshing = this.refreshing
      .then(() => refreshDocuments(this.db, index, records))
      .catch((error: unknown) => {
        if (!this.stopped) console.warn('Search everything could not follow a change', error);
      });
  }

  /**
   * Resolves once the changes committed so far are in the index (a search right after a
   * write finds it), without waiting for a load.
   */
  caughtUp(): Promise<void> {
    return this.refreshing;
  }
}

function mergeInto(into: CommittedRecords, records: CommittedRecords): void {
  for (const [table, ids] of records) {
    const known = into.get(table);
    if (ids === 'all' || known === 'all') into.set(table, 'all');
    else into.set(table, new Set([...(known ?? []), ...ids]));
  }
}

const lives = new WeakMap<CharterDb, LiveEverything>();

/** One index per open database, loaded once asked for (the workspace asks as it opens). */
export function liveEverythingOf(db: CharterDb): LiveEverything {
  let live = lives.get(db);
  if (!live) lives.set(db, (live = new LiveEverything(db)));
  return live;
}
