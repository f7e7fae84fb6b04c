// A URL and a key are checked when saved, in browser mode, and the answer is on the screen at
// once: rejected (the key, or a key that may only read), unreachable, not the API, or
// connected with the allowance the remote reports. What the broker typed is kept either way.
import type { Page } from '@playwright/test';
import type { RemoteApi } from '../remote-api/server';
import { closedPort } from '../support/closed-port';
import { expect, test, untilServiceWorkerControls } from './fixtures';
import { previewOrigin, startRemote } from './remote-fixture';
import { KEY, expectAccessible, screenshot, smallRemoteConfig } from './sync-screen-helpers';

// It goes offline: the offline cache must hold the app.
test.use({ serviceWorkers: 'allow' });

const READ_KEY = 'e2e-check-read-key-0001';

function checkedRemoteConfig() {
  const config = smallRemoteConfig();
  const [organization] = config.organizations;
  organization!.keys.push({ token: READ_KEY, scopes: ['read'] });
  return config;
}

let remote: RemoteApi;
test.beforeEach(async () => {
  remote = await startRemote(checkedRemoteConfig());
});
test.afterEach(async () => {
  await remote.close();
});

const check = (page: Page) => page.getByRole('status', { name: 'Remote check' });

async function saveUrl(page: Page, url: string) {
  await page.getByRole('textbox', { name: 'Remote API URL' }).fill(url);
  await page.getByRole('button', { name: 'Save URL' }).click();
}

async function saveKey(page: Page, key: string) {
  await page.getByLabel(/^(New )?API key$/).fill(key);
  await page.getByRole('button', { name: 'Save key' }).click();
}

/** From now on, every text the header's status bar shows, in order. */
async function recordHeader(page: Page): Promise<() => Promise<string[]>> {
  // Drawn once the app has started: a load event comes before it.
  await page.locator('.status-bar').waitFor();
  await page.evaluate(() => {
    const bar = document.querySelector('.status-bar')!;
    const seen: string[] = [bar.textContent ?? ''];
    (window as unknown as { headerSeen: string[] }).headerSeen = seen;
    new MutationObserver(() => seen.push(bar.textContent ?? '')).observe(bar, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { headerSeen: string[] }).headerSeen);
}

test('a wrong key is shown rejected at once; a good one connected with the allowance', async ({
  page,
}) => {
  await page.goto('/#/settings');
  await saveUrl(page, `${remote.url}/`);
  // Without a key the URL is still checked: the remote answers as the API.
  await expect(check(page)).toContainText('answers as the Charter API');
  await expect(check(page)).toContainText('Enter its API key next');

  await saveKey(page, 'e2e-check-wrong-key-0001');
  await expect(check(page)).toContainText('Rejected: the remote does not accept this key');
  await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
  // Sync knows at once too: the header says so before sync has made a call of its own.
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('Key rejected');
  await screenshot(page, 'settings-check-rejected-key');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Replace key' }).click();
  await saveKey(page, READ_KEY);
  await expect(check(page)).toContainText('Rejected: this key may only read');
  await screenshot(page, 'settings-check-read-only');

  await page.getByRole('button', { name: 'Replace key' }).click();
  await saveKey(page, KEY);
  await expect(check(page)).toContainText('Connected: the remote accepts this key');
  await expect(check(page)).toContainText(/[\d,]+ of 10,000 requests left this month/);
  await screenshot(page, 'settings-check-connected');
  await expectAccessible(page);
});

test('a wrong URL is shown unreachable at once, and the header never says all is synced', async ({
  page,
}) => {
  await page.goto('/#/settings');
  const header = await recordHeader(page);
  await saveUrl(page, `http://127.0.0.1:${await closedPort()}/`);
  await expect(check(page)).toContainText('Unreachable: no answer from');
  await saveKey(page, KEY);
  await expect(check(page)).toContainText('Unreachable: no answer from');
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('Remote unreachable');
  await screenshot(page, 'settings-check-unreachable');
  await expectAccessible(page);
  // The clients screen says the remote never answered, not that the book is empty.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(
    page.getByText(/^127\.0\.0\.1:\d+ has never answered: its copy here is empty\./),
  ).toBeVisible();
  await expect(page.getByText(/^No clients yet/)).toHaveCount(0);
  await screenshot(page, 'clients-remote-unreachable');
  const seen = await header();
  expect(seen.filter((text) => text.includes('All changes synced'))).toEqual([]);
});

test('a server that answers, but not as the API, is told apart from one that does not', async ({
  page,
}) => {
  await page.goto('/#/settings');
  // The app's own server answers, but with its web page or a 404, not as the API does.
  await saveUrl(page, `${previewOrigin()}/`);
  await expect(check(page)).toContainText('Not the Charter API');
  await screenshot(page, 'settings-check-not-api');
  await expectAccessible(page);
});

test('offline, what the broker typed is kept and checked once back online', async ({
  page,
  context,
}) => {
  await page.goto('/#/settings');
  await saveUrl(page, `${remote.url}/`);
  await expect(check(page)).toContainText('answers as the Charter API');
  await untilServiceWorkerControls(page);
  await context.setOffline(true);
  await saveKey(page, KEY);
  await expect(check(page)).toContainText('Not checked: this computer is offline');
  await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
  await screenshot(page, 'settings-check-offline');
  await context.setOffline(false);
  await expect(check(page)).toContainText('Connected: the remote accepts this key');
});
