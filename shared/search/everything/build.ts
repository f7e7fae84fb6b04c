// Filling the index without holding the worker: documents are put a slice at a time, with a
// pause between slices in which the worker answers whatever else was asked (a screen's
// reads, a sync). Nothing is persisted: the records are read again from their tables at
// each start (docs/decisions.md, "Search everything survives a reload").
import type { DocumentIndex } from './document-index';
import type { SearchDocument } from './documents';

/** Documents put between two pauses: a few milliseconds of work. */
export const SLICE = 500;

/**
 * Puts every document of `chunks` (as a table is read, a chunk at a time), `SLICE` at a
 * time, awaiting `pause()` after each slice.
 */
export async function putInSlices(
  index: Pick<DocumentIndex, 'put'>,
  chunks: AsyncIterable<readonly SearchDocument[]> | Iterable<readonly SearchDocument[]>,
  pause: () => Promise<void>,
): Promise<number> {
  let put = 0;
  for await (const chunk of chunks) {
    for (let from = 0; from < chunk.length; from += SLICE) {
      for (const doc of chunk.slice(from, from + SLICE)) index.put(doc);
      put += Math.min(SLICE, chunk.length - from);
      await pause();
    }
  }
  return put;
}
