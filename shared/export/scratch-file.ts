// A file the worker writes and reads back synchronously while an export runs, so records
// made in one order can be served in another without holding them all in memory. In the
// browser it is an Origin Private File System file
// (shared/host/client-export/opfs-scratch.ts); tests give one in memory.

export interface ScratchFile {
  /** Writes all of `bytes` at byte `at`. */
  write(bytes: Uint8Array, at: number): void;
  /** Fills `into` from byte `at`; the number of bytes read. */
  read(into: Uint8Array, at: number): number;
  /** Closes and deletes the file; idempotent. */
  discard(): void;
}

export interface ScratchFiles {
  /** A new empty file, or null when none can be made here. */
  create(): Promise<ScratchFile | null>;
}
