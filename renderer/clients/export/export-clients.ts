// Exports a clients list as CSV: the worker writes it in large chunks read in order by
// cursor (GET /local/client-export, the next one requested while the current one is
// written), each written as soon as it arrives, so memory holds a chunk or two whatever the
// list's size. A client met twice (its sort key changed between chunks) is written once. An
// export stopped before its last chunk releases what the worker keeps for it.
import { clientCsvStart } from '../../../shared/export/client-csv';
import type { ClientExportChunk } from '../../../shared/rpc/local/client-export';
import type { ExportSink } from './sinks';

export interface ExportProgress {
  written: number;
  /** The list's total, as the latest chunk gave it. */
  total: number;
}

/**
 * Only a client changed while the export runs can be met twice, so only those (the chunks'
 * `recent`) are remembered and memory stays flat. The margin covers a change synced in with
 * a clock somewhat behind this machine's.
 */
const CHANGED_LATELY_MS = 15 * 60_000;

/** The chunk's records less those of clients already written; remembers the others. */
function freshRecords(chunk: ClientExportChunk, seen: Set<string>) {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let from = 0;
  let dropped = 0;
  for (const { id, start, end } of chunk.recent) {
    if (!seen.has(id)) {
      seen.add(id);
      continue;
    }
    parts.push(chunk.bytes.subarray(from, start));
    from = end;
    dropped += 1;
  }
  parts.push(chunk.bytes.subarray(from));
  return { parts, count: chunk.count - dropped };
}

export async function exportClients({
  fetchChunk,
  release,
  sink,
  signal,
  onProgress,
}: {
  fetchChunk(at: { cursor: string | null; changedSince: string }): Promise<ClientExportChunk>;
  release(cursor: string): Promise<unknown>;
  sink: ExportSink;
  signal: AbortSignal;
  onProgress(progress: ExportProgress): void;
}): Promise<{ written: number; savedTo: string }> {
  const changedSince = new Date(Date.now() - CHANGED_LATELY_MS).toISOString();
  const seen = new Set<string>();
  let written = 0;
  let cursor: string | null = null;
  try {
    await sink.write(clientCsvStart());
    let next: Promise<ClientExportChunk> | null = fetchChunk({ cursor: null, changedSince });
    while (next) {
      const chunk: ClientExportChunk = await next;
      signal.throwIfAborted();
      cursor = chunk.next_cursor;
      next = cursor === null ? null : fetchChunk({ cursor, changedSince });
      // A request still running when the export stops has nobody to report to.
      next?.catch(() => {});
      const fresh = freshRecords(chunk, seen);
      for (const part of fresh.parts) if (part.length > 0) await sink.write(part);
      written += fresh.count;
      onProgress({ written, total: Math.max(chunk.total, written) });
    }
    signal.throwIfAborted();
    return { written, savedTo: await sink.close() };
  } catch (error) {
    if (cursor !== null) release(cursor).catch(() => {});
    await sink.abort().catch(() => {});
    throw error;
  }
}
