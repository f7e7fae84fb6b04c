// Records added in one order come back in chunks of list order, through a scratch file in
// memory: every record once, in place, whatever its characters or length.
import { describe, expect, it } from 'vitest';
import { ReorderedRecords } from '../../shared/export/reordered-records';
import { memoryScratch, type MemoryScratchFile } from '../support/memory-scratch';

async function scratchFile() {
  return (await memoryScratch().create()) as MemoryScratchFile;
}

/** A deterministic shuffle of 0..n-1 (the table's order against the list's). */
function shuffled(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  let seed = 7;
  for (let i = n - 1; i > 0; i -= 1) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

const recordOf = (position: number) =>
  `${position},"Zoë ${'ł'.repeat(position % 5)} 名前 ${'x'.repeat(position % 300)}"\r\n`;

const decoder = new TextDecoder();

/** Each chunk's records as text. */
function chunksOf(records: ReorderedRecords) {
  return Array.from({ length: records.chunkCount }, (_, index) => {
    const { bytes, count } = records.chunk(index);
    return { text: decoder.decode(bytes), count };
  });
}

describe('ReorderedRecords', () => {
  it('gives back records added in any order as chunks in list order', async () => {
    const file = await scratchFile();
    const records = new ReorderedRecords(file, 12_001, 5_000);
    // Text and bytes alike, as rows and kept records come.
    const encoder = new TextEncoder();
    for (const position of shuffled(12_001)) {
      const record = recordOf(position);
      records.add(position, position % 2 ? record : encoder.encode(record));
    }
    records.seal();
    const chunks = chunksOf(records);
    expect(chunks.map((chunk) => chunk.count)).toEqual([5_000, 5_000, 2_001]);
    const expected = Array.from({ length: 12_001 }, (_, i) => recordOf(i)).join('');
    expect(chunks.map((chunk) => chunk.text).join('')).toBe(expected);
    // Large, few writes: each a segment of many records.
    expect(file.writes).toBeLessThan(12_001 / 20);
  });

  it('skips the positions no record was added for', async () => {
    const records = new ReorderedRecords(await scratchFile(), 6, 4);
    for (const position of [5, 0, 2]) records.add(position, recordOf(position));
    records.seal();
    expect(chunksOf(records)).toEqual([
      { text: recordOf(0) + recordOf(2), count: 2 },
      { text: recordOf(5), count: 1 },
    ]);
  });

  it('keeps a record longer than a segment whole', async () => {
    const records = new ReorderedRecords(await scratchFile(), 3, 2);
    const long = `${'é'.repeat(300_000)}\r\n`;
    records.add(2, 'c\r\n');
    records.add(1, long);
    records.add(0, 'a\r\n');
    records.seal();
    expect(chunksOf(records).map((chunk) => chunk.text)).toEqual([`a\r\n${long}`, 'c\r\n']);
  });

  it('reads a chunk again as often as asked', async () => {
    const records = new ReorderedRecords(await scratchFile(), 2, 5);
    records.add(1, 'b\r\n');
    records.add(0, 'a\r\n');
    records.seal();
    expect(records.chunk(0)).toEqual(records.chunk(0));
  });
});
