// Playwright's `desktop` fixture: the page opened in the desktop harness (harness.ts), with
// the e2e suite's watch for page and console errors. `desktopOptions` sets how main starts.
import { test as base } from '../../e2e/fixtures';
import { startDesktopHarness, type DesktopHarness, type DesktopHarnessOptions } from './harness';

export const test = base.extend<{
  desktopOptions: DesktopHarnessOptions;
  desktop: DesktopHarness;
}>({
  desktopOptions: [{}, { option: true }],
  desktop: async ({ page, desktopOptions }, use) => {
    const harness = await startDesktopHarness(page, desktopOptions);
    await use(harness);
    await harness.close();
  },
});

export { expect } from '../../e2e/fixtures';
