import { expect, test, untilServiceWorkerControls } from './fixtures';

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
