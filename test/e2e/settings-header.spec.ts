// The header says which remote the app is on and, while the first copy from it runs, how far
// that copy is: a first start as `npm start` makes it (dist/app-config.json names the demo
// remote it runs) shows "Demo remote" and "Copying from the server: n of 240 clients",
// never "All changes synced" before the copy is done.
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_WRITE_KEY } from '../remote-api/demo-config';
import type { RemoteApi } from '../remote-api/server';
import { expect, test } from './fixtures';
import { slowReads, startRemote } from './remote-fixture';
import { expectAccessible, screenshot } from './sync-screen-helpers';

let remote: RemoteApi;
test.beforeEach(async () => {
  remote = await startRemote();
});
test.afterEach(async () => {
  await remote.close();
});

/**
 * dist/app-config.json as `npm start` writes it (`demo_remote` for its own remote), served to
 * this test's browser only: the specs running beside it start with nothing configured.
 */
async function appConfig(context: BrowserContext, demoRemote: boolean) {
  const config = { remote_url: `${remote.url}/`, api_key: DEMO_WRITE_KEY };
  await context.route('**/app-config.json', (route) =>
    route.fulfill({ json: demoRemote ? { ...config, demo_remote: true } : config }),
  );
}

const recordsFrom = (page: Page) => page.getByRole('status', { name: 'Records from' });

test("at 1280 and 800 px the header names the demo remote and shows the first copy's progress", async ({
  page,
  context,
}) => {
  await appConfig(context, true);
  // Slow reads (5 s each, the copy 25 s at least): the copy is still on screen at the second
  // width, after the first one's screenshot and axe, on a busy machine too.
  await slowReads(remote, 5_000);
  await page.goto('/');
  await expect(recordsFrom(page)).toHaveText('Demo remote');
  await expect(
    page.getByRole('link', { name: /^Copying from the server: [\d,]+ of 240 clients$/ }),
  ).toBeVisible();
  // The same header at both widths, while the copy runs: one copy serves both (its clients
  // may be in by the second, and the header then names the copy's later steps).
  const copying = page.getByRole('link', { name: /^Copying from the server: / });
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 800 });
    await expect(recordsFrom(page)).toHaveText('Demo remote');
    await expect(copying).toBeVisible();
    await expect(page.getByRole('link', { name: 'All changes synced' })).toHaveCount(0);
    await screenshot(page, `header-first-copy-${width}`);
    await expectAccessible(page);
  }

  await slowReads(remote, 0);
  // The rest of the first copy: the reads under way still take their 5 s.
  await expect(page.getByRole('link', { name: 'All changes synced' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(recordsFrom(page)).toHaveText('Demo remote');
});

test('another remote is named by its host; the demo data and the local book by what they are', async ({
  page,
  context,
}) => {
  await appConfig(context, false);
  await page.goto('/#/settings');
  await expect(recordsFrom(page)).toHaveText(new URL(remote.url).host);
  await page.getByRole('button', { name: 'Use the offline demo data' }).click();
  await expect(recordsFrom(page)).toHaveText('Offline demo data');
  await page.getByRole('button', { name: `Back to ${remote.url}` }).click();
  await expect(recordsFrom(page)).toHaveText(new URL(remote.url).host);
  await page.getByRole('button', { name: 'Stop using this remote' }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Stop using this remote' })
    .click();
  await expect(recordsFrom(page)).toHaveText('This computer only');
});

test('at 800 px the header keeps its height as the allowance becomes known', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 720 });
  await page.goto('/#/settings');
  await page.getByRole('textbox', { name: 'Remote API URL' }).fill(`${remote.url}/`);
  await page.getByRole('button', { name: 'Save URL' }).click();
  await expect(recordsFrom(page)).toHaveText(new URL(remote.url).host);
  const header = page.getByRole('banner');
  const before = (await header.boundingBox())?.height;
  await page.getByLabel('API key', { exact: true }).fill(DEMO_WRITE_KEY);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByRole('meter', { name: 'Requests left' })).toBeVisible();
  // The screen under the broker's pointer stays where it was: a click lands where aimed.
  expect((await header.boundingBox())?.height).toBe(before);
});
