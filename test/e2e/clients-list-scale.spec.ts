// The clients list on a large book of generated clients (2,000 by default, enough for twenty
// pages; `LIST_SIZE=100000` runs it at the spec's largest book, which takes minutes).
// Keyboard scrolling to the end reads every page by cursor up to the last client, and focus
// and the table's row count follow. How smooth the scroll stays is the list bench's
// measure (`npm run bench -- --only list`, p95 and longest frame), never a test's: a loaded
// machine stretches frames.
import { expect, test } from './fixtures';
import { clientRows, clientTable, snapshot } from './clients-list-support';
import { callWorker } from './worker-driver';
import { seedLocalBook } from '../support/seeded-book';

const SIZE = Number(process.env.LIST_SIZE ?? 2_000);
/** Rows drawn at the end at least: the last on screen and the six drawn above the screen. */
const LAST_ROWS = 7;

test(`${SIZE} clients: End by keyboard reads every page to the last client, focus on it`, async ({
  page,
  baseURL,
}) => {
  // Seeding, then a page of 100 read after another: ~1,000 pages at 100,000.
  test.setTimeout(120_000 + SIZE * 4);
  await seedLocalBook(page.context(), baseURL!, SIZE);
  await page.goto('/');
  await expect(page.getByText(`${SIZE.toLocaleString('en-US')} clients`)).toBeVisible();
  // The last clients by name, as the worker lists them (its last page, read backwards).
  const last = await callWorker(page, {
    method: 'GET',
    path: `/v1/clients?sort=-name&limit=${LAST_ROWS}`,
  });
  const lastNames = (last.body as { items: { name: string }[] }).items
    .map((item) => item.name)
    .reverse();

  // The list as a broker finds it once the app has settled.
  await expect(page.locator('.list-total')).toHaveAttribute('aria-busy', 'false');
  await expect(clientTable(page)).toHaveAttribute('aria-rowcount', String(SIZE + 1));

  const firstLink = clientRows(page).first().locator('.client-link');
  await expect(firstLink).toHaveAttribute('href', /^#\/clients\//);
  await firstLink.focus();
  // Some screens by Page Down: focus goes down with them, a row further each time.
  const focusedIndex = () =>
    page.evaluate(() =>
      Number(document.activeElement?.closest('[data-index]')?.getAttribute('data-index') ?? -1),
    );
  let focused = await focusedIndex();
  expect(focused).toBe(0);
  for (let n = 0; n < 20; n += 1) {
    await page.keyboard.press('PageDown');
    await expect.poll(focusedIndex).toBeGreaterThan(focused);
    focused = await focusedIndex();
  }
  // Then End: every page from there to the end is read in turn, by cursor.
  await page.keyboard.press('End');
  const lastLink = clientTable(page).locator(`[data-index="${SIZE - 1}"] .client-link`);
  await expect(lastLink).toHaveText(lastNames.at(-1)!, { timeout: 30_000 + SIZE * 3 });
  await expect(lastLink).toBeFocused();
  await expect(lastLink).toHaveAttribute('href', /^#\/clients\//);

  // The row grew when its client came: it was scrolled to again, fully above the bottom edge.
  const lastRow = clientTable(page).locator(`[data-index="${SIZE - 1}"]`);
  const body = clientTable(page).locator('.client-table-body');
  const hiddenBelow = async () => {
    const [row, list] = await Promise.all([lastRow.boundingBox(), body.boundingBox()]);
    return row!.y + row!.height - (list!.y + list!.height);
  };
  await expect.poll(hiddenBelow).toBeLessThanOrEqual(0.5);
  // The rows drawn at the end are the last clients, in order, each loaded.
  const drawnAtEnd = () =>
    clientTable(page)
      .locator('[data-index]')
      .evaluateAll(
        (rows, from) =>
          rows
            .filter((row) => Number(row.getAttribute('data-index')) >= from)
            .map((row) => (row.getAttribute('aria-busy') ? null : row.textContent)),
        SIZE - LAST_ROWS,
      );
  await expect.poll(drawnAtEnd).toHaveLength(LAST_ROWS);
  const drawn = await drawnAtEnd();
  lastNames.forEach((name, at) => expect(drawn[at]).toContain(name));
  await expect(clientTable(page)).toHaveAttribute('aria-rowcount', String(SIZE + 1));
  await snapshot(page, `clients-list-${SIZE}-end`);

  // Home takes focus back to the first client.
  await page.keyboard.press('Home');
  await expect(firstLink).toBeFocused();
  await expect.poll(focusedIndex).toBe(0);
});
