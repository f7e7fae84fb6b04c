import { mkdir, mkdtemp, readdir, readFile, rm, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFileStore } from '../../electron/file-store';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'charter-desk-file-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

// Large enough that two unserialized writes overlap on disk.
const first = Buffer.alloc(2_000_000, 'a');
const second = Buffer.alloc(1_000_000, 'b');

describe('file store', () => {
  it('lets the last of two concurrent writes win whole, every time', async () => {
    const path = join(dir, 'settings.json');
    for (let trial = 0; trial < 20; trial++) {
      // Two stores of one path, as two modules of main would hold them.
      await Promise.all([createFileStore(path).write(first), createFileStore(path).write(second)]);
      expect((await readFile(path)).equals(second)).toBe(true);
    }
    expect(await readdir(dir)).toEqual(['settings.json']);
  });

  it('orders a remove after the write before it', async () => {
    const store = createFileStore(join(dir, 'api-key.bin'));
    await Promise.all([store.write(first), store.remove()]);
    expect(await store.read()).toBeNull();
  });

  it('cleans up after a failed write and keeps serving the next one', async () => {
    const path = join(dir, 'settings.json');
    const store = createFileStore(path);
    await mkdir(path); // a folder where the file should go: the rename fails
    await expect(store.write(first)).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['settings.json']);
    await rmdir(path);
    await store.write(second);
    expect((await store.read())?.equals(second)).toBe(true);
  });
});
