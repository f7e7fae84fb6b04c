// Filling the index a slice at a time, with a pause between slices in which other work runs.
import { describe, expect, it } from 'vitest';
import { putInSlices, SLICE } from '../../../shared/search/everything/build';
import { messageDocument } from '../../../shared/search/everything/documents';
import { EverythingIndex } from '../../../shared/search/everything/everything-index';
import { message, operator, rfq } from './search-rows';

describe('building the index in slices', () => {
  it('puts every document, pausing after each slice, and answers searches between slices', async () => {
    const index = new EverythingIndex();
    const thread = rfq(operator('HJA', 'Harbor Jet Aviation LLC', null));
    const docs = Array.from({ length: SLICE * 2 + 7 }, (_, n) =>
      messageDocument(message(thread, `Leg ${n} confirmed`, '2026-11-02T00:00:00.000Z'), thread),
    );
    // As a table is read: chunks of any size.
    async function* chunks() {
      yield docs.slice(0, SLICE + 3);
      yield docs.slice(SLICE + 3);
    }
    const seen: number[] = [];
    const put = await putInSlices(index.documents, chunks(), async () => {
      seen.push(index.documents.size);
    });
    expect(put).toBe(docs.length);
    // Never more than a slice between two pauses.
    expect(seen).toEqual([SLICE, SLICE + 3, SLICE * 2 + 3, docs.length]);
    expect(index.search('confirmed', null, 3).groups[0]?.more).toBe(true);
    expect(index.search(`leg ${SLICE * 2 + 6}`, null).groups[0]?.best).toHaveLength(1);
  });
});
