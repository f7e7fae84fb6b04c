// Saving the page as a PDF (a proposal): main asks where (its save dialog), has the
// page's own contents printed with its print CSS (webContents.printToPDF), and writes the
// file beside its target before renaming it over it, so a failure never leaves half a PDF.
// Asked to, it then shows that file in the file manager: the path its own dialog returned,
// never one from the page (a proposal, for the broker to attach to the mail).
import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { PdfPaper, PdfSave } from '../shared/desktop/desktop-api';
import type { ShowSaveDialog } from './export-writer';

/** What main asks of webContents.printToPDF (margins in inches, as Electron takes them). */
export interface PdfOptions {
  pageSize: PdfPaper;
  printBackground: boolean;
  margins: { top: number; bottom: number; left: number; right: number };
}

export interface PrintablePage {
  printToPDF(options: PdfOptions): Promise<Uint8Array>;
}

/** Where the PDF was saved, or null when the broker cancelled the dialog. */
export type PdfSaver = (
  suggestedName: string,
  paper: PdfPaper,
  save: PdfSave,
) => Promise<string | null>;

/** Electron's shell.showItemInFolder: the file manager opened on the file, selected. */
export type ShowItemInFolder = (path: string) => void;

const DIALOG_TITLES: Record<PdfSave['kind'], string> = {
  proposal: 'Save proposal as PDF',
};

// About 15 mm: inside every printer's unprintable edge, on A4 and Letter alike.
const MARGIN_INCHES = 0.6;

export function createPdfSaver(deps: {
  showSaveDialog: ShowSaveDialog;
  /** The page's contents while its window is open. */
  page(): PrintablePage | null;
  showItemInFolder: ShowItemInFolder;
}): PdfSaver {
  return async (suggestedName, paper, save) => {
    const chosen = await deps.showSaveDialog({
      title: DIALOG_TITLES[save.kind],
      defaultPath: suggestedName,
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
    });
    if (chosen.canceled || !chosen.filePath) return null;
    const page = deps.page();
    if (!page) throw new Error('The app window is closed: nothing to print');
    const margin = MARGIN_INCHES;
    const pdf = await page.printToPDF({
      pageSize: paper,
      printBackground: true,
      margins: { top: margin, bottom: margin, left: margin, right: margin },
    });
    const target = chosen.filePath;
    // Beside the target, so the rename stays on one file system (atomic).
    const partial = join(dirname(target), `.${basename(target)}.${randomUUID()}.partial`);
    try {
      await writeFile(partial, pdf, { flag: 'wx', mode: 0o600 });
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    if (save.reveal) deps.showItemInFolder(target);
    return target;
  };
}
