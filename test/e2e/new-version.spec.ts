// A tab left open across an update never goes blank: the app is built twice (the second
// build's source differs, so its chunks have other names), the tab opens the first, the
// server then serves the second. The new version waits for the broker's Reload; a part that
// can no longer load shows the notice in its screen's place; a tab with a form that has
// changes is not reloaded by itself, and one with nothing edited is, once out of view.
import { rm } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, untilServiceWorkerControls, tabWithoutOfflineCache } from './fixtures';
import {
  buildNextVersion,
  chunkOf,
  CURRENT_BUILD,
  CURRENT_VERSION,
  NEXT_VERSION,
  serveCopyOf,
  type ServedApp,
} from './new-version-builds';
import { screenshot } from './page-checks';

// What it tests is the offline cache.
test.use({ serviceWorkers: 'allow' });

let nextBuild: string;
let site: ServedApp;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  nextBuild = await buildNextVersion();
  // What the test is about: the first build's Settings chunk is gone from the second.
  expect(await chunkOf(nextBuild, 'SettingsScreen')).not.toBe(
    await chunkOf(CURRENT_BUILD, 'SettingsScreen'),
  );
});
test.afterAll(async () => {
  await rm(nextBuild, { recursive: true, force: true });
});
test.beforeEach(async () => {
  site = await serveCopyOf(CURRENT_BUILD);
});
test.afterEach(async () => {
  await site.close();
});

const notice = (page: Page) => page.getByRole('status', { name: 'New version' });
const openSettings = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
const shownVersion = (page: Page) => page.locator('.build-info dt:text-is("Version") + dd');

/** The tab out of the broker's view or back in it, as the page learns it (headless ones stay). */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((hidden) => {
    const state = hidden ? 'hidden' : 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
    Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

test('Settings opened after a new build is served opens, with the notice; Reload shows the new version', async ({
  page,
}) => {
  await page.goto(site.url);
  await expect(page.getByRole('button', { name: 'New client' })).toBeVisible();
  await untilServiceWorkerControls(page);

  await site.deploy(nextBuild);
  await openSettings(page);
  await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  await expect(notice(page)).toContainText('A new version is ready');
  await expect(shownVersion(page)).toHaveText(CURRENT_VERSION);
  await screenshot(page, 'update-notice');

  await notice(page).getByRole('button', { name: 'Reload' }).click();
  await expect(shownVersion(page)).toHaveText(NEXT_VERSION);
  await expect(notice(page)).toBeHidden();
});

test('a screen whose chunk is gone shows the notice in its place, not a blank page', async ({
  browser,
}) => {
  // No service worker keeps the first build's files: the old chunk is fetched, and is gone.
  const { context, page, errors } = await tabWithoutOfflineCache(browser);
  try {
    await page.goto(site.url);
    await expect(page.getByRole('button', { name: 'New client' })).toBeVisible();
    await site.deploy(nextBuild);

    await openSettings(page);
    const inPlace = page.getByRole('main').getByRole('alert');
    await expect(inPlace.getByRole('heading', { name: 'A new version is ready' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Charter Desk', level: 1 })).toBeVisible();
    await screenshot(page, 'chunk-failed');
    // What failed is the old Settings chunk, reported as such, and nothing else.
    const gone = await chunkOf(CURRENT_BUILD, 'SettingsScreen');
    expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) {
      expect(error).toMatch(new RegExp(`${gone}|404|ChunkLoadError|dynamically imported`));
    }

    errors.length = 0;
    await inPlace.getByRole('button', { name: 'Reload' }).click();
    await expect(shownVersion(page)).toHaveText(NEXT_VERSION);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a form with changes is not reloaded by itself; with nothing edited, a hidden tab is', async ({
  page,
}) => {
  await page.goto(site.url);
  await expect(page.getByRole('button', { name: 'New client' })).toBeVisible();
  await untilServiceWorkerControls(page);
  await page.getByRole('button', { name: 'New client' }).click();
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Ada Unsaved');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await site.deploy(nextBuild);
  // Out of view: the tab looks for a new version, finds it, and keeps the broker's typing.
  await setHidden(page, true);
  await expect(notice(page)).toContainText('Save or close what you are editing first.');
  await expect(name).toHaveValue('Ada Unsaved');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  const waiting = () =>
    page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state);
  expect(await waiting()).toBe('installed');

  // The broker comes back and drops the form: nothing is edited, yet a tab in view stays as
  // it is. Once out of view again, it reloads onto the new version. (A hidden tab takes no
  // clicks: clicking Discard in one raced the hand-over with the fetches its navigation makes,
  // see new-version.ts.)
  await setHidden(page, false);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(notice(page)).not.toContainText('Save or close');
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  const reloaded = page.waitForEvent('load');
  await setHidden(page, true);
  await reloaded;
  await openSettings(page);
  await expect(shownVersion(page)).toHaveText(NEXT_VERSION);
});
