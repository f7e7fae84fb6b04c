// Where an export's text goes, chunk by chunk, so no file is ever held whole in memory:
// a file the broker picked (streamed to disk where the browser offers a save picker), or
// a download assembled from Blob parts, which the browser keeps outside the JS heap. The
// desktop shell's save dialog (issue "Desktop shell") plugs in here as another sink.

export interface ExportSink {
  /** The file name as the broker will find it. */
  readonly name: string;
  write(chunk: string): Promise<void>;
  /** The file is complete: saved, or handed to the browser's downloads. */
  close(): Promise<void>;
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
    name: handle.name,
    write: (chunk: string) => file.write(chunk),
    close: () => file.close(),
    abort: () => file.abort(),
  } satisfies ExportSink;
}

/** How long the object URL outlives the click that starts its download. */
const REVOKE_AFTER_MS = 60_000;

export function downloadSink(name: string): ExportSink {
  let parts: Blob[] = [];
  return {
    name,
    async write(chunk) {
      // Each chunk becomes a Blob at once, so its string can be collected.
      parts.push(new Blob([chunk], { type: 'text/csv' }));
    },
    async close() {
      const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }));
      parts = [];
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    },
    async abort() {
      parts = [];
    },
  };
}

/**
 * The sink for a new export, or null when the broker cancelled the picker. Call it first
 * thing in the click handler: the save picker needs the click's user activation.
 */
export async function openSink(suggestedName: string): Promise<ExportSink | null> {
  const picker = window as Partial<SavePicker>;
  if (typeof picker.showSaveFilePicker === 'function') {
    return pickedFileSink(picker as SavePicker, suggestedName);
  }
  return downloadSink(suggestedName);
}
