// What the client form and detail e2e specs share: an accessibility check with axe (no
// serious or critical violation), screenshots to look at, and the demo book to work in.
import type { Locator } from '@playwright/test';

export { expectAccessible, screenshot } from './page-checks';

// The offline demo book (with its clients' aircraft types) and the list's rows, as the
// list's own specs open and find them.
export { clientRows, loadDemo as openDemoBook } from './clients-list-support';

/**
 * Brings a picker into view and lets the scroll's event pass, as a broker's page is still
 * when they type: a picker's list closes when the page under it scrolls (React Aria), and
 * Playwright's own scroll-into-view lands just after the list opened.
 */
export async function scrolledTo(target: Locator): Promise<Locator> {
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  return target;
}

/** The value the client detail shows under `label`. */
export const detailField = (detail: Locator, label: string) =>
  detail
    .locator('.field')
    .filter({ has: detail.page().locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
