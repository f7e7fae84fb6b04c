// An operator quotes again while the broker composes a proposal, and again once it is sent,
// in browser mode against the reference remote (the new quotes through /_sim/). Composing,
// the option says which operator quoted again, the new amount and the old, and that its price
// now uses the new quote, never repricing without a word, and a quote withdrawn by a decline
// is said gone; sent, the proposal stays as the client saw it and says which option is out of
// date. axe, screenshots at 1280 and 800 px.
import { expect, test } from './fixtures';
import { pointAppAt } from './remote-fixture';
import { SHEET_TRIP, operatorsAnswer } from './quoting-steps';
import { expectAccessible, screenshot } from './trips-helpers';
import { TRIP, TRIPS_KEY, startTripsRemote } from './trips-remote';

// The sync's watch of a trip on screen reads its quotes every few seconds; a loaded machine
// may take longer.
const ARRIVES = { timeout: 60_000 };

test('a new quote is said on the proposal being made, and makes the one sent out of date', async ({
  page,
}) => {
  const remote = await startTripsRemote(SHEET_TRIP);
  try {
    const rfqOf = await operatorsAnswer(remote);
    await page.goto('/');
    await pointAppAt(page, remote.api, TRIPS_KEY);
    await page.goto(`/#/trips/${TRIP}`);
    const compared = page.getByRole('region', { name: 'Quotes compared' });
    await compared.getByRole('link', { name: 'Make proposal (3 quotes)' }).click();
    const picker = page.getByRole('table', { name: /Options/ });
    const harbor = picker.getByRole('row', { name: /Harbor Jets/ });
    await expect(harbor).toContainText('€50,220.00');
    const proposal = page.getByRole('article', { name: /^Proposal for trip/ });
    await expect(proposal).toContainText('€50,220.00');
    await expect(picker.getByRole('status')).toHaveCount(0);

    // Harbor Jets quotes again, higher: said on its option, the price the new quote's.
    await remote.sim(`/rfqs/${rfqOf('HJA')}/quote`, { amount_cents: 5_000_000 });
    const notice = picker.getByRole('status');
    await expect(notice).toHaveText(
      'Harbor Jets quoted again: €50,000.00, was €46,500.00 — the price below uses the new quote.',
      ARRIVES,
    );
    await expect(harbor).toContainText('€54,000.00');
    await expect(proposal).toContainText('€54,000.00');
    await expect(proposal).not.toContainText('€50,220.00');
    // The client never reads it.
    await expect(proposal).not.toContainText('quoted again');
    // Alpenflug declines after all: said, not dropped unseen.
    await remote.sim(`/rfqs/${rfqOf('APJ')}/decline`, { note: 'Aircraft gone in maintenance.' });
    await expect(
      page.getByRole('status').filter({ hasText: /^The quote of Alpenflug no longer stands/ }),
    ).toBeVisible(ARRIVES);
    await expect(picker.getByRole('row', { name: /Alpenflug/ })).toHaveCount(0);
    await expect(proposal.getByRole('heading', { name: /^Option/ })).toHaveCount(2);
    await expectAccessible(page, 'a proposal with a new quote');
    await screenshot(page, 'proposal-requote-1280');
    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'proposal-requote-800');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Sent (its PDF downloaded): it opens as sent, in date.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    await download;
    const sent = page.getByRole('region', { name: 'Proposal as sent' });
    await expect(
      sent.getByRole('status').filter({ hasText: /^Sent .* · 2 options$/ }),
    ).toBeVisible();
    await expect(sent.getByText(/^Out of date/)).toHaveCount(0);

    // Riviera Jet, option 2, quotes again: the proposal as sent says so, its prices unchanged.
    await remote.sim(`/rfqs/${rfqOf('RVA')}/quote`, { amount_cents: 5_250_000 });
    const stale = sent.getByRole('alert');
    await expect(stale).toContainText(
      'Out of date: the quote behind option 2 has changed since this proposal was sent.',
      ARRIVES,
    );
    const document = sent.getByRole('article', { name: /^Proposal for trip/ });
    await expect(document).toContainText('€57,456.00');
    await expect(document).not.toContainText('€56,700.00');
    await expectAccessible(page, 'a proposal as sent, out of date');
    await screenshot(page, 'proposal-out-of-date-1280');
    await page.setViewportSize({ width: 800, height: 900 });
    await screenshot(page, 'proposal-out-of-date-800');
  } finally {
    await remote.stop().catch(() => undefined);
  }
});
