// Main saves the page as a PDF: the save dialog first (nothing printed when the broker
// cancels), the page printed on the paper the page asked for, and the file put in place only
// whole, over an older one, with no partial file left when writing fails. Its title names what
// is saved, and, asked to, it shows the file its own dialog returned in the file manager.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createPdfSaver, type PdfOptions } from '../../electron/pdf-saver';

const PDF = new TextEncoder().encode('%PDF-1.7 a proposal');

const NOT_SHOWN = { kind: 'proposal', reveal: false } as const;
const PROPOSAL = { kind: 'proposal', reveal: true } as const;

function saver(filePath: string | undefined) {
  const printToPDF = vi.fn(async (_options: PdfOptions) => PDF);
  const showSaveDialog = vi.fn(async () => ({ canceled: filePath === undefined, filePath }));
  const showItemInFolder = vi.fn((_path: string) => undefined);
  const save = createPdfSaver({ showSaveDialog, page: () => ({ printToPDF }), showItemInFolder });
  return { save, printToPDF, showSaveDialog, showItemInFolder };
}

describe('the PDF saver', () => {
  it('asks where, prints the page on the paper asked for, and writes it there whole', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-pdf-'));
    const target = join(dir, 'sheet.pdf');
    await writeFile(target, 'an older sheet');
    const { save, printToPDF, showSaveDialog, showItemInFolder } = saver(target);
    expect(await save('proposal-trip-7.pdf', 'Letter', NOT_SHOWN)).toBe(target);
    expect(showSaveDialog).toHaveBeenCalledWith({
      title: 'Save proposal as PDF',
      defaultPath: 'proposal-trip-7.pdf',
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
    });
    expect(printToPDF).toHaveBeenCalledWith(
      expect.objectContaining({ pageSize: 'Letter', printBackground: true }),
    );
    expect(await readFile(target)).toEqual(Buffer.from(PDF));
    expect(await readdir(dir)).toEqual(['sheet.pdf']);
    expect(showItemInFolder).not.toHaveBeenCalled();
  });

  it('titles a proposal’s dialog as one, and shows the file it saved in the folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-pdf-'));
    const target = join(dir, 'chosen by the broker.pdf');
    const { save, showSaveDialog, showItemInFolder } = saver(target);
    expect(await save('proposal-trip-7.pdf', 'A4', PROPOSAL)).toBe(target);
    expect(showSaveDialog).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Save proposal as PDF',
        defaultPath: 'proposal-trip-7.pdf',
      }),
    );
    // The file the dialog returned, shown once it is there whole.
    expect(showItemInFolder.mock.calls).toEqual([[target]]);
    expect(await readFile(target)).toEqual(Buffer.from(PDF));
  });

  it('prints and shows nothing when the broker cancels the dialog', async () => {
    const { save, printToPDF, showItemInFolder } = saver(undefined);
    expect(await save('proposal-trip-7.pdf', 'A4', PROPOSAL)).toBeNull();
    expect(printToPDF).not.toHaveBeenCalled();
    expect(showItemInFolder).not.toHaveBeenCalled();
  });

  it('leaves no file when the target cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-pdf-'));
    const { save, showItemInFolder } = saver(join(dir, 'missing', 'sheet.pdf'));
    await expect(save('sheet.pdf', 'A4', PROPOSAL)).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
    expect(showItemInFolder).not.toHaveBeenCalled();
  });

  it('refuses when no window is open to print', async () => {
    const save = createPdfSaver({
      showSaveDialog: async () => ({ canceled: false, filePath: '/tmp/never.pdf' }),
      page: () => null,
      showItemInFolder: () => undefined,
    });
    await expect(save('sheet.pdf', 'A4', NOT_SHOWN)).rejects.toThrow(/window is closed/);
  });
});
