// Records made in one order (the table's) and read back in chunks of another (the list's),
// through a scratch file: memory holds a few pending bytes per chunk and two numbers per
// record, never the records. Each record joins its chunk's pending UTF-8 bytes; a full
// buffer is appended to the file as one segment of that chunk, so writes are large and
// sequential, and a chunk is read back as its few segments, then put in list order. It all
// stays bytes, as the records kept ready come (csv-bucket.ts): no text is made again.
import type { ScratchFile } from './scratch-file';

/** Pending bytes of all chunks together stay under this, each within bounds. */
const PENDING_BUDGET = 2 * 2 ** 20;
const MIN_PENDING = 8 * 2 ** 10;
const MAX_PENDING = 128 * 2 ** 10;
/** The most UTF-8 bytes a UTF-16 unit takes. */
const MAX_BYTES_PER_UNIT = 3;

interface Segment {
  at: number;
  length: number;
}

interface ChunkStore {
  pending: Uint8Array | null;
  used: number;
  segments: Segment[];
  /** Bytes of the chunk's records so far: where the next one starts in its bytes. */
  size: number;
}

export class ReorderedRecords {
  private readonly encoder = new TextEncoder();
  /** Per list position: where its record starts in its chunk's bytes, and its length. */
  private readonly starts: Uint32Array;
  private readonly lengths: Uint32Array;
  private readonly chunks: ChunkStore[];
  private readonly capacity: number;
  private end = 0;

  constructor(
    private readonly file: ScratchFile,
    readonly total: number,
    readonly chunkSize: number,
  ) {
    this.starts = new Uint32Array(total);
    this.lengths = new Uint32Array(total);
    const count = Math.ceil(total / chunkSize);
    this.chunks = Array.from({ length: count }, () => ({
      pending: null,
      used: 0,
      segments: [],
      size: 0,
    }));
    this.capacity = Math.min(MAX_PENDING, Math.max(MIN_PENDING, PENDING_BUDGET / count));
  }

  get chunkCount(): number {
    return this.chunks.length;
  }

  /** Keeps the record (non-empty; text or its UTF-8 bytes) of the client at `position`. */
  add(position: number, record: string | Uint8Array): void {
    const chunk = this.chunks[Math.floor(position / this.chunkSize)]!;
    const most = typeof record === 'string' ? record.length * MAX_BYTES_PER_UNIT : record.length;
    const into = this.room(chunk, most);
    let length = record.length;
    if (typeof record === 'string') {
      length = this.encoder.encodeInto(record, into.subarray(chunk.used)).written;
    } else {
      into.set(record, chunk.used);
    }
    chunk.used += length;
    this.starts[position] = chunk.size;
    this.lengths[position] = length;
    chunk.size += length;
    if (into !== chunk.pending) this.flush(chunk, into);
  }

  /** Writes what is still pending; call once every record is added. */
  seal(): void {
    for (const chunk of this.chunks) {
      if (chunk.pending) this.flush(chunk, chunk.pending);
      chunk.pending = null;
    }
  }

  /** Chunk `index`'s records in list order as UTF-8 (a position never added has none). */
  chunk(index: number): { bytes: Uint8Array<ArrayBuffer>; count: number } {
    const { segments, size } = this.chunks[index]!;
    const stored = new Uint8Array(size);
    let filled = 0;
    for (const { at, length } of segments) {
      filled += this.file.read(stored.subarray(filled, filled + length), at);
    }
    if (filled !== size) throw new Error(`scratch file: read ${filled} of ${size}`);
    const bytes = new Uint8Array(size);
    let count = 0;
    let written = 0;
    const last = Math.min(this.total, (index + 1) * this.chunkSize);
    for (let position = index * this.chunkSize; position < last; position += 1) {
      const length = this.lengths[position]!;
      if (length === 0) continue;
      const start = this.starts[position]!;
      bytes.set(stored.subarray(start, start + length), written);
      written += length;
      count += 1;
    }
    return { bytes, count };
  }

  /** The chunk's buffer with `bytes` free after what it holds, or one of its own when larger. */
  private room(chunk: ChunkStore, bytes: number): Uint8Array {
    if (chunk.pending && chunk.used + bytes > chunk.pending.length) {
      this.flush(chunk, chunk.pending);
    }
    if (bytes > this.capacity) {
      if (chunk.pending) this.flush(chunk, chunk.pending);
      return new Uint8Array(bytes);
    }
    chunk.pending ??= new Uint8Array(this.capacity);
    return chunk.pending;
  }

  private flush(chunk: ChunkStore, buffer: Uint8Array): void {
    if (chunk.used === 0) return;
    this.file.write(buffer.subarray(0, chunk.used), this.end);
    chunk.segments.push({ at: this.end, length: chunk.used });
    this.end += chunk.used;
    chunk.used = 0;
  }
}
