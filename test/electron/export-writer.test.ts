// A desktop export is written in chunks to a partial file and renamed over the target only
// when complete: a cancelled or failed export leaves no half file, and none over an old one.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createExportWriter, exportFileName } from '../../electron/export-writer';

async function folder() {
  return mkdtemp(join(tmpdir(), 'charter-export-'));
}

const saveTo = (filePath: string | undefined) => async () => ({
  canceled: filePath === undefined,
  filePath,
});

describe('the export writer', () => {
  it('writes the chunks (text or bytes) in order and puts the file in place only when finished', async () => {
    const dir = await folder();
    const target = join(dir, 'clients.csv');
    const writer = createExportWriter(saveTo(target));
    const id = (await writer.begin('clients-2026-11-23.csv'))!;
    await writer.write(id, '\uFEFFname\r\n');
    await writer.write(id, 'Ana Lée\r\n');
    // The records come as UTF-8 bytes, the header as text.
    await writer.write(id, new TextEncoder().encode('Bo 陳\r\n'));
    expect(await readdir(dir)).not.toContain('clients.csv');
    expect(await writer.finish(id)).toBe(target);
    expect(await readFile(target, 'utf8')).toBe('\uFEFFname\r\nAna Lée\r\nBo 陳\r\n');
    expect(await readdir(dir)).toEqual(['clients.csv']);
  });

  it('a cancelled export leaves no partial file and the old file as it was', async () => {
    const dir = await folder();
    const target = join(dir, 'clients.csv');
    await writeFile(target, 'yesterday');
    const writer = createExportWriter(saveTo(target));
    const id = (await writer.begin('clients.csv'))!;
    await writer.write(id, 'half of today');
    await writer.cancel(id);
    expect(await readdir(dir)).toEqual(['clients.csv']);
    expect(await readFile(target, 'utf8')).toBe('yesterday');
    await expect(writer.write(id, 'more')).rejects.toThrow(/No export/);
  });

  it('a target that cannot be written fails at once, leaving nothing; a cancelled dialog starts nothing', async () => {
    const dir = await folder();
    const writer = createExportWriter(saveTo(join(dir, 'missing', 'clients.csv')));
    await expect(writer.begin('clients.csv')).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
    expect(await createExportWriter(saveTo(undefined)).begin('clients.csv')).toBeNull();
  });

  it('suggests a dated name', () => {
    expect(exportFileName(new Date(2026, 10, 3))).toBe('clients-2026-11-03.csv');
  });
});
