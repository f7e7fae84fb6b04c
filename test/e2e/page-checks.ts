// What every e2e spec does with a screen it reaches: the accessibility check (no serious or
// critical violation of axe's rules on what the page shows now, dialogs included), and a
// screenshot saved for a person to look at.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * The rules that fix their own impact below serious (a rule's `impact` overrides its checks',
 * axe-core's finalizeRuleResult): they can never fail the check, so axe is not asked to run
 * them. region's walk of every node and the landmark rules among them: a quarter of a check's
 * CPU on the clients screen (1.31 s against 1.74). Read from axe's own rules, not listed here,
 * so an upgrade that makes one serious runs it again.
 */
const NEVER_SERIOUS = (
  axe as unknown as { _audit: { rules: { id: string; impact?: string }[] } }
)._audit.rules
  .filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate')
  .map((rule) => rule.id);

/**
 * `within`: check only that part. An open picker's list is checked alone: while it is open,
 * React Aria hides the rest of the page from screen readers (aria-hidden), which axe reports
 * as hidden focusable content; the page itself is checked with the list closed.
 *
 * Legacy mode runs axe in the page's own frame: the default opens a blank page of its own to
 * merge the frames' results, 0.8 of the 1.3 s of CPU a check took (cgroup cpuacct), and the
 * app's screens have no frames. The rules are the same.
 */
export async function expectAccessible(
  page: Page,
  what = 'the page',
  within?: string,
): Promise<void> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).disableRules(NEVER_SERIOUS);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const grave = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => `${node.html} (${node.failureSummary ?? ''})`).join(' | ')}`,
    );
  expect(grave, `axe on ${what}`).toEqual([]);
}

/**
 * Saves what the page shows to test-results/screenshots/`name`.png. Not under `CI` (unless
 * E2E_SCREENSHOTS=1): CI keeps no file for a person to look at, and the suite's 130 cost
 * CPU a shared runner needs for the tests.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (process.env.CI && process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage });
}
