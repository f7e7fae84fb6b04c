// A trip's times and its story, in browser mode against the reference remote, with the
// laptop in a zone unlike the airport's: a Teterboro departure reads "17:30 EST" on the
// trip and the trips list, every other time is the laptop's and the screen
// says so once; the trip's timeline tells each RFQ sent (to whom), answered and written on,
// newest first, and an entry opens its thread from the keyboard. A proposal is "made" when
// its PDF is downloaded, and "emailed to" the client only when Email to client sends it (from
// the proposal as sent, reopened from its timeline entry); each entry reopens it. axe, and
// screenshots at 1280 and 800 px.
import { expect, test } from './fixtures';
import { recordMailClient } from './mail-client';
import { pointAppAt } from './remote-fixture';
import { ASKED, SHEET_TRIP, operatorsAnswer } from './quoting-steps';
import { expectAccessible, screenshot } from './trips-helpers';
import { TRIP, TRIPS_KEY, startTripsRemote } from './trips-remote';
import { zoneAtNoon } from '../support/working-zone';

// Where the working day is under way (the app's pulls keep to it): a fixed offset, never
// New York's, whose abbreviation is never EST.
const LAPTOP_ZONE = zoneAtNoon();
test.use({ timezoneId: LAPTOP_ZONE });
/** The laptop's zone named once, with its abbreviation unless the zone is its own ("UTC"). */
const ZONE_NOTE = new RegExp(`^Times in ${LAPTOP_ZONE.replace(/[+/]/g, '\\$&')}( \\(.+\\))?$`);

/** Mid-January next year: Teterboro is on EST, and the date is ahead at any time of year. */
const departs = `${new Date().getUTCFullYear() + 1}-01-15`;

test('a Teterboro departure says 17:30 EST; the trip tells its story on one timeline', async ({
  page,
}) => {
  const remote = await startTripsRemote({
    ...SHEET_TRIP,
    legs: [{ depart_date: departs, depart_time: '17:30', from: 'KTEB', to: 'KPBI' }],
  });
  try {
    await operatorsAnswer(remote);
    const [harbor] = await remote
      .read<{ items: { id: string; operator: { designator: string } }[] }>(
        `/v1/trip-requests/${TRIP}/rfqs?limit=100`,
      )
      .then(({ items }) => items.filter((rfq) => rfq.operator.designator === 'HJA'));
    await remote.sim(`/rfqs/${harbor!.id}/messages`, {
      body: 'The Challenger is yours until Friday noon.\nCatering ordered as asked.',
    });
    const clients = await remote.read<{ items: { email: string | null }[] }>(
      '/v1/clients?sort=-trip_request_count&limit=1',
    );
    const client = clients.items[0]!;
    const mailClientOpened = await recordMailClient(page);
    await page.goto('/');
    await pointAppAt(page, remote.api, TRIPS_KEY);
    await page.goto(`/#/trips/${TRIP}`);

    // The leg in its airport's zone; the screen's other times in the laptop's, named once.
    const legs = page.getByRole('list', { name: 'Legs' });
    await expect(legs).toContainText('17:30 EST');
    await expect(page.getByText(ZONE_NOTE)).toHaveCount(1);

    const timeline = page.getByRole('region', { name: 'Timeline' });
    /** The timeline in view at 1280 px, then left at 800. */
    async function timelineAtBothWidths(name: string) {
      for (const width of [1280, 800]) {
        await page.setViewportSize({ width, height: 900 });
        await timeline.scrollIntoViewIfNeeded();
        await screenshot(page, `${name}-${width}`);
      }
    }
    const entries = timeline.getByRole('listitem');
    // Four sent, four opened (a quote or decline opens it), three quotes, a decline, a message.
    await expect(entries).toHaveCount(13);
    const megan = ASKED[0]!;
    await expect(timeline).toContainText(
      `Request for a quote sent to Harbor Jets (${megan.name} <${megan.email}>)`,
    );
    await expect(timeline).toContainText('Harbor Jets quoted €46,500.00');
    await expect(timeline).toContainText(/Northvale.* declined/);
    // Newest first: the message came last.
    await expect(entries.first()).toContainText('wrote: “The Challenger is yours until Friday');
    await expectAccessible(page, 'the trip with its timeline');
    await screenshot(page, 'trip-header-1280');
    await timelineAtBothWidths('trip-timeline');

    // From the keyboard: an entry is a link to its thread.
    const quoted = timeline.getByRole('link', { name: 'Harbor Jets quoted €46,500.00' });
    await quoted.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/trips/${TRIP}/rfqs/${harbor!.id}$`));
    await expect(page.getByText(ZONE_NOTE)).toHaveCount(1);

    // The trips list says the same zone beside the time; the Inbox names the laptop's.
    await page.goto('/#/trips');
    await expect(page.locator('.cell-departure').first()).toContainText('17:30 EST');
    await page.goto('/#/inbox');
    await expect(page.getByText(ZONE_NOTE)).toHaveCount(1);

    // A proposal downloaded as a PDF is made, and sent to no one.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/#/trips/${TRIP}`);
    await page.getByRole('link', { name: 'Make proposal' }).click();
    const pdf = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await pdf;
    await expect(page.getByRole('region', { name: 'Proposal as sent' })).toBeVisible();
    await page.goto(`/#/trips/${TRIP}`);
    const made = timeline.getByRole('link', { name: 'Proposal made' });
    await expect(made).toHaveCount(1);
    await expect(entries).toHaveCount(14);
    await expect(timeline).not.toContainText('emailed');

    // Reopened from its entry, then emailed to the client from the proposal as sent.
    await made.focus();
    await page.keyboard.press('Enter');
    const sent = page.getByRole('region', { name: 'Proposal as sent' });
    await expect(sent).toBeVisible();
    const proposalUrl = page.url();
    const emailed = page.waitForEvent('download');
    await sent.getByRole('button', { name: 'Email to client' }).click();
    await emailed;
    await expect.poll(mailClientOpened).toHaveLength(1);
    await page.goto(`/#/trips/${TRIP}`);
    await expect(entries).toHaveCount(15);
    await expect(entries.first()).toContainText(`Proposal emailed to ${client.email}`);
    await expectAccessible(page, 'the timeline with a proposal made and emailed');
    await timelineAtBothWidths('trip-timeline-proposal');
    await entries.first().getByRole('link').click();
    await expect(page.getByRole('region', { name: 'Proposal as sent' })).toBeVisible();
    expect(page.url()).toBe(proposalUrl);
  } finally {
    await remote.stop();
  }
});
