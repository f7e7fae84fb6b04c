// Opening the app draws the list last shown at once, before its worker has answered (here,
// before it has even loaded), marked as updating; the worker's own answer then takes over.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { clientRows, snapshot } from './clients-list-support';

// Requests a service worker answers would bypass page.route().
test.use({ serviceWorkers: 'block' });

const WORKER_SCRIPT = '**/app-host.worker-*.js';

test('the list last shown is drawn before the worker answers, then the worker takes over', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load demo data' }).click();
  const names = clientRows(page).locator('.client-link');
  await expect(names.first()).toBeVisible();
  const total = page.locator('.list-total');
  await expect(total).toHaveAttribute('aria-busy', 'false');
  const shown = await names.allTextContents();
  const totalText = await total.textContent();

  // The worker never loads on this opening: what the list shows is what the page kept.
  const held: Route[] = [];
  await page.route(WORKER_SCRIPT, (route) => void held.push(route));
  await page.reload();
  await expect(names).toHaveText(shown);
  await expect(total).toHaveText(totalText!);
  await expect(total).toHaveAttribute('aria-busy', 'true');
  await snapshot(page, 'clients-list-kept-page');

  // With its worker, the app shows the worker's answer: the same book, no longer updating.
  await page.unroute(WORKER_SCRIPT);
  // A request still open would hold the browser's cache entry for the script.
  await Promise.all(held.map((route) => route.abort().catch(() => {})));
  await page.reload();
  await expect(total).toHaveAttribute('aria-busy', 'false');
  await expect(names).toHaveText(shown);
});
