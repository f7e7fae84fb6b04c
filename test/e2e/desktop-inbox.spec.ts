// The Inbox's notifications in the desktop shell, through the harness: main shows them (the
// system's own, through the checked show-notification channel; the page's Notification is
// never used), on without asking; a click brings the window forward and opens the thread.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/desktop-harness/fixture';
import { confirmRemote, openScreen, saveKey } from '../support/desktop-harness/broker-steps';
import { askOperators, inboxLink, noticesShown, stubNotifications } from './inbox-helpers';
import { TRIP, TRIPS_KEY, startTripsRemote } from './trips-remote';

const openHash = (page: Page, path: string) =>
  page.evaluate((hash) => void (window.location.hash = hash), path);

test('main shows a quote’s notification; its click brings the window and opens the thread', async ({
  page,
  desktop,
}) => {
  test.setTimeout(180_000);
  const remote = await startTripsRemote();
  try {
    const [harbor] = await askOperators(remote, ['HJA']);
    await stubNotifications(page);
    await desktop.open();
    await confirmRemote(page, desktop, remote.api);
    await saveKey(page, TRIPS_KEY);
    await openScreen(page, 'Sync');
    await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();

    await inboxLink(page).click();
    const toggle = page.getByRole('checkbox', {
      name: 'Notify me of quotes and operator messages',
    });
    await expect(toggle).toBeChecked();
    await expect(page.getByText('A system notification when one arrives')).toBeVisible();

    await remote.sim(`/rfqs/${harbor!.id}/quote`, { amount_cents: 4_650_000 });
    // The trip's screen asks for a fresh copy of its RFQs: the quote arrives.
    await openHash(page, `/trips/${TRIP}`);
    await expect.poll(() => desktop.notifications.made.length).toBe(1);
    const [notice] = desktop.notifications.made;
    expect(notice).toMatchObject({
      title: 'Harbor Jets quoted $46,500.00',
      body: expect.stringMatching(/^Trip #\d+ · KTEB → KPBI → KTEB/),
      shown: true,
    });
    expect(await noticesShown(page)).toEqual([]);

    await openScreen(page, 'Clients');
    await notice!.click();
    expect(desktop.notifications.focused).toBe(1);
    await expect(page).toHaveURL(new RegExp(`#/trips/${TRIP}/rfqs/${harbor!.id}$`));
    await expect(page.getByRole('log', { name: 'Messages with Harbor Jets' })).toContainText(
      'Quoted $46,500.00',
    );
    await expect(inboxLink(page)).toHaveAccessibleName('Inbox');

    // Turned off, main is asked for nothing more: the operator's message reaches the Inbox alone.
    await inboxLink(page).click();
    await toggle.uncheck();
    await expect(toggle).not.toBeChecked();
    await remote.sim(`/rfqs/${harbor!.id}/messages`, { body: 'Catering confirmed for six.' });
    await openHash(page, `/trips/${TRIP}/rfqs/${harbor!.id}`);
    await expect(page.getByRole('log', { name: 'Messages with Harbor Jets' })).toContainText(
      'Catering confirmed for six.',
      { timeout: 120_000 },
    );
    expect(desktop.notifications.made).toHaveLength(1);
  } finally {
    await remote.stop().catch(() => undefined);
  }
});
