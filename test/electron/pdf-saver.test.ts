// Main saves the page as a PDF: the save dialog first (nothing printed when the broker
// cancels), the page printed on the paper the page asked for, and the file put in place only
// whole, over an older one, with no partial file left when writing fails.
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createPdfSaver, type PdfOptions } from '../../electron/pdf-saver';

const PDF = new TextEncoder().encode('%PDF-1.7 a quote sheet');

function saver(filePath: string | undefined) {
  const printToPDF = vi.fn(async (_options: PdfOptions) => PDF);
  const showSaveDialog = vi.fn(async () => ({ canceled: filePath === undefined, filePath }));
  const save = createPdfSaver({ showSaveDialog, page: () => ({ printToPDF }) });
  return { save, printToPDF, showSaveDialog };
}

describe('the PDF saver', () => {
  it('asks where, prints the page on the paper asked for, and writes it there whole', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-pdf-'));
    const target = join(dir, 'sheet.pdf');
    await writeFile(target, 'an older sheet');
    const { save, printToPDF, showSaveDialog } = saver(target);
    expect(await save('quote-sheet-trip-7.pdf', 'Letter')).toBe(target);
    expect(showSaveDialog).toHaveBeenCalledWith({
      title: 'Save quote sheet as PDF',
      defaultPath: 'quote-sheet-trip-7.pdf',
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
    });
    expect(printToPDF).toHaveBeenCalledWith(
      expect.objectContaining({ pageSize: 'Letter', printBackground: true }),
    );
    expect(await readFile(target)).toEqual(Buffer.from(PDF));
    expect(await readdir(dir)).toEqual(['sheet.pdf']);
  });

  it('prints nothing when the broker cancels the dialog', async () => {
    const { save, printToPDF } = saver(undefined);
    expect(await save('quote-sheet-trip-7.pdf', 'A4')).toBeNull();
    expect(printToPDF).not.toHaveBeenCalled();
  });

  it('leaves no file when the target cannot be written', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'charter-pdf-'));
    const { save } = saver(join(dir, 'missing', 'sheet.pdf'));
    await expect(save('sheet.pdf', 'A4')).rejects.toThrow();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses when no window is open to print', async () => {
    const save = createPdfSaver({
      showSaveDialog: async () => ({ canceled: false, filePath: '/tmp/never.pdf' }),
      page: () => null,
    });
    await expect(save('sheet.pdf', 'A4')).rejects.toThrow(/window is closed/);
  });
});
