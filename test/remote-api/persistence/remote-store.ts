// A remote's state kept in a data directory: loaded at start (the snapshot, then the journal
// entries after it), compacted at once into a new snapshot with an empty journal, then every
// committed change appended to the journal, on the disk before its request is answered.
import type { MiddlewareHandler } from 'hono';
import { makeProblem } from '../../../shared/api';
import { problemResponse } from '../../../shared/service/http';
import type { CommitTap } from './capture';
import { claimDataDir, type DataDir } from './data-dir';
import { readJournal, type JournalWriter } from './journal-file';
import type { JournalEntry, NewJournalEntry, Snapshot } from './saved-state';

export interface LoadedState {
  snapshot: Snapshot;
  /** The journal's entries after the snapshot, in order. */
  entries: JournalEntry[];
}

export interface RemoteStore {
  path: string;
  /** What the directory held at start; null when it was new or cleared (--fresh). */
  loaded: LoadedState | null;
  /**
   * Compacts: writes `state` as the snapshot, starts an empty journal after it, and journals
   * each commit of `taps[i]` (organization i) from then on.
   */
  begin(state: Omit<Snapshot, 'format' | 'seq'>, taps: readonly CommitTap[]): Promise<void>;
  /**
   * Appends a change made outside the databases (allowance used, clock). The allowance
   * holds no answer: a read is never kept waiting for the disk for it (docs/decisions.md).
   */
  record(entry: NewJournalEntry): void;
  /** Middleware: a request is answered once what it changed is on the disk, or 503. */
  holdAnswers: MiddlewareHandler;
  /** Waits for the journal's last flush, closes it, unlocks the directory. */
  close(): Promise<void>;
}

const storageFailed = () =>
  problemResponse(
    makeProblem('unavailable', {
      detail: 'The remote could not save to its data directory; restart it',
    }),
  );

/** Claims `dir` and reads what it holds; `begin` then makes it the store of a running remote. */
export async function openRemoteStore(
  dir: string,
  { fresh }: { fresh: boolean },
): Promise<RemoteStore> {
  const dataDir = await claimDataDir(dir, { fresh });
  try {
    const snapshot = await dataDir.readSnapshot();
    const warn = (message: string) => console.error(`Remote data: ${message}`);
    const entries = snapshot ? await readJournal(dataDir.journalPath, snapshot.seq, warn) : [];
    return storeIn(dataDir, snapshot && { snapshot, entries });
  } catch (error) {
    await dataDir.release();
    throw error;
  }
}

function storeIn(dataDir: DataDir, loaded: LoadedState | null): RemoteStore {
  let journal: JournalWriter | null = null;
  const started = () => {
    if (!journal) throw new Error('The remote store records nothing before it has begun');
    return journal;
  };
  let reported = false;
  const report = (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(
      `Remote data: cannot write ${dataDir.journalPath} (${error.message}); ` +
        'every request is now refused 503 until the remote is restarted.',
    );
  };
  return {
    path: dataDir.path,
    loaded,
    async begin(state, taps) {
      const seq = loaded?.entries.at(-1)?.seq ?? loaded?.snapshot.seq ?? 0;
      await dataDir.writeSnapshot({ format: 1, seq, ...state });
      const writer = await dataDir.startJournal(seq);
      journal = writer;
      taps.forEach((tap, org) =>
        tap.listen((changes) => writer.append({ kind: 'commit', org, changes })),
      );
    },
    record: (entry) => started().append(entry, { holds: entry.kind !== 'quota' }),
    holdAnswers: async (c, next) => {
      const writer = started();
      if (writer.failed) {
        report(writer.failed);
        return storageFailed();
      }
      await next();
      try {
        await writer.durable();
      } catch (error) {
        report(error as Error);
        // Replaced whole: the failed answer's headers (a replay mark) must not carry over.
        c.res = undefined;
        c.res = storageFailed();
      }
    },
    async close() {
      await journal?.close();
      await dataDir.release();
    },
  };
}
