// Scratch files in memory, as the worker's OPFS ones behave (shared/export/scratch-file.ts):
// for Node tests of the export's reorder. `live` lists the files not yet discarded.
import type { ScratchFile, ScratchFiles } from '../../shared/export/scratch-file';

export interface MemoryScratch extends ScratchFiles {
  live: Set<MemoryScratchFile>;
}

export class MemoryScratchFile implements ScratchFile {
  bytes = new Uint8Array(0);
  writes = 0;

  constructor(private readonly owner: MemoryScratch) {}

  write(bytes: Uint8Array, at: number): void {
    if (!this.owner.live.has(this)) throw new Error('scratch file discarded');
    if (at + bytes.length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(at + bytes.length, this.bytes.length * 2));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes.set(bytes, at);
    this.writes += 1;
  }

  read(into: Uint8Array, at: number): number {
    if (!this.owner.live.has(this)) throw new Error('scratch file discarded');
    const part = this.bytes.subarray(at, at + into.length);
    into.set(part);
    return part.length;
  }

  discard(): void {
    this.owner.live.delete(this);
  }
}

export function memoryScratch(): MemoryScratch {
  const scratch: MemoryScratch = {
    live: new Set(),
    async create() {
      const file = new MemoryScratchFile(scratch);
      scratch.live.add(file);
      return file;
    },
  };
  return scratch;
}
