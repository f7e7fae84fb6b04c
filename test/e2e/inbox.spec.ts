// The Inbox in browser mode, against the reference remote. Operators answer through /_sim/:
// what a pull brings shows in the Inbox and raises the count without a reload, in a second
// tab too; a quote or a message is notified once (the page's Notification, stubbed), never
// for the first copy of the book nor for a thread the broker is reading (here, in the other
// tab); a notification's click opens its thread, which reads it. Read one, read all; with
// notifications off, nothing is shown. Check now brings the threads at once (the rounds that
// come by themselves are the engine's tests: test/sync/). axe, and screenshots at 1280 and 800 px.
import type { Page } from '@playwright/test';
import { expect, test, watchForErrors } from './fixtures';
import {
  askOperators,
  clickNotice,
  inboxLink,
  noticesShown,
  permissionAsked,
  stubNotifications,
} from './inbox-helpers';
import { pointAppAt } from './remote-fixture';
import { expectAccessible, screenshot } from './trips-helpers';
import { TRIP, TRIPS_KEY, startTripsRemote } from './trips-remote';

/** Another screen of the app, as a link would open it: no reload. */
const openScreen = (page: Page, path: string) =>
  page.evaluate((hash) => void (window.location.hash = hash), path);

/** Check now: the threads are asked at once rather than at the next round, a minute away. */
const checkNow = (page: Page) =>
  page.getByRole('region', { name: 'Inbox' }).getByRole('button', { name: 'Check now' }).click();

