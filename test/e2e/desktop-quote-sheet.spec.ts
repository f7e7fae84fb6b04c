// The quote sheet in the desktop shell, through the harness: "Save as PDF" goes to main over
// the checked savePdf channel; main asks where in its save dialog, prints the page with its
// print CSS and writes the PDF whole there. Real here: the preload, main's IPC checks and PDF
// saver, the file written. Stood in for: Electron's webContents.printToPDF by Chromium's own
// print to PDF through Playwright (page.pdf, print media), the dialog by the test's answer.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { saveKey } from '../support/desktop-harness/broker-steps';
import { startDesktopHarness } from '../support/desktop-harness/harness';
import { expect, test } from './fixtures';
import { HARBOR_NOTE, SHEET_TRIP, operatorsAnswer, pdfText } from './quote-sheet-steps';
import { TRIP, TRIPS_KEY, startTripsRemote } from './trips-remote';

test('Save as PDF writes the sheet through main, operators left out', async ({ page }) => {
  const remote = await startTripsRemote(SHEET_TRIP);
  const folder = await mkdtemp(join(tmpdir(), 'charter-desk-quote-sheet-'));
  // Launched with the remote, as `npm start` does: its origin counts as confirmed.
  const desktop = await startDesktopHarness(page, { launchRemoteUrl: remote.api.url });
  try {
    await operatorsAnswer(remote);
    await desktop.open('/settings');
    await saveKey(page, TRIPS_KEY);
    await page.goto(desktop.url(`/trips/${TRIP}`));
    const compared = page.getByRole('region', { name: 'Quotes compared' });
    await expect(compared.getByRole('article')).toHaveCount(3);
    await compared.getByRole('link', { name: 'Quote sheet for the client (3 quotes)' }).click();
    await expect(page.getByRole('article', { name: 'Charter quote' })).toContainText('€46,500.00');
    // No browser print button here: main saves the PDF.
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toHaveCount(0);

    // Cancelled: nothing printed, nothing written.
    await page.getByRole('button', { name: 'Save as PDF' }).click();
    await expect.poll(() => desktop.saveDialog.shown.length).toBe(1);
    await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeEnabled();
    expect(await readdir(folder)).toEqual([]);

    const file = join(folder, 'sheet.pdf');
    desktop.saveDialog.answer = file;
    await page.getByRole('button', { name: 'Save as PDF' }).click();
    const saved = page.getByText('Quote sheet saved');
    await expect(saved).toBeVisible();
    await expect(page.getByText(file)).toBeVisible();
    // A note is never printed: hidden by the print CSS, not gone (the pointer on it keeps it).
    await saved.hover();
    await page.emulateMedia({ media: 'print' });
    await expect(saved).toBeHidden();
    await expect(saved).toBeAttached();
    await page.emulateMedia({ media: null });
    expect(desktop.saveDialog.shown[1]).toEqual({
      title: 'Save quote sheet as PDF',
      defaultPath: 'quote-sheet-trip-1001.pdf',
      filters: [{ name: 'PDF document', extensions: ['pdf'] }],
    });
    expect(await readdir(folder)).toEqual(['sheet.pdf']);
    const text = await pdfText(await readFile(file));
    expect(text).toContain('Charter quote');
    expect(text).toContain('€61,000.00');
    expect(text).toContain('Challenger 350 from the operator');
    for (const word of ['Harbor Jets', 'harborjets.com', 'Megan Doyle', 'Riviera', 'Alpenflug']) {
      expect(text).not.toContain(word);
    }
    // Neither the app's frame nor the sheet's toolbar is printed.
    expect(text).not.toContain('Charter Desk');
    expect(text).not.toContain('Save as PDF');

    await page.getByRole('checkbox', { name: 'Leave out operator names and contacts' }).uncheck();
    await page.getByRole('button', { name: 'Save as PDF' }).click();
    await expect.poll(() => desktop.saveDialog.shown.length).toBe(3);
    await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeEnabled();
    const withThem = await pdfText(await readFile(file));
    expect(withThem).toContain(HARBOR_NOTE);
    expect(withThem).toContain('Megan Doyle');
  } finally {
    await desktop.close();
    await remote.stop().catch(() => undefined);
    await rm(folder, { recursive: true, force: true });
  }
});
