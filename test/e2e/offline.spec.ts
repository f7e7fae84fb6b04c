// Browser mode after its first load: with the network gone, a reload opens the app from the
// service worker's cache (not the browser's error page) and the clients are still there.
import { expect, test } from './fixtures';

test('offline, a reload opens the app from its cache and shows the clients', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load demo data' }).click();
  await expect(page.getByRole('button', { name: /^Aisha Dubois/ })).toBeVisible();
  // The service worker has precached the app and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Charter Desk' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('Offline');
  await expect(page.getByRole('button', { name: /^Aisha Dubois/ })).toBeVisible();
});
