// Exports a clients list as CSV: its pages read in order by cursor (the next one requested
// while the current one is written), each written as soon as it arrives, so memory holds a
// page or two whatever the list's size. A client met twice (its sort key changed between
// pages) is written once.
import type { Client, Page } from '../../shared/api';
import { clientCsvRecords, clientCsvStart } from '../../shared/export/client-csv';
import type { ExportSink } from './sinks';

export interface ExportProgress {
  written: number;
  /** The list's total, as the latest page gave it. */
  total: number;
}

/**
 * Only a client changed while the export runs can be met twice, so only those are
 * remembered and memory stays flat. The margin covers a change synced in with a clock
 * somewhat behind this machine's.
 */
const CHANGED_LATELY_MS = 15 * 60_000;

function changedSince(client: Client, since: number): boolean {
  const lastRequest = client.last_request_at ? Date.parse(client.last_request_at) : 0;
  return Date.parse(client.updated_at) >= since || lastRequest >= since;
}

export async function exportClients({
  fetchPage,
  sink,
  signal,
  onProgress,
}: {
  fetchPage(cursor: string | null): Promise<Page<Client>>;
  sink: ExportSink;
  signal: AbortSignal;
  onProgress(progress: ExportProgress): void;
}): Promise<{ written: number; savedTo: string }> {
  const since = Date.now() - CHANGED_LATELY_MS;
  const seen = new Set<string>();
  let written = 0;
  try {
    await sink.write(clientCsvStart());
    let next: Promise<Page<Client>> | null = fetchPage(null);
    while (next) {
      const page: Page<Client> = await next;
      signal.throwIfAborted();
      next = page.next_cursor === null ? null : fetchPage(page.next_cursor);
      // A request still running when the export stops has nobody to report to.
      next?.catch(() => {});
      const fresh = page.items.filter((client) => !seen.has(client.id));
      for (const client of fresh) if (changedSince(client, since)) seen.add(client.id);
      await sink.write(clientCsvRecords(fresh));
      written += fresh.length;
      onProgress({ written, total: Math.max(page.total, written) });
    }
    signal.throwIfAborted();
    return { written, savedTo: await sink.close() };
  } catch (error) {
    await sink.abort().catch(() => {});
    throw error;
  }
}
