// Export sizes for tests: the app's CLIENT_EXPORT_SIZES
// (shared/host/client-export/export-sizes.ts) each a tenth, so a book of a tenth of the size
// crosses the same chunk, snapshot and scan-page boundaries a large one does (a snapshot still
// comes in about five chunks).
import type { ClientExportSizes } from '../../shared/host/client-export/export-sizes';

export const TENTH_EXPORT_SIZES: ClientExportSizes = {
  chunk: 500,
  snapshotChunks: 5,
  maxSnapshotChunk: 2_000,
  scanPage: 200,
};
