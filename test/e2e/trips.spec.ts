// The Trips screen on the demo data (no remote): with no trips, how they arrive; then every
// trip request, open or quoted by default, soonest departure first, filtered by status and
// departure, sorted by last activity after an RFQ is sent, moved through by the keyboard and
// opened with Enter. axe on each state; screenshots at 1280 and 800 px.
import type { Locator, Page } from '@playwright/test';
import { generateDemoOrganization } from '../../shared/demo';
import { tripListPage } from '../../shared/rpc/local/trip-list';
import { loadDemo } from './clients-list-support';
import { expect, test } from './fixtures';
import { expectAccessible, screenshot } from './trips-helpers';
import { callWorker } from './worker-driver';

const tripsTable = (page: Page) => page.getByRole('table', { name: 'Trips' });
const rows = (page: Page) => tripsTable(page).locator('[role="row"][data-index]');

/** A row's first departure as its calendar day (`Jul 4, 2026 08:15 EDT – Jul 7, 2026` → day). */
async function departures(page: Page): Promise<string[]> {
  const cells = await rows(page).locator('.cell-departure').allInnerTexts();
  return cells.map((text) => {
    const first = new Date(text.split(' – ')[0]!.replace(/ \d\d:\d\d \S+$/, ''));
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${first.getFullYear()}-${pad(first.getMonth() + 1)}-${pad(first.getDate())}`;
  });
}

async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

async function statuses(page: Page): Promise<string[]> {
  return rows(page).locator('.badge-status').allTextContents();
}

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

async function expectFocused(link: Locator, text: string): Promise<void> {
  await expect(link).toBeFocused();
  await expect(link).toHaveText(text);
}

test('with no trips, the screen says how they arrive', async ({ page }) => {
  await page.goto('/#/trips');
  await expect(page.getByRole('link', { name: 'Trips' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No trip requests here yet.')).toBeVisible();
  await expect(page.getByText(/made on your organization’s server by its intake/)).toBeVisible();
  await expect(page.getByText(/They arrive here with a sync/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' }).last()).toBeVisible();
  await expectAccessible(page, 'the empty Trips screen');
  await screenshot(page, 'trips-list-empty-1280');
  await page.setViewportSize({ width: 800, height: 700 });
  await screenshot(page, 'trips-list-empty-800');
});

test(
  'trips filtered, sorted, moved through by the keyboard and opened',
  { tag: '@core' },
  async ({ page }) => {
    await loadDemo(page);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Trips' })
      .click();

    // Open or quoted by default, soonest departure first.
    await expect(rows(page).first().locator('.trip-link')).toHaveText(/^Trip #\d+$/);
    await expect(page.getByRole('status').filter({ hasText: /trips? match/ })).toBeVisible();
    expect(new Set(await statuses(page))).toEqual(new Set(['open', 'quoted']));
    const soonest = await departures(page);
    expect(soonest).toEqual([...soonest].sort());
    await expectAccessible(page, 'the Trips list');
    await screenshot(page, 'trips-list-1280');

    await choose(page, 'Status', 'Booked');
    await expect.poll(() => statuses(page)).toEqual(expect.arrayContaining(['booked']));
    expect(new Set(await statuses(page))).toEqual(new Set(['booked']));

    await choose(page, 'Status', 'Any status');
    await choose(page, 'Departs', 'Before today');
    await expect
      .poll(async () => (await departures(page)).every((day) => day < today()))
      .toBe(true);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('status').filter({ hasText: '60 trips' })).toHaveText('60 trips');

    // An RFQ sent on the trip departing last makes it the latest active.
    const all = tripListPage.parse(
      (await callWorker(page, { method: 'GET', path: '/local/trips?status=open&limit=100' })).body,
    );
    const latest = all.items.at(-1)!;
    const contact = generateDemoOrganization().operator_contacts![0]!;
    const sent = await callWorker(page, {
      method: 'POST',
      path: `/v1/trip-requests/${latest.id}/rfqs`,
      body: { operators: [{ operator_id: contact.operator_id, email: contact.email }] },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(sent.status).toBe(201);
    await page.getByRole('button', { name: /Last activity/ }).click();
    await expect(page.getByRole('columnheader', { name: /Last activity/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const top = rows(page).first();
    await expect(top.locator('.trip-link')).toHaveText(`Trip #${latest.number}`);
    await expect(top.locator('.cell-rfqs')).toHaveText('1 RFQ, none opened yet');

    // The keyboard: one Tab stop, arrows, End to the last row, Home back, Enter opens.
    const links = tripsTable(page).locator('.trip-link');
    await links.first().focus();
    await page.keyboard.press('ArrowDown');
    const second = await rows(page).nth(1).locator('.trip-link').innerText();
    await expectFocused(page.locator('.trip-link:focus'), second);
    await page.keyboard.press('End');
    await expect(page.locator('[data-index="59"] .trip-link')).toBeFocused();
    // Still focused once its page is read: the row keeps its link as its trip comes.
    await expect(page.locator('.trip-link:focus')).toHaveText(/^Trip #\d+$/);
    await page.keyboard.press('Home');
    await expectFocused(page.locator('.trip-link:focus'), `Trip #${latest.number}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/trips/${latest.id}$`));
    await expect(
      page.getByRole('heading', { name: `Trip request #${latest.number}` }),
    ).toBeVisible();
    // Opened from the Trips screen, the trip leads back there, not only to its client.
    const back = page.locator('.trip-header .breadcrumb a').first();
    await expect(back).toHaveText('← Trips');
    await expect(back).toHaveAttribute('href', '#/trips');

    await page.goBack();
    await page.setViewportSize({ width: 800, height: 700 });
    await expect(rows(page).first().locator('.trip-link')).toHaveText(`Trip #${latest.number}`);
    await expectAccessible(page, 'the Trips list at 800 px');
    await screenshot(page, 'trips-list-800');

    // Opened from its client's page (which lists the client's newest ten), the trip leads back
    // to the client.
    const every = tripListPage.parse(
      (await callWorker(page, { method: 'GET', path: '/local/trips?limit=100' })).body,
    ).items;
    const tripsOf = (clientId: string) => every.filter((item) => item.client?.id === clientId);
    const opened = every.find((item) => item.client && tripsOf(item.client.id).length === 1)!;
    await page.goto(`/#/clients/${opened.client!.id}`);
    await page.getByRole('link', { name: `Trip request #${opened.number}` }).click();
    await expect(
      page.getByRole('heading', { name: `Trip request #${opened.number}` }),
    ).toBeVisible();
    await expect(page.locator('.trip-header .breadcrumb')).toHaveText(`← ${opened.client!.name}`);
  },
);
