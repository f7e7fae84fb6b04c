// The export loop against chunks served by cursor and a sink that records what it is given:
// the file is the header then every client in list order, a client met twice is written
// once, and a cancel or a failed chunk leaves nothing behind and releases the worker's copy.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Client } from '../../../shared/api';
import { csvRecordBytesOf } from '../../../shared/export/csv-bucket';
import { CSV_BOM } from '../../../shared/export/csv';
import type { ClientExportChunk } from '../../../shared/rpc/local/client-export';
import {
  exportClients,
  type ExportProgress,
} from '../../../renderer/clients/export/export-clients';
import type { ExportPart, ExportSink } from '../../../renderer/clients/export/sinks';

const LONG_AGO = '2020-01-01T00:00:00.000Z';

function client(name: string, updatedAt = LONG_AGO): Client {
  return {
    id: `id-${name}`,
    name,
    tags: [],
    updated_at: updatedAt,
    last_request_at: null,
    trip_request_count: 0,
  } as unknown as Client;
}

/** A chunk as the route writes it: clients changed since `changedSince` listed in `recent`. */
function chunkOf(clients: Client[], changedSince: string): Omit<ClientExportChunk, 'next_cursor'> {
  const { bytes, lengths } = csvRecordBytesOf(clients);
  const recent: ClientExportChunk['recent'] = [];
  let start = 0;
  clients.forEach((c, index) => {
    const end = start + lengths[index]!;
    if (c.updated_at >= changedSince) recent.push({ id: c.id, start, end });
    start = end;
  });
  return { bytes, count: clients.length, recent, total: 0 };
}

/** Chunks as given; each cursor is the index of the next chunk. */
function served(chunks: Client[][]) {
  const total = chunks.flat().length;
  return async ({ cursor, changedSince }: { cursor: string | null; changedSince: string }) => {
    const index = cursor === null ? 0 : Number(cursor);
    const next = index + 1 < chunks.length ? String(index + 1) : null;
    return { ...chunkOf(chunks[index]!, changedSince), next_cursor: next, total };
  };
}

function recordingSink() {
  const sink = {
    text: '',
    closed: false,
    aborted: false,
    write: async (part: ExportPart) =>
      void (sink.text += typeof part === 'string' ? part : new TextDecoder().decode(part)),
    close: async () => {
      sink.closed = true;
      return 'clients.csv';
    },
    abort: async () => void (sink.aborted = true),
  } satisfies ExportSink & Record<string, unknown>;
  return sink;
}

const names = (text: string) =>
  Papa.parse<Record<string, string>>(text.slice(CSV_BOM.length), {
    header: true,
    skipEmptyLines: true,
  }).data.map((row) => row.name);

describe('exportClients', () => {
  it('writes the header, then every client chunk by chunk in list order', async () => {
    const sink = recordingSink();
    const progress: ExportProgress[] = [];
    const result = await exportClients({
      fetchChunk: served([[client('Ada'), client('Ben')], [client('Cy')]]),
      release: async () => {},
      sink,
      signal: new AbortController().signal,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ written: 3, savedTo: 'clients.csv' });
    expect(sink.text.startsWith(`${CSV_BOM}id,name,`)).toBe(true);
    expect(names(sink.text)).toEqual(['Ada', 'Ben', 'Cy']);
    expect(progress).toEqual([
      { written: 2, total: 3 },
      { written: 3, total: 3 },
    ]);
    expect(sink.closed).toBe(true);
  });

  it('writes once a client changed during the export and met again on a later chunk', async () => {
    // Names past ASCII: `recent` counts bytes, not characters.
    const moved = client('Adé', new Date().toISOString());
    const other = client('Bø', new Date().toISOString());
    const sink = recordingSink();
    const result = await exportClients({
      fetchChunk: served([
        [moved, client('Ben')],
        [client('Cy'), { ...moved, name: 'Zed' }, other, client('Dee')],
      ]),
      release: async () => {},
      sink,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    expect(names(sink.text)).toEqual(['Adé', 'Ben', 'Cy', 'Bø', 'Dee']);
    expect(result.written).toBe(5);
  });

  it('stops on cancel: no file is completed and the sink drops what it had', async () => {
    const sink = recordingSink();
    const cancel = new AbortController();
    const released: string[] = [];
    const run = exportClients({
      fetchChunk: served([[client('Ada')], [client('Ben')], [client('Cy')]]),
      release: async (cursor) => void released.push(cursor),
      sink,
      signal: cancel.signal,
      onProgress: () => cancel.abort(),
    });
    await expect(run).rejects.toThrow();
    expect(sink.aborted).toBe(true);
    expect(sink.closed).toBe(false);
    expect(names(sink.text)).toEqual(['Ada']);
    expect(released).toEqual(['1']);
  });

  it('drops the file when a chunk cannot be read', async () => {
    const sink = recordingSink();
    const first = served([[client('Ada')], [client('Ben')]]);
    const fetchChunk: typeof first = async (at) => {
      if (at.cursor !== null) throw new Error('worker gone');
      return first(at);
    };
    await expect(
      exportClients({
        fetchChunk,
        release: async () => {},
        sink,
        signal: new AbortController().signal,
        onProgress: () => {},
      }),
    ).rejects.toThrow('worker gone');
    expect(sink.aborted).toBe(true);
    expect(sink.closed).toBe(false);
  });
});
