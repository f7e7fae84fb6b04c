// Export CSV in the desktop shell, through the harness: the broker says what the file is for,
// then the page streams it to main's export writer (beginExport, writeExport, finishExport),
// which puts it whole where the broker chose in main's save dialog; a cancelled dialog
// writes nothing.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { createClient } from '../support/desktop-harness/broker-steps';
import { expect, test } from '../support/desktop-harness/fixture';

const FORMULA = '=SUM(A1:A9)';

/** Export CSV, the file said to be for `purpose`: main's save dialog comes next. */
async function exportFor(page: Page, purpose: string) {
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const choice = page.getByRole('dialog', { name: 'Export clients' });
  await expect(choice.getByText('Next you choose where to save the file.')).toBeVisible();
  await choice.getByRole('radio', { name: purpose }).check();
  await choice.getByRole('button', { name: 'Export' }).click();
}

async function exportedRows(file: string) {
  const text = await readFile(file, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true })
    .data;
}

let folder: string;
test.beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'charter-desk-desktop-export-'));
});
test.afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

test('Export CSV writes through main into the file its save dialog chose', async ({
  page,
  desktop,
}) => {
  const file = join(folder, 'book.csv');
  desktop.saveDialog.answer = file;
  await desktop.open();
  await createClient(page, 'Ada Export', 'ada@example.test');
  await createClient(page, FORMULA, 'formula@example.test');

  await exportFor(page, 'For a spreadsheet');
  await expect(page.getByText('Exported 2 clients')).toBeVisible();
  expect(desktop.saveDialog.shown).toEqual([
    {
      title: 'Export clients',
      defaultPath: expect.stringMatching(/^clients-\d{4}-\d{2}-\d{2}\.csv$/),
      filters: [{ name: 'CSV (comma-separated values)', extensions: ['csv'] }],
    },
  ]);
  // Where it went, as main said.
  await expect(page.getByText(file)).toBeVisible();

  const rows = await exportedRows(file);
  // Every client once, a formula neutralized.
  expect(Object.fromEntries(rows.map((row) => [row.email, row.name]))).toEqual({
    'ada@example.test': 'Ada Export',
    'formula@example.test': `'${FORMULA}`,
  });
  expect(rows).toHaveLength(2);
  // Renamed into place once complete: no partial file beside it.
  expect(await readdir(folder)).toEqual(['book.csv']);
});

test('an export for an import writes every value through main as it is', async ({
  page,
  desktop,
}) => {
  const file = join(folder, 'crm.csv');
  desktop.saveDialog.answer = file;
  await desktop.open();
  await createClient(page, FORMULA, 'formula@example.test');
  await exportFor(page, 'For importing elsewhere');
  await expect(page.getByText('Exported 1 client')).toBeVisible();
  expect((await exportedRows(file)).map((row) => row.name)).toEqual([FORMULA]);
});

test('a save dialog the broker cancels writes nothing', async ({ page, desktop }) => {
  await desktop.open();
  await createClient(page, 'Ada Export', 'ada@example.test');
  await exportFor(page, 'For a spreadsheet');
  await expect.poll(() => desktop.saveDialog.shown.length).toBe(1);
  // The button is free again: no export is under way.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await readdir(folder)).toEqual([]);
});
