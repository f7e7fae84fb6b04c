// The CSV export's sizes, one object the host is given (the host's `exportSizes`): the app
// uses CLIENT_EXPORT_SIZES; tests give smaller ones, so a book of a few thousand clients
// crosses every chunk and page boundary a large one does.
import { CLIENT_EXPORT_CHUNK } from '../../rpc/local/client-export';

export interface ClientExportSizes {
  /** Clients a chunk read by ids holds, and the fewest a snapshot's chunk holds. */
  chunk: number;
  /**
   * A snapshot is served in about this many chunks, each of `chunk` to `maxSnapshotChunk`
   * clients: each answer has a fixed cost (~10–25 ms here at 100,000 clients, where 20
   * chunks of 5,000 took ~0.9 s and 5 of 20,000 ~0.5 s), while a chunk's records are held
   * whole on each side (~7 MB at 20,000).
   */
  snapshotChunks: number;
  maxSnapshotChunk: number;
  /** Clients a pass over the whole table (export-scan.ts) reads at a time. */
  scanPage: number;
}

export const CLIENT_EXPORT_SIZES: ClientExportSizes = {
  chunk: CLIENT_EXPORT_CHUNK,
  snapshotChunks: 5,
  maxSnapshotChunk: 20_000,
  scanPage: 2_000,
};

/** Clients in each chunk of a snapshot of `total`. */
export function snapshotChunkSize(total: number, sizes: ClientExportSizes): number {
  const even = Math.ceil(total / sizes.snapshotChunks);
  return Math.min(sizes.maxSnapshotChunk, Math.max(sizes.chunk, even));
}
