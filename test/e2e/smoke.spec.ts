import type { Page } from '@playwright/test';
import { expect, test, untilServiceWorkerControls } from './fixtures';

/** Dexie's, so in the code of whatever holds the database: the worker's alone. */
const WORKER_CODE_MARK = 'DatabaseClosedError';

/** Whether the script at each URL holds the worker's code, as the built app serves it. */
async function holdsWorkerCode(page: Page, urls: string[]): Promise<Record<string, boolean>> {
  const held = async (url: string) =>
    (await (await page.request.get(url)).text()).includes(WORKER_CODE_MARK);
  return Object.fromEntries(await Promise.all(urls.map(async (url) => [url, await held(url)])));
}

// It goes offline: the offline cache must hold the app.
test.use({ serviceWorkers: 'allow' });

test('the built app shows its name and the clients screen', { tag: '@core' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Charter Desk' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Clients' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search clients' })).toBeVisible();
  // A fresh profile has an empty book: the worker answered and the empty state offers demo data.
  await expect(page.getByRole('button', { name: 'Load demo data' })).toBeVisible();
  await expect(page.getByText('Browser mode')).toBeVisible();

  // The page loads the contract and pure rules only, never the worker's code: each script it
  // loads (its modules and those it preloads) is fetched as built, and the worker's own first
  // module holds the mark, so the check finds it where it is.
  const scriptUrls = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
        'script[src], link[rel="modulepreload"][href]',
      ),
    ].map((element) => (element instanceof HTMLScriptElement ? element.src : element.href)),
  );
  expect(scriptUrls.length).toBeGreaterThan(0);
  const noWorkerCode = Object.fromEntries(scriptUrls.map((url) => [url, false]));
  expect(await holdsWorkerCode(page, scriptUrls)).toEqual(noWorkerCode);
  const worker = page.workers().find((started) => started.url().includes('app-host.worker'));
  const workerUrl = worker?.url() ?? "the app's Web Worker, not started";
  expect(await holdsWorkerCode(page, [workerUrl])).toEqual({ [workerUrl]: true });
});

test(
  'the connection indicator follows the network',
  { tag: '@core' },
  async ({ page, context }) => {
    await page.goto('/');
    const connection = page.getByRole('status', { name: 'Connection' });
    // No remote is set on a fresh profile: online, and the header says the book is this computer's.
    await expect(connection).toHaveText('Online');
    await expect(page.getByRole('status', { name: 'Records from' })).toHaveText(
      'This computer only',
    );
    await untilServiceWorkerControls(page);
    await context.setOffline(true);
    await expect(connection).toHaveText('Offline');
    await context.setOffline(false);
    await expect(connection).toHaveText('Online');
  },
);
