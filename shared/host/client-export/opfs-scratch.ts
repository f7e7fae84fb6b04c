// Scratch files in the Origin Private File System, written and read through synchronous
// access handles (dedicated workers only): large reads and writes cost microseconds, with
// no promise per call. Where the API is missing (Node, another shell) there are none.
import type { ScratchFile, ScratchFiles } from '../../export/scratch-file';

/** The parts of the OPFS API used here (lib.dom does not declare the worker-only ones). */
interface SyncAccessHandle {
  write(bytes: Uint8Array, options: { at: number }): number;
  read(into: Uint8Array, options: { at: number }): number;
  close(): void;
}

interface ScratchDirectory {
  getFileHandle(
    name: string,
    options: { create: boolean },
  ): Promise<{ createSyncAccessHandle?(): Promise<SyncAccessHandle> }>;
  removeEntry(name: string): Promise<void>;
  keys(): AsyncIterable<string>;
}

export interface ScratchStorage {
  getDirectory(): Promise<unknown>;
}

const PREFIX = 'client-export-';

/**
 * Deletes the files an export left when its worker ended mid-way. A file of an export still
 * running (here or in another tab) is locked by its access handle, so its removal fails.
 */
async function removeStale(directory: ScratchDirectory): Promise<void> {
  for await (const name of directory.keys()) {
    if (name.startsWith(PREFIX)) await directory.removeEntry(name).catch(() => {});
  }
}

function scratchFile(directory: ScratchDirectory, name: string, handle: SyncAccessHandle) {
  let open = true;
  return {
    write(bytes, at) {
      const written = handle.write(bytes, { at });
      if (written !== bytes.length)
        throw new Error(`scratch file: wrote ${written} of ${bytes.length}`);
    },
    read: (into, at) => handle.read(into, { at }),
    discard() {
      if (!open) return;
      open = false;
      handle.close();
      void directory.removeEntry(name).catch(() => {});
    },
  } satisfies ScratchFile;
}

export function opfsScratchFiles(storage: ScratchStorage | undefined): ScratchFiles {
  return {
    async create() {
      if (!storage) return null;
      try {
        const directory = (await storage.getDirectory()) as ScratchDirectory;
        await removeStale(directory);
        const name = `${PREFIX}${crypto.randomUUID()}`;
        const file = await directory.getFileHandle(name, { create: true });
        if (!file.createSyncAccessHandle) {
          await directory.removeEntry(name);
          return null;
        }
        return scratchFile(directory, name, await file.createSyncAccessHandle());
      } catch (error) {
        // No OPFS here (a private window, a shell without it): the export reads by ids.
        console.warn('No scratch file for the export:', error);
        return null;
      }
    },
  };
}
