// Keys kept per origin, in browser mode: a URL on another server and back brings the key
// saved for the first one back, the header says what is missing meanwhile, and a key never
// goes to another server (the second one knows the same token, so it would log its use).
import type { Page } from '@playwright/test';
import type { RemoteApi } from '../remote-api/server';
import { remoteLog } from '../support/desktop-harness/broker-steps';
import { expect, test } from './fixtures';
import { startRemote } from './remote-fixture';
import {
  KEY,
  connectThroughSettings,
  expectAccessible,
  screenshot,
  otherServerConfig,
  smallRemoteConfig,
} from './sync-screen-helpers';

test.use({ viewport: { width: 800, height: 900 } });

let first: RemoteApi;
let second: RemoteApi;
test.beforeEach(async () => {
  [first, second] = await Promise.all([
    startRemote(smallRemoteConfig()),
    startRemote(otherServerConfig()),
  ]);
});
test.afterEach(async () => {
  await Promise.all([first.close(), second.close()]);
});

const connection = (page: Page) => page.getByRole('status', { name: 'Connection' });

async function saveUrl(page: Page, url: string) {
  await page.getByRole('textbox', { name: 'Remote API URL' }).fill(url);
  await page.getByRole('button', { name: 'Save URL' }).click();
  // Saved once the form holds what was saved (its button is off until the next edit).
  await expect(page.getByRole('button', { name: 'Save URL' })).toBeDisabled();
}

test('another server and back brings the key back; it never reaches the other server', async ({
  page,
}) => {
  await connectThroughSettings(page, first, KEY);
  await expect(connection(page)).toHaveText('Online');

  await saveUrl(page, `${second.url}/`);
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
  // A URL is set: the header says the key is what is missing, never "no remote set".
  await expect(connection(page)).toHaveText('No API key');
  await screenshot(page, 'settings-keys-other-server');
  await expectAccessible(page);

  await saveUrl(page, `${first.url}/`);
  await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
  await expect(connection(page)).toHaveText('Online');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sync' }).click();
  await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();

  // The second server would have named its own organization for a request carrying KEY.
  const used = (await remoteLog(second)).filter((entry) => entry.organization !== null);
  expect(used).toEqual([]);
});

test('the key survives a reload on either side of the switch', async ({ page }) => {
  await connectThroughSettings(page, first, KEY);
  await saveUrl(page, `${second.url}/`);
  await page.reload();
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
  await saveUrl(page, `${first.url}/`);
  await page.reload();
  await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
});
