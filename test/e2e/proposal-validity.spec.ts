// A quote's own validity, from the API to the client's PDF and Needs you: two operators have
// quoted when the app copies the trip; the third quotes through /_sim/ with a `valid_until`
// once the app has copied the trip. After sync (its RFQs, then its client's detail with the trip's
// `latest_quote`), the proposal's option for that quote says "Valid until" that instant in the
// client's zone, with its abbreviation (never the request's expiry), and so does the PDF read
// back. Needs you lists the quote about to run out once its threshold (Settings) covers it.
// axe, and screenshots at 1280 and 800 px.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { instantInZone } from '../../shared/time/zoned';
import { expect, test } from './fixtures';
import { pointAppAt } from './remote-fixture';
import { ASKED, askOperators, pdfText } from './quoting-steps';
import { expectAccessible, screenshot } from './trips-helpers';
import { TRIP, TRIPS_KEY, startTripsRemote } from './trips-remote';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const VALIDITY_TRIP = {
  currency: 'EUR',
  pax: 4,
  legs: [
    { depart_date: day(30), depart_time: '17:30', from: 'KTEB', to: 'KPBI' },
    { depart_date: day(34), depart_time: '09:15', from: 'KPBI', to: 'KTEB' },
  ],
};

/** Whitespace as one space: Intl and the PDF's text space a time differently. */
const spaced = (text: string) => text.replace(/\s+/g, ' ');

async function screenshots(page: Page, name: string) {
  await screenshot(page, `${name}-1280`, { fullPage: true });
  await page.setViewportSize({ width: 800, height: 900 });
  await screenshot(page, `${name}-800`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The app's Needs you threshold for a quote about to run out, set in Settings. */
async function setValidityHours(page: Page, hours: number) {
  await page.goto('/#/settings');
  const field = page.getByLabel('Quote about to run out (hours)');
  await field.fill(String(hours));
  await page.getByRole('button', { name: 'Save thresholds' }).click();
  await expect(page.getByText('Needs you thresholds saved')).toBeVisible();
}

test('a quote’s own validity from the API reaches the proposal, its PDF and Needs you', async ({
  page,
}) => {
  const remote = await startTripsRemote(VALIDITY_TRIP);
  try {
    const rfqOf = await askOperators(remote, ASKED.slice(0, 3));
    await remote.sim(`/rfqs/${rfqOf('HJA')}/quote`, { amount_cents: 4_650_000 });
    await remote.sim(`/rfqs/${rfqOf('RVA')}/quote`, { amount_cents: 5_320_000 });
    const clients = await remote.read<{ items: { timezone: string }[] }>(
      '/v1/clients?sort=-trip_request_count&limit=1',
    );
    const clientZone = clients.items[0]!.timezone;

    await page.goto('/');
    await pointAppAt(page, remote.api, TRIPS_KEY);
    await page.goto(`/#/trips/${TRIP}`);
    const quotes = page
      .getByRole('region', { name: 'Quotes compared' })
      .getByRole('list', { name: 'Quotes' })
      .getByRole('article');
    await expect(quotes).toHaveCount(2);

    // Alpenflug quotes once the trip is copied, valid for 20 hours (on the whole minute, as a
    // person gives it); its request lapses 72 hours after it was sent.
    const validUntil = new Date(Math.ceil((Date.now() + 20 * HOUR_MS) / 60_000) * 60_000);
    await remote.sim(`/rfqs/${rfqOf('APJ')}/quote`, {
      amount_cents: 6_100_000,
      valid_until: validUntil.toISOString(),
    });
    // Reopened, the app asks for the trip's RFQs at once rather than at its next read.
    await page.reload();
    await expect(quotes).toHaveCount(3);
    const asked = await remote.read<{ items: { id: string; expires_at: string }[] }>(
      `/v1/trip-requests/${TRIP}/rfqs`,
    );
    const expiresAt = asked.items.find((rfq) => rfq.id === rfqOf('APJ'))!.expires_at;
    const said = `Valid until ${spaced(instantInZone(validUntil.toISOString(), clientZone, 'en-US'))}`;
    const expiry = spaced(instantInZone(expiresAt, clientZone, 'en-US'));

    await page.getByRole('link', { name: 'Make proposal' }).click();
    const picker = page.getByRole('table', { name: /Options/ });
    // The quote's own validity once the trip's latest quote has come with its client's detail.
    await expect(picker.getByRole('row', { name: /Alpenflug/ })).toContainText('The quote’s own');
    const document = page.getByRole('article', { name: /^Proposal for trip/ });
    await expect
      .poll(async () => spaced(await document.innerText()), { timeout: 30_000 })
      .toContain(said);
    const shown = spaced(await document.innerText());
    expect(shown).not.toContain(expiry);
    // The two quotes the operators gave no validity for are the broker's to say.
    expect(shown.split('Validity: ask your broker')).toHaveLength(3);
    await expectAccessible(page, 'the proposal with a quote’s own validity');
    await screenshots(page, 'proposal-validity');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = spaced(
      await pdfText(new Uint8Array(await readFile((await (await download).path())!))),
    );
    expect(pdf).toContain(said);
    expect(pdf).not.toContain(expiry);

    // Needs you: 20 hours is past the default 12, and within 24 once the broker says so.
    const running = page.getByRole('list', { name: 'Quotes about to run out' });
    await page.goto('/#/needs-you');
    // The PDF that left showed every quote: nothing else needs the broker yet.
    await expect(page.getByText('Nothing needs you right now')).toBeVisible();
    await expect(running).toHaveCount(0);
    await setValidityHours(page, 24);
    await page.goto('/#/needs-you');
    const item = running.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('The quote of €61,000.00 is valid until');
    await expect(item).toContainText('KTEB → KPBI → KTEB');
    await expectAccessible(page, 'Needs you with a quote about to run out');
    await screenshots(page, 'needs-you-validity');
  } finally {
    await remote.stop();
  }
});
