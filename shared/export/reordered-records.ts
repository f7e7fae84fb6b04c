// Records made in one order (the table's) and read back in chunks of another (the list's),
// through a scratch file: memory holds a little pending text per chunk and two numbers per
// record, never the records. Each record joins its chunk's pending text; a long enough one
// is encoded and appended to the file as one segment of that chunk, so writes are large
// and sequential, and a chunk is read back as its few segments, then put in list order.
import type { ScratchFile } from './scratch-file';

/** Pending text of all chunks together stays under this (UTF-16 units), each within bounds. */
const PENDING_BUDGET = 2 * 2 ** 20;
const MIN_PENDING = 8 * 2 ** 10;
const MAX_PENDING = 128 * 2 ** 10;

interface Segment {
  at: number;
  length: number;
}

interface ChunkStore {
  pending: string;
  segments: Segment[];
  /** UTF-16 units of the chunk's records so far: where the next one starts in its text. */
  units: number;
}

export class ReorderedRecords {
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();
  /** Per list position: where its record starts in its chunk's text, and its length. */
  private readonly starts: Uint32Array;
  private readonly lengths: Uint32Array;
  private readonly chunks: ChunkStore[];
  private readonly flushAt: number;
  private end = 0;

  constructor(
    private readonly file: ScratchFile,
    readonly total: number,
    readonly chunkSize: number,
  ) {
    this.starts = new Uint32Array(total);
    this.lengths = new Uint32Array(total);
    const count = Math.ceil(total / chunkSize);
    this.chunks = Array.from({ length: count }, () => ({ pending: '', segments: [], units: 0 }));
    this.flushAt = Math.min(MAX_PENDING, Math.max(MIN_PENDING, PENDING_BUDGET / count));
  }

  get chunkCount(): number {
    return this.chunks.length;
  }

  /** Keeps the record (non-empty) of the client at list position `position`. */
  add(position: number, record: string): void {
    const chunk = this.chunks[Math.floor(position / this.chunkSize)]!;
    this.starts[position] = chunk.units;
    this.lengths[position] = record.length;
    chunk.units += record.length;
    chunk.pending += record;
    if (chunk.pending.length >= this.flushAt) this.flush(chunk);
  }

  /** Writes what is still pending; call once every record is added. */
  seal(): void {
    for (const chunk of this.chunks) this.flush(chunk);
  }

  /** Chunk `index`'s records in list order (a position never added has none). */
  chunk(index: number): { text: string; count: number } {
    const { segments } = this.chunks[index]!;
    const bytes = new Uint8Array(segments.reduce((sum, segment) => sum + segment.length, 0));
    let filled = 0;
    for (const { at, length } of segments) {
      filled += this.file.read(bytes.subarray(filled, filled + length), at);
    }
    if (filled !== bytes.length) throw new Error(`scratch file: read ${filled} of ${bytes.length}`);
    const stored = this.decoder.decode(bytes);
    const records: string[] = [];
    const last = Math.min(this.total, (index + 1) * this.chunkSize);
    for (let position = index * this.chunkSize; position < last; position += 1) {
      const length = this.lengths[position]!;
      const start = this.starts[position]!;
      if (length > 0) records.push(stored.slice(start, start + length));
    }
    return { text: records.join(''), count: records.length };
  }

  private flush(chunk: ChunkStore): void {
    if (chunk.pending === '') return;
    const bytes = this.encoder.encode(chunk.pending);
    chunk.pending = '';
    this.file.write(bytes, this.end);
    chunk.segments.push({ at: this.end, length: bytes.length });
    this.end += bytes.length;
  }
}
