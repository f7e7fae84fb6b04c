// Every e2e test fails on a page error or a console error: a CSP violation, a worker that
// does not load or an unhandled rejection shows up there first.
import { rm } from 'node:fs/promises';
import {
  chromium,
  test as base,
  expect,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';

export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return errors;
}

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors = watchForErrors(page);
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Waits until the service worker has precached the app and controls the page. A test that
 * takes the network away before then sees the precache's own fetches fail in the console.
 */
export async function untilServiceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

/**
 * A tab with no service worker, as on a first visit before the offline cache has filled (or
 * a browser that blocks them): its errors are the caller's to judge. Close its context.
 */
export async function tabWithoutOfflineCache(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  return { context, page, errors: watchForErrors(page) };
}

/**
 * The app in a browser on an on-disk profile: Playwright's default context is incognito
 * and keeps IndexedDB in memory, so reload-and-restart tests need their own profile.
 */
export async function openPersistent(
  profile: string,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions,
    baseURL,
    // As a broker's browser keeps it, offline cache included (the config blocks it elsewhere).
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = watchForErrors(page);
  await page.goto('/');
  return { context, page, errors };
}

/**
 * Removes a profile `openPersistent` used. Its browser's processes may still be writing their
 * disk cache there for a moment after the context closed (ENOTEMPTY): Node retries then.
 */
export function removeProfile(profile: string): Promise<void> {
  return rm(profile, { recursive: true, force: true, maxRetries: 5 });
}
