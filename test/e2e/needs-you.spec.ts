// Needs you in browser mode, against the reference remote, with RFQs whose times are relative
// to now: one lapsing in three hours with no quote, one sent five hours ago and never opened.
// Both are listed under their rule with the count in the navigation; Chase opens the thread
// with the chase text in the composer, not sent; Done and Snooze put an item aside, and it
// stays aside after a reload. axe, and screenshots at 1280 and 800 px.
import type { Page } from '@playwright/test';
import type { RfqSeed } from '../../shared/api';
import { expect, test } from './fixtures';
import { pointAppAt } from './remote-fixture';
import { callWorker } from './worker-driver';
import { expectAccessible, screenshot } from './trips-helpers';
import { TRIP, TRIPS_KEY, operatorOf, startTripsRemote } from './trips-remote';

const HOUR_MS = 60 * 60 * 1000;
const LAPSING = '0e000000-0000-4000-8000-000000000001';
const UNOPENED = '0e000000-0000-4000-8000-000000000002';

/** Hours from now, as the remote's times are written. */
const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

function rfqsOfTheTrip(): RfqSeed[] {
  const sent = (id: string, designator: string) => ({
    id,
    trip_request_id: TRIP,
    operator_id: operatorOf(designator).id,
    contact_email: `desk@${designator.toLowerCase()}.example`,
  });
  return [
    {
      ...sent(LAPSING, 'HJA'),
      sent_at: fromNow(-1),
      expires_at: fromNow(3),
      viewed_at: fromNow(-0.5),
    },
    { ...sent(UNOPENED, 'MDX'), sent_at: fromNow(-5), expires_at: fromNow(48) },
  ];
}

const needsYouLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Needs you/ });

const group = (page: Page, name: string) => page.getByRole('list', { name });
const LAPSING_GROUP = 'Requests lapsing without a quote';
const UNOPENED_GROUP = 'Operators who have not opened the request';

async function openNeedsYou(page: Page) {
  const remote = await startTripsRemote({}, rfqsOfTheTrip());
  await page.goto('/#/needs-you');
  await pointAppAt(page, remote.api, TRIPS_KEY);
  await expect(needsYouLink(page)).toHaveAccessibleName('Needs you 2 waiting');
  return remote;
}

test('lists an RFQ lapsing without a quote and an operator who never opened one; Chase fills the composer', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const remote = await openNeedsYou(page);
  try {
    const screen = page.getByRole('region', { name: 'Needs you' });
    await expect(screen).toContainText(/Times in \S+/);
    const lapsing = group(page, LAPSING_GROUP).getByRole('listitem');
    await expect(lapsing).toHaveCount(1);
    await expect(lapsing).toContainText('The request to Harbor Jets lapses');
    await expect(lapsing).toContainText('with no quote');
    await expect(lapsing).toContainText('KTEB → KPBI → KTEB');
    const unopened = group(page, UNOPENED_GROUP).getByRole('listitem');
    await expect(unopened).toHaveCount(1);
    await expect(unopened).toContainText('Meridian Jets has not opened the request sent');
    // Chase is for the operator who has not opened it, not for the lapsing request.
    await expect(lapsing.getByRole('button', { name: 'Chase' })).toHaveCount(0);

    await expectAccessible(page, 'Needs you');
    await screenshot(page, 'needs-you-1280');
    await page.setViewportSize({ width: 800, height: 720 });
    await unopened.getByRole('button', { name: 'Snooze' }).click();
    await screenshot(page, 'needs-you-800-snooze');
    await expectAccessible(page, 'Needs you with Snooze open');
    await unopened.getByRole('button', { name: 'Cancel' }).click();
    await page.setViewportSize({ width: 1280, height: 720 });

    // The broker's name from the branding signs the reminder.
    await page.goto('/#/settings');
    const branding = page.getByRole('region', { name: 'Branding on proposals' });
    await branding.getByLabel('Company name').fill('Blue Horizon Aviation');
    await branding.getByLabel('Your name').fill('Bea Broker');
    await branding.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved')).toBeVisible();
    await page.goto('/#/needs-you');

    await unopened.getByRole('button', { name: 'Chase' }).click();
    await expect(page).toHaveURL(new RegExp(`#/trips/${TRIP}/rfqs/${UNOPENED}$`));
    const box = page.getByRole('textbox', { name: 'Message to Meridian Jets' });
    await expect(box).toHaveValue(
      /^Hello Meridian Jets, a reminder about trip \d+ \(KTEB → KPBI → KTEB\)/,
    );
    await expect(box).toHaveValue(/Thank you, Bea Broker$/);
    // In the box, waiting for the broker: nothing went to the operator.
    const thread = page.getByRole('log', { name: 'Messages with Meridian Jets' });
    await expect(thread).toBeVisible();
    await expect(thread).not.toContainText('a reminder about trip');
    const sentSoFar = await remote.read<{ items: unknown[] }>(`/v1/rfqs/${UNOPENED}/messages`);
    expect(sentSoFar.items).toEqual([]);
  } finally {
    await remote.stop();
  }
});

