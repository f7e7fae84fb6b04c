// Export CSV from the clients list: the file of a filtered, sorted list is exactly that list
// in that order, with a formula cell neutralized for a spreadsheet and every value as it is
// for an import elsewhere; Cancel stops it and leaves no file, not even the worker's scratch
// copy of the list.
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { TENTH_EXPORT_SIZES } from '../support/tenth-export-sizes';
import { seedLocalBook } from '../support/seeded-book';
import {
  clientTable,
  createClient,
  expectAccessible,
  listedClients,
  loadDemo,
  snapshot,
} from './clients-list-support';

const FORMULA_NAME = '=HYPERLINK("http://example.test","Click")';

/** As in a browser without a save picker (Firefox, Safari): the file comes as a download. */
const withoutSavePicker = (page: Page) =>
  page.addInitScript(() =>
    Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }),
  );

/** The rows of a downloaded export: its BOM checked, then parsed by header. */
async function exportedRows(download: Download): Promise<Record<string, string>[]> {
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true })
    .data;
}

test('the CSV of a filtered, sorted list is those rows in that order, formulas neutralized', async ({
  page,
}) => {
  await withoutSavePicker(page);
  await loadDemo(page);
  await createClient(page, { name: FORMULA_NAME, email: 'formula@example.test', tags: ['golf'] });
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('golf');
  await clientTable(page).getByRole('button', { name: 'Trips' }).click();
  const expected = await listedClients(page, 'tag=golf&sort=-trip_request_count');
  await expect(page.getByText(`${expected.length} clients match`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const choice = page.getByRole('dialog', { name: 'Export clients' });
  await expect(choice.getByRole('radio', { name: 'For a spreadsheet' })).toBeChecked();
  await choice.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(`Exported ${expected.length} clients`)).toBeVisible();

  const rows = await exportedRows(download);
  expect(rows.map((row) => row.id)).toEqual(expected.map((client) => client.id));
  const formula = rows.find((row) => row.email === 'formula@example.test')!;
  expect(formula.name).toBe(`'${FORMULA_NAME}`);
  expect(formula.tags).toBe('golf');
});

const PHONE = '+1 305 555 0155';

test('the file for a spreadsheet neutralizes a phone, the one for an import keeps every value as it is', async ({
  page,
}) => {
  await withoutSavePicker(page);
  await loadDemo(page);
  await createClient(page, { name: 'Ada Phone', phone: PHONE, email: 'ada@example.test' });
  await createClient(page, { name: FORMULA_NAME, email: 'formula@example.test' });
  const listed = await listedClients(page, 'sort=name');
  await expect(page.getByText(`${listed.length} clients`, { exact: true })).toBeVisible();

  async function exportFor(purpose: string) {
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const choice = page.getByRole('dialog', { name: 'Export clients' });
    await expect(choice.getByText(`${listed.length} clients as the list shows them`)).toBeVisible();
    await expect(choice.getByText('The file goes to your browser’s downloads.')).toBeVisible();
    await choice.getByRole('radio', { name: purpose }).check();
    if (purpose === 'For importing elsewhere') {
      await snapshot(page, 'clients-export-choice');
      await expectAccessible(page);
    }
    await choice.getByRole('button', { name: 'Export' }).click();
    const rows = await exportedRows(await downloading);
    // The newest note (the first export's may still show).
    await expect(page.getByText(`Exported ${listed.length} clients`).last()).toBeVisible();
    expect(rows.map((row) => row.id)).toEqual(listed.map((client) => client.id));
    return rows;
  }

  const forSheet = await exportFor('For a spreadsheet');
  const forImport = await exportFor('For importing elsewhere');
  const ada = (rows: Record<string, string>[]) => rows.find((row) => row.name === 'Ada Phone')!;
  expect(ada(forSheet).phone).toBe(`'${PHONE}`);
  expect(ada(forImport).phone).toBe(PHONE);
  const formula = (rows: Record<string, string>[]) =>
    rows.find((row) => row.email === 'formula@example.test')!.name;
  expect(formula(forSheet)).toBe(`'${FORMULA_NAME}`);
  expect(formula(forImport)).toBe(FORMULA_NAME);
  // The demo's phones: most start with +, none of them with a ' in the import.
  const phones = forImport.map((row) => row.phone ?? '').filter((phone) => phone !== '');
  expect(phones.filter((phone) => phone.startsWith('+')).length).toBeGreaterThan(phones.length / 2);
  expect(phones.filter((phone) => phone.startsWith("'"))).toEqual([]);
  expect(forImport.map((row) => ({ ...row, phone: '', name: '' }))).toEqual(
    forSheet.map((row) => ({ ...row, phone: '', name: '' })),
  );
});

/** The worker's scratch files of exports under way, in the origin's private file system. */
const scratchFiles = (page: Page) =>
  page.evaluate(async () => {
    const root = (await navigator.storage.getDirectory()) as unknown as {
      keys(): AsyncIterable<string>;
    };
    const names: string[] = [];
    for await (const name of root.keys()) if (name.startsWith('client-export-')) names.push(name);
    return names;
  });

/**
 * Four of the worker's export chunks: while the first is written, the page has asked for the
 * next two, so the last is still kept in the worker's scratch file. The worker is given export
 * sizes a tenth of the app's (chunks of 500): a book of 16,000 at the app's own, seeded in the
 * page, took over 90 s on a busy machine.
 */
const BOOK_SIZE = 1_600;

/** The app's Web Worker in `page`, given the test's export sizes. */
async function withTenthExportSizes(page: Page): Promise<void> {
  const appWorker = () => page.workers().find((worker) => worker.url().includes('app-host.worker'));
  await expect.poll(() => appWorker() !== undefined).toBe(true);
  await appWorker()!.evaluate((sizes) => Object.assign(self, { charterExportSizes: sizes }), {
    ...TENTH_EXPORT_SIZES,
  });
}

test('Cancel stops an export under way and no file is left', async ({ page, baseURL }) => {
  // The save picker, answered with a real file in the origin's private file system whose
  // writes hold after the first chunk until the test lets them go.
  await page.addInitScript(() => {
    const state = { release: () => {}, writes: 0 };
    const held = new Promise<void>((resolve) => (state.release = resolve));
    Object.assign(window, { exportGate: state });
    Object.defineProperty(window, 'showSaveFilePicker', {
      value: async () => {
        const root = await navigator.storage.getDirectory();
        const handle = await root.getFileHandle('picked.csv', { create: true });
        return {
          name: handle.name,
          createWritable: async () => {
            const file = await handle.createWritable();
            const write = file.write.bind(file);
            return Object.assign(file, {
              write: async (chunk: string) => {
                state.writes += 1;
                if (state.writes > 2) await held;
                return write(chunk);
              },
            });
          },
        };
      },
    });
  });
  await seedLocalBook(page.context(), baseURL!, BOOK_SIZE);
  await page.goto('/');
  await expect(page.getByText('1,600 clients')).toBeVisible();
  await withTenthExportSizes(page);

  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page
    .getByRole('dialog', { name: 'Export clients' })
    .getByRole('button', { name: 'Export' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Exporting clients' });
  await expect(dialog.getByText('500 of 1,600 clients written')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
    'value',
    '500',
  );
  // The whole book: read in one pass, kept in list order in a scratch file.
  expect(await scratchFiles(page)).toHaveLength(1);
  await snapshot(page, 'clients-export-progress');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.evaluate(() =>
    (window as unknown as { exportGate: { release(): void } }).exportGate.release(),
  );
  await expect(page.getByText('Export cancelled')).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = await page.evaluate(async () => {
    const root = await navigator.storage.getDirectory();
    const handle = await root.getFileHandle('picked.csv');
    return (await handle.getFile()).size;
  });
  expect(saved).toBe(0);
  await expect.poll(() => scratchFiles(page)).toEqual([]);
});
