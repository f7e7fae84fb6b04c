// Every e2e test fails on a page error or a console error: a CSP violation, a worker that
// does not load or an unhandled rejection shows up there first.
import { chromium, test as base, expect, type BrowserContext, type Page } from '@playwright/test';
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
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = watchForErrors(page);
  await page.goto('/');
  return { context, page, errors };
}
