// Browser mode after its first load: with the network gone, a reload opens the app from the
// service worker's cache (not the browser's error page) and the clients are still there.
import { expect, test, untilServiceWorkerControls } from './fixtures';

test('offline, a reload opens the app from its cache and shows the clients', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load demo data' }).click();
  await expect(page.getByRole('link', { name: 'Aisha Dubois' })).toBeVisible();
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Charter Desk' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('Offline');
  await expect(page.getByRole('link', { name: 'Aisha Dubois' })).toBeVisible();
});
