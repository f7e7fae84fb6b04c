// Needs you's notification in browser mode, against the reference remote: an RFQ lapsing in
// three hours with no quote becomes due at the first copy, and is notified once (the page's
// Notification, stubbed; the browser's permission granted and notifications on, as a broker
// left them); after a reload it is still listed, and nothing is notified again.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { noticesShown, stubNotifications } from './inbox-helpers';
import { pointAppAt } from './remote-fixture';
import { TRIP, TRIPS_KEY, operatorOf, startTripsRemote } from './trips-remote';

const HOUR_MS = 60 * 60 * 1000;
const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

const needsYouLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Needs you/ });

test('an item falling due is notified once, and not again after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const remote = await startTripsRemote({}, [
    {
      id: '0e000000-0000-4000-8000-000000000011',
      trip_request_id: TRIP,
      operator_id: operatorOf('HJA').id,
      contact_email: 'desk@hja.example',
      sent_at: fromNow(-1),
      expires_at: fromNow(3),
      viewed_at: fromNow(-0.5),
    },
  ]);
  try {
    await stubNotifications(page, 'granted');
    await page.addInitScript(() => localStorage.setItem('charter-desk:notifications', 'on'));
    await page.goto('/#/trips');
    await pointAppAt(page, remote.api, TRIPS_KEY);
    await expect(needsYouLink(page)).toHaveAccessibleName('Needs you 1 waiting');
    await expect.poll(() => noticesShown(page)).toHaveLength(1);
    const [notice] = await noticesShown(page);
    expect(notice!.title).toMatch(/^The request to Harbor Jets lapses .* with no quote$/);
    expect(notice!.body).toContain('KTEB → KPBI → KTEB');

    await page.reload();
    await expect(needsYouLink(page)).toHaveAccessibleName('Needs you 1 waiting');
    // The list read after the reload says the item was notified: read again by the screen
    // (after the count's), and still nothing shown.
    await needsYouLink(page).click();
    await expect(
      page.getByRole('list', { name: 'Requests lapsing without a quote' }).getByRole('listitem'),
    ).toHaveCount(1);
    expect(await noticesShown(page)).toEqual([]);
  } finally {
    await remote.stop();
  }
});
