// The Settings screen in browser mode: the remote URL checked on its field, the key written
// and never shown back, the pull reserve, the offline demo data one click away, and what
// this build is.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { RemoteApi } from '../remote-api/server';
import { expect, test } from './fixtures';
import { startRemote } from './remote-fixture';
import { KEY, expectAccessible, screenshot, smallRemoteConfig } from './sync-screen-helpers';

// The narrowest window the app supports: nothing a broker needs may be cut off there.
test.use({ viewport: { width: 800, height: 900 } });

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

const openSettings = async (page: Page) => {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
};

const openSync = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sync' }).click();

test.describe('with a remote', () => {
  let remote: RemoteApi;
  test.beforeEach(async () => {
    remote = await startRemote(smallRemoteConfig());
  });
  test.afterEach(async () => {
    await remote.close();
  });

  test('a URL refused on its field, then saved with its key; the first sync follows', async ({
    page,
  }) => {
    await page.goto('/');
    await openSettings(page);
    await expect(page.getByText('your own book, kept on this computer only')).toBeVisible();
    await expect(page.getByText('Set the remote API URL first')).toBeVisible();
    await screenshot(page, 'settings-fresh');
    await expectAccessible(page);

    const url = page.getByRole('textbox', { name: 'Remote API URL' });
    await url.fill('http://example.com/api');
    await page.getByRole('button', { name: 'Save URL' }).click();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(
      /Must be an https URL \(http only to this machine\)/,
    );
    await expect(url).toBeFocused();

    await url.fill(`${remote.url}/`);
    await expect(page.getByText('are not sent to the remote')).toBeVisible();
    await page.getByRole('button', { name: 'Save URL' }).click();
    const key = page.getByLabel('API key', { exact: true });
    await key.fill(KEY);
    await expect(key).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Save key' }).click();
    await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
    await expect(url).toHaveValue(`${remote.url}/`);
    // The key never comes back: nothing on the screen holds it.
    expect(await page.content()).not.toContain(KEY);
    await screenshot(page, 'settings-remote-saved');
    await expectAccessible(page);

    await openSync(page);
    await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();
    await expect(page.getByText(/^Last synced/)).toBeVisible();

    // Another server uses its own key: said before saving.
    await openSettings(page);
    await url.fill(`http://localhost:${new URL(remote.url).port}/`);
    await expect(
      page.getByText(/is another server: it uses the key saved for it, if any/),
    ).toBeVisible();
    await url.fill(`${remote.url}/`);

    await page.getByRole('button', { name: 'Replace key' }).click();
    await expect(page.getByLabel('New API key')).toBeFocused();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Clear key' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear the saved key?' });
    await expect(dialog).toContainText('Sync stops until a key is entered again.');
    await screenshot(page, 'settings-clear-key-dialog');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Clear key' }).click();
    await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
    await openSync(page);
    await expect(page.getByRole('heading', { name: 'No API key' })).toBeVisible();
  });
});

test('the pull reserve takes a whole percentage from 0 to 100', async ({ page }) => {
  await page.goto('/#/settings');
  const reserve = page.getByLabel('Pull reserve (%)');
  await expect(reserve).toHaveValue('10');
  await expect(reserve).toHaveAccessibleDescription(/request allowance that background copying/);
  await reserve.fill('150');
  await page.getByRole('button', { name: 'Save reserve' }).click();
  await expect(reserve).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('A whole number from 0 to 100')).toBeVisible();
  await reserve.fill('25');
  await page.getByRole('button', { name: 'Save reserve' }).click();
  await expect(page.getByText('Pull reserve set to 25%')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Pull reserve (%)')).toHaveValue('25');
});

test('the offline demo data is one click away and back; the build says what it is', async ({
  page,
}) => {
  await page.goto('/#/settings');
  const build = page.getByRole('region', { name: 'This build' });
  await expect(build).toContainText(`Version${version}`);
  await expect(build).toContainText('Browser mode');
  await expect(build).toContainText('Databasecharter-desk');
  await expect(build).toContainText(/Schema version\d+/);

  await page.getByRole('button', { name: 'Use the offline demo data' }).click();
  await expect(page.getByText('You are working on the offline demo data')).toBeVisible();
  await expect(build).toContainText('Databasecharter-desk-demo');
  await screenshot(page, 'settings-demo');
  await expectAccessible(page);

  await openSync(page);
  await expect(page.getByText(/offline demo data: it never syncs/)).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(
    page.getByRole('table', { name: 'Clients' }).getByRole('link').first(),
  ).toBeVisible();

  await openSettings(page);
  await page.getByRole('button', { name: 'Back to your own book' }).click();
  await expect(page.getByText('your own book, kept on this computer only')).toBeVisible();
  await expect(build).toContainText('Databasecharter-desk');
  await expect(build).not.toContainText('charter-desk-demo');
});
