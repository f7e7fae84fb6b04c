// The data directory's files: `snapshot.json` (the whole state, replaced atomically),
// `journal.jsonl` (changes since, journal-file.ts) and `lock` (the pid of the remote using
// it). Nothing else is ever written or removed there, so a directory given by mistake that
// holds other files is refused rather than cleared.
import { mkdir, open, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseUnknown } from '../../../shared/encoding/parse-unknown';
import { JournalWriter } from './journal-file';
import { DataDirError, snapshot, type Snapshot } from './saved-state';

const SNAPSHOT = 'snapshot.json';
const JOURNAL = 'journal.jsonl';
const LOCK = 'lock';
const TEMP = 'snapshot.json.tmp';
const OWN_FILES = new Set([SNAPSHOT, JOURNAL, LOCK, TEMP]);

export interface DataDir {
  path: string;
  journalPath: string;
  /** Empties the journal (or makes it) for entries after `seq`. */
  startJournal(seq: number): Promise<JournalWriter>;
  /** The last snapshot written, or null in a new (or freshly cleared) directory. */
  readSnapshot(): Promise<Snapshot | null>;
  /** Replaces the snapshot: written beside it, flushed, renamed over it, directory flushed. */
  writeSnapshot(state: Snapshot): Promise<void>;
  /** Lets another remote use the directory. */
  release(): Promise<void>;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Flushes a directory's entries (a new or renamed file); not possible on Windows. */
async function syncDirectory(path: string): Promise<void> {
  let handle;
  try {
    handle = await open(path, 'r');
    await handle.sync();
  } catch (error) {
    if (!['EISDIR', 'EPERM', 'EINVAL'].includes(errorCode(error) ?? '')) throw error;
  } finally {
    await handle?.close();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** Takes the lock; one left by a process that is gone (killed) is taken over. */
async function lock(path: string): Promise<void> {
  const file = join(path, LOCK);
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
    return;
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
  }
  const holder = Number((await readFile(file, 'utf8')).trim());
  if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
    throw new DataDirError(
      `${path} is in use by another remote (process ${holder}). Stop it, or give another --data.`,
    );
  }
  await writeFile(file, String(process.pid));
}

/** Makes the directory if needed, refuses one with files of anything else, and locks it. */
export async function claimDataDir(dir: string, { fresh }: { fresh: boolean }): Promise<DataDir> {
  const path = resolve(dir);
  await mkdir(path, { recursive: true });
  const foreign = (await readdir(path)).filter((name) => !OWN_FILES.has(name));
  if (foreign.length > 0) {
    throw new DataDirError(
      `${path} holds files that are not the remote's data (${foreign.slice(0, 3).join(', ')}). ` +
        'Give an empty or new directory.',
    );
  }
  await lock(path);
  const release = () => rm(join(path, LOCK), { force: true });
  // The snapshot first: a journal without one is ignored, never replayed onto demo data.
  if (fresh) {
    try {
      for (const name of [SNAPSHOT, TEMP, JOURNAL]) await rm(join(path, name), { force: true });
      await syncDirectory(path);
    } catch (error) {
      await release();
      throw error;
    }
  }
  const journalPath = join(path, JOURNAL);
  return {
    path,
    journalPath,
    async startJournal(seq) {
      const journal = await JournalWriter.create(journalPath, seq);
      await syncDirectory(path);
      return journal;
    },
    async readSnapshot() {
      let text: string;
      try {
        text = await readFile(join(path, SNAPSHOT), 'utf8');
      } catch (error) {
        if (errorCode(error) === 'ENOENT') return null;
        throw error;
      }
      try {
        return parseUnknown(snapshot, JSON.parse(text), `${join(path, SNAPSHOT)}`);
      } catch (error) {
        throw new DataDirError(`${join(path, SNAPSHOT)} is damaged: ${(error as Error).message}`);
      }
    },
    async writeSnapshot(state) {
      const temp = join(path, TEMP);
      const handle = await open(temp, 'w');
      try {
        await handle.writeFile(JSON.stringify(state));
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(temp, join(path, SNAPSHOT));
      await syncDirectory(path);
    },
    release,
  };
}
