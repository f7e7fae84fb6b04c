// A wrong key typed over a working one (issue 29, edge 4), in browser mode: the remote is asked
// first, the refused key is not stored, the field says the old key is kept, and sync goes on
// with it; a key the remote accepts replaces it.
import type { Page } from '@playwright/test';
import type { RemoteApi } from '../remote-api/server';
import { expect, test } from './fixtures';
import { startRemote } from './remote-fixture';
import { KEY, expectAccessible, screenshot, smallRemoteConfig } from './sync-screen-helpers';

const SECOND_KEY = 'e2e-kept-second-write-key-1';

let remote: RemoteApi;
test.beforeEach(async () => {
  const config = smallRemoteConfig();
  config.organizations[0]!.keys.push({ token: SECOND_KEY, scopes: ['read', 'write'] });
  remote = await startRemote(config);
});
test.afterEach(async () => {
  await remote.close();
});

const check = (page: Page) => page.getByRole('status', { name: 'Remote check' });

async function saveKey(page: Page, key: string) {
  await page.getByLabel(/^(New )?API key$/).fill(key);
  await page.getByRole('button', { name: 'Save key' }).click();
}

test('a refused key does not replace the working one: said plainly, and sync goes on', async ({
  page,
}) => {
  await page.goto('/#/settings');
  await page.getByRole('textbox', { name: 'Remote API URL' }).fill(`${remote.url}/`);
  await page.getByRole('button', { name: 'Save URL' }).click();
  await saveKey(page, KEY);
  await expect(check(page)).toContainText('Connected: the remote accepts this key');

  await page.getByRole('button', { name: 'Replace key' }).click();
  await saveKey(page, 'e2e-kept-wrong-key-0000001');
  const field = page.getByLabel('New API key');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    /The remote refused this key: the previous key is kept, and sync goes on with it\./,
  );
  await expect(page.getByText('API key saved')).toHaveCount(0);
  for (const width of [800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `settings-key-refused-kept-${width}`);
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(check(page)).toContainText('Connected: the remote accepts this key');
  await expect(page.getByRole('status', { name: 'Connection' })).not.toHaveText('Key rejected');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sync' }).click();
  await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();

  // One the remote accepts replaces it.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await page.getByRole('button', { name: 'Replace key' }).click();
  await saveKey(page, SECOND_KEY);
  await expect(check(page)).toContainText('Connected: the remote accepts this key');
});