test('Done and Snooze put an item aside, and it stays aside after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const remote = await openNeedsYou(page);
  try {
    const lapsing = group(page, LAPSING_GROUP).getByRole('listitem');
    await lapsing.getByRole('button', { name: 'Done' }).click();
    await expect(group(page, LAPSING_GROUP)).toHaveCount(0);
    await expect(needsYouLink(page)).toHaveAccessibleName('Needs you 1 waiting');

    const unopened = group(page, UNOPENED_GROUP).getByRole('listitem');
    await unopened.getByRole('button', { name: 'Snooze' }).click();
    await unopened.getByRole('button', { name: /^Tomorrow morning/ }).click();
    const empty = page.getByText('Nothing needs you right now');
    await expect(empty).toBeVisible();
    await expect(needsYouLink(page)).toHaveAccessibleName('Needs you');
    await expectAccessible(page, 'Needs you, empty');
    await screenshot(page, 'needs-you-empty-1280');

    await page.reload();
    await expect(empty).toBeVisible();
    await expect(needsYouLink(page)).toHaveAccessibleName('Needs you');
  } finally {
    await remote.stop();
  }
});

test('a snoozed item comes back when its snooze ends, with no reload or visit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const remote = await openNeedsYou(page);
  try {
    // Snoozed for seconds (the screen's own choices are whole minutes), as another tab does.
    const key = encodeURIComponent(`unopened:${UNOPENED}`);
    const until = new Date(Date.now() + 15_000).toISOString();
    const snoozed = await callWorker(
      page,
      { method: 'PUT', path: `/local/needs-you/marks/${key}`, body: { mark: 'snoozed', until } },
      { online: false },
    );
    expect(snoozed.status).toBe(204);
    await page.reload();
    await expect(needsYouLink(page)).toHaveAccessibleName('Needs you 1 waiting');
    await expect(group(page, UNOPENED_GROUP)).toHaveCount(0);
    // Offline, nothing changes but the clock: the item is back on the screen and in the count.
    await page.context().setOffline(true);
    await expect(group(page, UNOPENED_GROUP).getByRole('listitem')).toHaveCount(1, {
      timeout: 120_000,
    });
    await expect(needsYouLink(page)).toHaveAccessibleName('Needs you 2 waiting');
  } finally {
    await remote.stop();
  }
});

test("Settings keep the thresholds, refuse each field at fault, and keep the broker's saved texts", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/#/settings');
  const thresholds = page.getByRole('region', { name: 'Needs you' });
  const unopened = thresholds.getByLabel('Operator has not opened the request (hours)');
  await expect(unopened).toHaveValue('4');
  await thresholds.getByLabel('Request lapsing without a quote (hours)').fill('0');
  await thresholds.getByLabel('Trip departing with nothing booked (days)').fill('99');
  await thresholds.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(thresholds.getByText('A whole number of hours, 1 to 168')).toBeVisible();
  await expect(thresholds.getByText('A whole number of days, 1 to 60')).toBeVisible();
  await thresholds.getByLabel('Request lapsing without a quote (hours)').fill('8');
  await thresholds.getByLabel('Trip departing with nothing booked (days)').fill('5');
  await unopened.fill('2');
  await thresholds.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(page.getByText('Needs you thresholds saved')).toBeVisible();

  const texts = page.getByRole('region', { name: 'Saved texts' });
  await texts.getByRole('button', { name: 'Add a text' }).click();
  await texts.getByLabel('Name').fill('Friendly nudge');
  await texts.getByLabel('Text').fill('Any news on trip {trip_number}, {operator_name}?');
  await expect(texts.getByText('{client_name}, {trip_number}, {route}')).toBeVisible();
  await expectAccessible(page, 'Settings with a text being written');
  await texts.getByRole('button', { name: 'Save text' }).click();
  await expect(texts.getByRole('list', { name: 'Chase message' })).toContainText('Friendly nudge');
  await screenshot(page, 'settings-needs-you-1280', { fullPage: true });
  await page.setViewportSize({ width: 800, height: 720 });
  await screenshot(page, 'settings-needs-you-800', { fullPage: true });

  await page.reload();
  await expect(unopened).toHaveValue('2');
  await expect(texts.getByRole('list', { name: 'Chase message' })).toContainText('Friendly nudge');
  await texts.getByRole('button', { name: 'Delete Friendly nudge' }).click();
  await expect(texts.getByRole('list', { name: 'Chase message' })).toHaveCount(0);
});
