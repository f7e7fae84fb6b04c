// Where an export's text goes, chunk by chunk, so no file is ever held whole in memory:
// a file the broker picked (streamed to disk where the browser offers a save picker), or
// a download assembled from Blob parts, which the browser keeps outside the JS heap, or, in
// the desktop app, the file main's save dialog asked for (written by main, chunk by chunk).
import type { DesktopApi } from '../../../shared/desktop/desktop-api';
import { desktop } from '../../desktop';

/** The file's text, or its UTF-8 bytes. */
export type ExportPart = string | Uint8Array<ArrayBuffer>;

export interface ExportSink {
  write(part: ExportPart): Promise<void>;
  /** The file is complete: saved, or handed to the browser's downloads. Where it went. */
  close(): Promise<string>;
  /** Cancelled or failed: nothing is left behind. */
  abort(): Promise<void>;
}

interface SavePicker {
  showSaveFilePicker(options: {
    suggestedName: string;
    types: { description: string; accept: Record<string, string[]> }[];
  }): Promise<FileSystemFileHandle>;
}

async function pickedFileSink(picker: SavePicker, suggestedName: string) {
  let handle: FileSystemFileHandle;
  try {
    handle = await picker.showSaveFilePicker({
      suggestedName,
      types: [{ description: 'CSV file', accept: { 'text/csv': ['.csv'] } }],
    });
  } catch (error) {
    // The broker closed the picker: no export.
    if (error instanceof DOMException && error.name === 'AbortError') return null;
    throw error;
  }
  const file = await handle.createWritable();
  return {
    write: (part: ExportPart) => file.write(part),
    close: () => file.close().then(() => handle.name),
    abort: () => file.abort(),
  } satisfies ExportSink;
}

async function desktopSink(shell: DesktopApi, suggestedName: string) {
  const id = await shell.beginExport(suggestedName);
  if (id === null) return null;
  return {
    write: (part: ExportPart) => shell.writeExport(id, part),
    close: () => shell.finishExport(id),
    abort: () => shell.cancelExport(id),
  } satisfies ExportSink;
}

/** How long the object URL outlives the click that starts its download. */
const REVOKE_AFTER_MS = 60_000;

export function downloadSink(name: string): ExportSink {
  let parts: Blob[] = [];
  return {
    async write(part) {
      // Each part becomes a Blob at once, so its string or buffer can be collected.
      parts.push(new Blob([part], { type: 'text/csv' }));
    },
    async close() {
      const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
      parts = [];
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
      return name;
    },
    async abort() {
      parts = [];
    },
  };
}

/** The browser's save picker, where it has one (Chromium-based browsers do). */
function savePicker(): SavePicker | null {
  const picker = window as Partial<SavePicker>;
  return typeof picker.showSaveFilePicker === 'function' ? (picker as SavePicker) : null;
}

/** Where the file will go, said before the export starts (the README says the same). */
export function whereTheFileGoes(): string {
  if (desktop || savePicker()) return 'Next you choose where to save the file.';
  return 'The file goes to your browser’s downloads.';
}

/**
 * The sink for a new export, or null when the broker cancelled the picker. Call it first
 * thing in the click handler: the save picker needs the click's user activation.
 */
export async function openSink(suggestedName: string): Promise<ExportSink | null> {
  if (desktop) return desktopSink(desktop, suggestedName);
  const picker = savePicker();
  if (picker) return pickedFileSink(picker, suggestedName);
  return downloadSink(suggestedName);
}
