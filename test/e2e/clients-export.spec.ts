// Export CSV from the clients list: the file of a filtered, sorted list is exactly that list
// in that order, with a formula cell neutralized; Cancel stops it and leaves no file, not
// even the worker's scratch copy of the list.
import Papa from 'papaparse';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
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

test('the CSV of a filtered, sorted list is those rows in that order, formulas neutralized', async ({
  page,
}) => {
  // As in a browser without a save picker (Firefox, Safari): the file comes as a download.
  await page.addInitScript(() =>
    Object.defineProperty(window, 'showSaveFilePicker', { value: undefined }),
  );
  await loadDemo(page);
  await createClient(page, { name: FORMULA_NAME, email: 'formula@example.test', tags: ['golf'] });
  await page.getByRole('combobox', { name: 'Tag' }).selectOption('golf');
  await clientTable(page).getByRole('button', { name: 'Trips' }).click();
  const expected = await listedClients(page, 'tag=golf&sort=-trip_request_count');
  await expect(page.getByText(`${expected.length} clients match`)).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(`Exported ${expected.length} clients`)).toBeVisible();

  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(rows.map((row) => row.id)).toEqual(expected.map((client) => client.id));
  const formula = rows.find((row) => row.email === 'formula@example.test')!;
  expect(formula.name).toBe(`'${FORMULA_NAME}`);
  expect(formula.tags).toBe('golf');
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
 * Four of the worker's export chunks (5,000 clients each): while the first is written, the
 * page has asked for the next two, so the last is still kept in the worker's scratch file.
 */
const BOOK_SIZE = 16_000;

test('Cancel stops an export under way and no file is left', async ({ page, baseURL }) => {
  // Seeding the book takes most of it.
  test.setTimeout(90_000);
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
  await expect(page.getByText('16,000 clients')).toBeVisible();

  await page.getByRole('button', { name: 'Export CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporting clients' });
  await expect(dialog.getByText('5,000 of 16,000 clients written')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
    'value',
    '5000',
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
