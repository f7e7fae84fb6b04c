// A mistyped remote URL (issue 29, edge 3), in browser mode: a remote that has never answered
// opens an empty copy, which Settings, Trips and Clients say plainly; Settings offers the
// remote that last worked, one click back, where the trips are again.
import type { Page } from '@playwright/test';
import type { RemoteApi } from '../remote-api/server';
import { closedPort } from '../support/closed-port';
import { expect, test } from './fixtures';
import { startRemote } from './remote-fixture';
import { KEY, expectAccessible, screenshot, smallRemoteConfig } from './sync-screen-helpers';

let remote: RemoteApi;
test.beforeEach(async () => {
  remote = await startRemote(smallRemoteConfig());
});
test.afterEach(async () => {
  await remote.close();
});

const open = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

async function saveUrl(page: Page, url: string) {
  await page.getByRole('textbox', { name: 'Remote API URL' }).fill(url);
  await page.getByRole('button', { name: 'Save URL' }).click();
}

test('a URL that never answered says its copy is empty and offers the one that worked', async ({
  page,
}) => {
  await page.goto('/#/settings');
  await saveUrl(page, `${remote.url}/`);
  await page.getByLabel('API key', { exact: true }).fill(KEY);
  await page.getByRole('button', { name: 'Save key' }).click();
  await open(page, 'Trips');
  await expect(page.getByRole('table', { name: 'Trips' }).getByRole('row').nth(1)).toBeVisible();

  const port = await closedPort();
  const mistyped = `http://127.0.0.1:${port}/`;
  await open(page, 'Settings');
  await saveUrl(page, mistyped);
  const said = page.getByRole('status', { name: 'This remote' });
  await expect(said).toContainText(`127.0.0.1:${port} has never answered: its copy here is empty.`);
  await expect(said).toContainText(`Your records are in the copy of ${remote.url}/`);
  const back = said.getByRole('button', { name: `Back to ${new URL(remote.url).host}` });
  await expect(back).toBeVisible();
  for (const width of [800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `settings-never-answered-${width}`);
  }
  await expectAccessible(page);

  await open(page, 'Trips');
  await expect(
    page.getByText(`127.0.0.1:${port} has never answered: its copy here is empty.`),
  ).toBeVisible();
  await expect(page.getByText('No trip requests here yet.')).toHaveCount(0);
  await screenshot(page, 'trips-never-answered');
  await expectAccessible(page);
  await open(page, 'Clients');
  await expect(
    page.getByText(`127.0.0.1:${port} has never answered: its copy here is empty.`),
  ).toBeVisible();

  await open(page, 'Settings');
  await page.getByRole('button', { name: `Back to ${new URL(remote.url).host}` }).click();
  await expect(page.getByRole('textbox', { name: 'Remote API URL' })).toHaveValue(`${remote.url}/`);
  await expect(page.getByRole('status', { name: 'This remote' })).toHaveCount(0);
  await open(page, 'Trips');
  await expect(page.getByRole('table', { name: 'Trips' }).getByRole('row').nth(1)).toBeVisible();
});