test(
  'answers arrive in the Inbox and notify once; a click opens the thread; read one, read all',
  { tag: '@core' },
  async ({ page, context }) => {
    test.setTimeout(180_000);
    const remote = await startTripsRemote();
    try {
      const [harbor, meridian, alpenflug] = await askOperators(remote, ['HJA', 'MDX', 'APJ']);
      // Answered before the app's first copy: in the Inbox, unread, and never notified.
      await remote.sim(`/rfqs/${alpenflug!.id}/quote`, { amount_cents: 5_100_000 });

      await stubNotifications(page);
      await page.goto('/#/inbox');
      const screen = page.getByRole('region', { name: 'Inbox' });
      const toggle = screen.getByRole('checkbox', {
        name: 'Notify me of quotes and operator messages',
      });
      await expect(toggle).not.toBeChecked();
      // The browser's permission is asked when the broker turns notifications on, not before.
      expect(await permissionAsked(page)).toBe(0);
      await toggle.check();
      await expect(toggle).toBeChecked();
      expect(await permissionAsked(page)).toBe(1);

      await pointAppAt(page, remote.api, TRIPS_KEY);
      const items = screen
        .getByRole('list', { name: 'Quotes, declines and messages' })
        .getByRole('listitem');
      await expect(items).toHaveCount(1);
      await expect(items.first()).toContainText('Alpenflug quoted $51,000.00');
      await expect(items.first()).toContainText('New');
      await expect(inboxLink(page)).toHaveAccessibleName('Inbox 1 unread');

      // A second tab, reading Meridian's thread. Its worker stands by: this tab's pulls.
      const second = await context.newPage();
      const secondErrors = watchForErrors(second);
      await stubNotifications(second);
      await second.goto(`/#/trips/${TRIP}/rfqs/${meridian!.id}`);
      const meridianLog = second.getByRole('log', { name: 'Messages with Meridian Jets' });
      await expect(meridianLog).toBeVisible();

      await remote.sim(`/rfqs/${meridian!.id}/messages`, { body: 'Read as it came.' });
      await remote.sim(`/rfqs/${harbor!.id}/messages`, {
        body: 'Crew is booked both ways.',
        author_name: 'Megan Doyle',
      });
      await checkNow(page);
      await expect(items.filter({ hasText: 'Crew is booked both ways.' })).toBeVisible();
      await expect(items.filter({ hasText: 'Read as it came.' })).toBeVisible();
      await expect(meridianLog).toContainText('Read as it came.');
      // The operator writing as itself is named once; a person, with their operator.
      await expect(meridianLog).not.toContainText('· Meridian Jets');
      await expect
        .poll(() => noticesShown(page))
        .toEqual([
          {
            title: 'Message from Megan Doyle (Harbor Jets)',
            body: expect.stringContaining('Crew is booked both ways.'),
            tag: expect.stringMatching(/^message\|/),
          },
        ]);
      // Read in the other tab as it came: not notified, and not unread.
      await expect(inboxLink(page)).toHaveAccessibleName('Inbox 2 unread');

      // A quote: the trip's screen asks for a fresh copy of its RFQs.
      await openScreen(second, '/clients');
      await remote.sim(`/rfqs/${harbor!.id}/quote`, {
        amount_cents: 4_650_000,
        note: 'Fuel included.',
      });
      await openScreen(page, `/trips/${TRIP}`);
      await expect.poll(async () => (await noticesShown(page)).length).toBe(2);
      expect((await noticesShown(page))[1]).toMatchObject({
        title: 'Harbor Jets quoted $46,500.00',
        body: expect.stringContaining('Fuel included.'),
      });
      // The other tab hears of it too, without a reload, and notifies nothing.
      await expect(inboxLink(second)).toHaveAccessibleName('Inbox 3 unread');
      expect(await noticesShown(second)).toEqual([]);
      await second.close();
      expect(secondErrors).toEqual([]);

      await inboxLink(page).click();
      await expect(items).toHaveCount(4);
      await expect(items.first()).toContainText('Harbor Jets quoted $46,500.00');
      await expect(items.first()).toContainText('Trip #');
      await expectAccessible(page, 'the Inbox');
      await screenshot(page, 'inbox-1280');
      await page.setViewportSize({ width: 800, height: 720 });
      await screenshot(page, 'inbox-800');
      await page.setViewportSize({ width: 1280, height: 720 });

      // Read one where it is, then all.
      const alpenflugQuote = items.filter({ hasText: 'Alpenflug quoted' });
      await alpenflugQuote
        .getByRole('button', { name: 'Mark read: Quote, Alpenflug quoted $51,000.00' })
        .click();
      await expect(alpenflugQuote).not.toContainText('New');
      await expect(alpenflugQuote.getByRole('link')).toBeFocused();
      await expect(inboxLink(page)).toHaveAccessibleName('Inbox 2 unread');
      await screen.getByRole('button', { name: 'Unread' }).click();
      await expect(items).toHaveCount(2);
      await screen.getByRole('button', { name: 'Mark all read' }).click();
      await expect(inboxLink(page)).toHaveAccessibleName('Inbox');
      await expect(screen.getByText('Nothing unread')).toBeVisible();
      await expectAccessible(page, 'the Inbox with nothing unread');

      // The quote's notification opens its thread.
      await clickNotice(page, 1);
      await expect(page).toHaveURL(new RegExp(`#/trips/${TRIP}/rfqs/${harbor!.id}$`));
      const harborLog = page.getByRole('log', { name: 'Messages with Harbor Jets' });
      await expect(harborLog).toContainText('Quoted $46,500.00');
      await expect(harborLog).toContainText(/Megan Doyle\s*· Harbor Jets/);

      // Turned off, nothing more is shown.
      await inboxLink(page).click();
      await toggle.uncheck();
      await expect(toggle).not.toBeChecked();
      await remote.sim(`/rfqs/${alpenflug!.id}/messages`, { body: 'Still holding the aircraft.' });
      await checkNow(page);
      await expect(items.filter({ hasText: 'Still holding the aircraft.' })).toBeVisible();
      await expect(inboxLink(page)).toHaveAccessibleName('Inbox 1 unread');
      expect(await noticesShown(page)).toHaveLength(2);
      expect((await noticesShown(page)).map((notice) => notice.title).join()).not.toContain(
        'Alpenflug',
      );
    } finally {
      await remote.stop().catch(() => undefined);
    }
  },
);
