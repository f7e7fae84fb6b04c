// The journal: one JSON line per committed change, appended and flushed to the disk (fsync)
// before the request that made it is answered. Appends made while a flush runs go together
// in the next one, so concurrent requests share a flush instead of queueing for one each.
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { DataDirError, journalEntry, type JournalEntry, type NewJournalEntry } from './saved-state';

function parseLine(line: string): JournalEntry | null {
  try {
    const parsed = journalEntry.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The entries of the journal at `path` after `afterSeq`, in order. A last line that is not a
 * whole entry was being written when the process stopped, so its request was never answered:
 * it is left out, and `warn` says so. A damaged line before the last is an error: the entries
 * after it were answered, and would be lost.
 */
export async function readJournal(
  path: string,
  afterSeq: number,
  warn: (message: string) => void,
): Promise<JournalEntry[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines = text.split('\n');
  // A torn write may leave zeros where the line's bytes never arrived.
  while (lines.length > 0 && lines.at(-1)!.replace(/\0/g, '').trim() === '') lines.pop();
  const entries: JournalEntry[] = [];
  let previous: number | null = null;
  for (const [index, line] of lines.entries()) {
    const entry = parseLine(line);
    const inOrder = entry !== null && (previous === null || entry.seq === previous + 1);
    if (!inOrder && index === lines.length - 1) {
      warn(
        `${path}: ignored its last line, written only in part when the remote stopped ` +
          `(${line.length} characters); the ${index} entries before it are kept.`,
      );
      break;
    }
    if (!inOrder) {
      throw new DataDirError(
        `${path}: line ${index + 1} of ${lines.length} is damaged, and the entries after it ` +
          'cannot be trusted. Restore the directory from a backup, or start it anew with --fresh.',
      );
    }
    previous = entry.seq;
    if (entry.seq > afterSeq) entries.push(entry);
  }
  const first = entries[0]?.seq;
  if (first !== undefined && first !== afterSeq + 1) {
    throw new DataDirError(
      `${path}: starts at entry ${first}, but the snapshot holds entries up to ${afterSeq} only.`,
    );
  }
  return entries;
}

interface Waiter {
  count: number;
  resolve(): void;
  reject(error: Error): void;
}

export class JournalWriter {
  private pending: string[] = [];
  private appended = 0;
  /** How many entries are appended up to the last that holds answers. */
  private held = 0;
  private flushed = 0;
  private flushing: Promise<void> | null = null;
  private waiters: Waiter[] = [];
  private failure: Error | null = null;

  private constructor(
    private readonly file: FileHandle,
    private seq: number,
  ) {}

  /** A new, empty journal at `path` whose first entry follows `seq`. */
  static async create(path: string, seq: number): Promise<JournalWriter> {
    const file = await open(path, 'w');
    await file.sync();
    return new JournalWriter(file, seq);
  }

  /** Set once a write failed: nothing appended after the last flush is on the disk. */
  get failed(): Error | null {
    return this.failure;
  }

  /**
   * `holds`: answers wait for this entry (durable()). One that does not is flushed all the
   * same, at once, and with the next entry that holds.
   */
  append(entry: NewJournalEntry, { holds = true } = {}): void {
    // After a failed write the file may end in a torn line: nothing more goes after it.
    if (this.failure) return;
    this.seq += 1;
    this.pending.push(`${JSON.stringify({ seq: this.seq, ...entry })}\n`);
    this.appended += 1;
    if (holds) this.held = this.appended;
    this.flushing ??= this.flush();
  }

  /** Resolves once every entry that holds answers is on the disk; rejects if it cannot be. */
  durable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.flushed >= this.held) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.waiters.push({ count: this.held, resolve, reject });
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.pending.length > 0) {
        const batch = this.pending;
        this.pending = [];
        await this.file.appendFile(batch.join(''));
        await this.file.datasync();
        this.flushed += batch.length;
        const done = this.waiters.filter((waiter) => waiter.count <= this.flushed);
        this.waiters = this.waiters.filter((waiter) => waiter.count > this.flushed);
        for (const waiter of done) waiter.resolve();
      }
    } catch (error) {
      this.failure = error as Error;
      for (const waiter of this.waiters.splice(0)) waiter.reject(this.failure);
    } finally {
      this.flushing = null;
    }
  }

  /** Waits for the last flush, then closes the file. */
  async close(): Promise<void> {
    await this.flushing;
    await this.file.close();
  }
}
