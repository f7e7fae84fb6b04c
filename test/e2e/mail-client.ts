// The mail client a page opens (a `mailto:` through window.open), recorded instead of opened,
// so a spec reads which addresses the app handed to it.
import type { Page } from '@playwright/test';

interface Recorded {
  mailClientOpened: string[];
}

/** From the next navigation on, `window.open` records its URL; answers a reader of them. */
export async function recordMailClient(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const urls: string[] = [];
    (window as unknown as Recorded).mailClientOpened = urls;
    window.open = (url) => (urls.push(String(url)), null);
  });
  return () => page.evaluate(() => (window as unknown as Recorded).mailClientOpened);
}
