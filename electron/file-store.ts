// One small file in the user's data folder, replaced atomically: a crash mid-write leaves
// the old content, never half of the new one.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { createSerial, type Serial } from './serial';

export interface FileStore {
  read(): Promise<Buffer | null>;
  write(data: Buffer): Promise<void>;
  remove(): Promise<void>;
}

// One queue per file, shared by every store of that path, so the last write wins whole.
const queues = new Map<string, Serial>();

function queueFor(path: string): Serial {
  const key = resolve(path);
  let serial = queues.get(key);
  if (!serial) queues.set(key, (serial = createSerial()));
  return serial;
}

export function createFileStore(path: string): FileStore {
  const serial = queueFor(path);
  return {
    async read() {
      try {
        return await readFile(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    write: (data) =>
      serial(async () => {
        await mkdir(dirname(path), { recursive: true });
        // Unique per write: a shared name would let two writers mix their bytes.
        const temporary = `${path}.${randomUUID()}.tmp`;
        try {
          await writeFile(temporary, data, { mode: 0o600 });
          await rename(temporary, path);
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
      }),
    remove: () => serial(() => rm(path, { force: true })),
  };
}
