// Export CSV in the desktop shell, through the harness: the page streams the file to main's
// export writer (beginExport, writeExport, finishExport), which puts it whole where the
// broker chose in main's save dialog; a cancelled dialog writes nothing.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { createClient } from '../support/desktop-harness/broker-steps';
import { expect, test } from '../support/desktop-harness/fixture';

const FORMULA = '=SUM(A1:A9)';

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

  await page.getByRole('button', { name: 'Export CSV' }).click();
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

  const text = await readFile(file, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  }).data;
  // Every client once, a formula neutralized.
  expect(Object.fromEntries(rows.map((row) => [row.email, row.name]))).toEqual({
    'ada@example.test': 'Ada Export',
    'formula@example.test': `'${FORMULA}`,
  });
  expect(rows).toHaveLength(2);
  // Renamed into place once complete: no partial file beside it.
  expect(await readdir(folder)).toEqual(['book.csv']);
});

test('a save dialog the broker cancels writes nothing', async ({ page, desktop }) => {
  await desktop.open();
  await createClient(page, 'Ada Export', 'ada@example.test');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await expect.poll(() => desktop.saveDialog.shown.length).toBe(1);
  // The button is free again: no export is under way.
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await readdir(folder)).toEqual([]);
});
