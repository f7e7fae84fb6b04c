// Exports in the desktop app: main asks where to save (a save dialog, `clients-YYYY-MM-DD.csv`
// suggested), then the page streams the file's text (or its bytes) in chunks. They go to a
// temporary file beside the target, renamed over it only when the export completes, so a
// cancelled or failed export never leaves half a file, and memory holds one chunk at a time.
import { randomUUID } from 'node:crypto';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { createSerial, type Serial } from './serial';

export type ShowSaveDialog = (options: {
  title: string;
  defaultPath: string;
  filters: { name: string; extensions: string[] }[];
}) => Promise<{ canceled: boolean; filePath?: string }>;

interface OpenExport {
  target: string;
  partial: string;
  handle: FileHandle;
  serial: Serial;
}

export interface ExportWriter {
  /** Asks where to save; the export's id, or null when the broker cancelled the dialog. */
  begin(suggestedName: string): Promise<string | null>;
  /** Appends the file's text, or its UTF-8 bytes. */
  write(id: string, part: string | Uint8Array): Promise<void>;
  /** Completes the file; returns where it was saved. */
  finish(id: string): Promise<string>;
  /** Drops the export and its partial file (a cancel, or the page gave up). */
  cancel(id: string): Promise<void>;
}

export function createExportWriter(showSaveDialog: ShowSaveDialog): ExportWriter {
  const exports = new Map<string, OpenExport>();

  function find(id: string): OpenExport {
    const found = exports.get(id);
    if (!found) throw new Error('No export in progress with this id');
    return found;
  }

  async function drop(id: string): Promise<void> {
    const found = exports.get(id);
    if (!found) return;
    exports.delete(id);
    await found.serial(async () => {
      await found.handle.close().catch(() => undefined);
      await rm(found.partial, { force: true });
    });
  }

  return {
    async begin(suggestedName) {
      const chosen = await showSaveDialog({
        title: 'Export clients',
        defaultPath: suggestedName,
        filters: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
      });
      if (chosen.canceled || !chosen.filePath) return null;
      const target = chosen.filePath;
      const id = randomUUID();
      // Beside the target, so the final rename stays on one file system (atomic).
      const partial = join(dirname(target), `.${basename(target)}.${id}.partial`);
      const handle = await open(partial, 'wx', 0o600);
      exports.set(id, { target, partial, handle, serial: createSerial() });
      return id;
    },
    async write(id, part) {
      const found = find(id);
      try {
        await found.serial(async () => {
          if (typeof part === 'string') await found.handle.write(part, null, 'utf8');
          else await found.handle.write(part);
        });
      } catch (error) {
        await drop(id);
        throw error;
      }
    },
    async finish(id) {
      const found = find(id);
      exports.delete(id);
      try {
        await found.serial(async () => {
          await found.handle.sync();
          await found.handle.close();
          await rename(found.partial, found.target);
        });
        return found.target;
      } catch (error) {
        await rm(found.partial, { force: true });
        throw error;
      }
    },
    cancel: drop,
  };
}

/** `clients-2026-11-23.csv`: the export's suggested name, dated in the broker's time zone. */
export function exportFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `clients-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
