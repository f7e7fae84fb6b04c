// From a trip with three quotes to a branded proposal with margins emailed to the client, in
// browser mode and offline once the quotes are copied: the broker sets the branding in
// Settings, picks the options (one with its own margin, one with the aircraft type and seats
// the operator quoted, a bad seat count refused by name, two with a validity they set), and
// emails the proposal: the PDF made in the page is downloaded and read back (prices with the
// margin, no net, no operator, the zone beside every time, the validity), the mailto: opened
// is checked; the print view through Chromium's print-to-PDF says the same. The proposal is
// listed on the trip and reopens exactly as sent. axe, screenshots at 1280 and 800 px.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test, untilServiceWorkerControls } from './fixtures';
import { pointAppAt } from './remote-fixture';
import { ASKED, operatorsAnswer, pdfText } from './quoting-steps';
import { expectAccessible, screenshot } from './trips-helpers';
import { TRIP, TRIPS_KEY, startTripsRemote } from './trips-remote';

// Offline once the quotes are copied: the screens come from the offline cache.
test.use({ serviceWorkers: 'allow' });

const DAY_MS = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const PROPOSAL_TRIP = {
  currency: 'EUR',
  pax: 4,
  preferred_category: 'midsize' as const,
  legs: [
    { depart_date: day(30), depart_time: '17:30', from: 'KTEB', to: 'KPBI' },
    { depart_date: day(34), depart_time: '09:15', from: 'KPBI', to: 'KTEB' },
  ],
};

/** The client's prices: 8 % on Harbor (€46,500) and Riviera (€53,200), 10 % on Alpenflug. */
const PRICES = ['€50,220.00', '€57,456.00', '€67,100.00'];
const NETS = ['46,500', '53,200', '61,000'];
const OPERATOR_WORDS = ['Harbor', 'Riviera', 'Alpenflug', 'Northvale', ...ASKED.map((a) => a.name)];

/** A 2 × 1 px PNG: the broker's logo. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR4nGMQsTnx/8MWjf8AEyME45JFbysAAAAASUVORK5CYII=',
  'base64',
);

/** Every clock time in `text` has a zone beside it ("17:30 EST", "6:00 PM GMT+1"). */
function expectZoneBesideEveryTime(text: string) {
  const times = [...text.matchAll(/\d{1,2}:\d{2}(?:\s?[AP]M)?/g)];
  expect(times.length).toBeGreaterThan(0);
  for (const time of times) {
    const after = text.slice(time.index + time[0].length, time.index + time[0].length + 12);
    expect(after, `a zone after ${time[0]}`).toMatch(/^\s*(?:[A-Z]{2,5}\b|GMT[+-]\d)/);
  }
}

function expectClientsDocument(text: string) {
  for (const price of PRICES) expect(text).toContain(price);
  for (const net of NETS) expect(text).not.toContain(net);
  for (const word of OPERATOR_WORDS) expect(text).not.toContain(word);
  expect(text).toContain('Blue Horizon Aviation');
  expect(text).toContain('Bea Broker');
  expect(text).toContain('Payment due on confirmation.');
  expect(text).toMatch(/17:30 E[SD]T/);
  expect(text).toMatch(/09:15 E[SD]T/);
  // Set in the laptop's zone, read in the client's, with its abbreviation.
  expect(text).toMatch(/Valid until Dec 3[01], 2026, \d{1,2}:00\s[AP]M [A-Z]{2,5}\b/);
  expect(text).toContain('Validity: ask your broker');
  expect(text).not.toContain('Request lapses');
  // Each option's own aircraft and seats: the type the broker typed, else the trip's category.
  expect(text).toContain('Aircraft: Challenger 350 · 9 seats');
  expect(text.match(/Aircraft: Midsize jet · 4 seats/g)).toHaveLength(2);
  expectZoneBesideEveryTime(text);
}

async function setBranding(page: Page) {
  await page.goto('/#/settings');
  const branding = page.getByRole('region', { name: 'Branding on proposals' });
  // Every field at fault said at once.
  await branding.getByLabel('Email').fill('not an email');
  await branding.getByLabel('Phone').fill('call me');
  await branding.getByRole('button', { name: 'Save branding' }).click();
  for (const field of ['Company name', 'Your name', 'Email', 'Phone']) {
    await expect(branding.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');
  }
  await branding.getByLabel('Company name').fill('Blue Horizon Aviation');
  await branding.getByLabel('Your name').fill('Bea Broker');
  await branding.getByLabel('Phone').fill('+1 212 555 0100');
  await branding.getByLabel('Email').fill('bea@bluehorizon.example');
  await branding.getByLabel(/^Terms/).fill('Payment due on confirmation.');
  await branding
    .getByLabel('Logo (PNG or JPEG)')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await expect(branding.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await branding.getByRole('button', { name: 'Save branding' }).click();
  await expect(page.getByText('Branding saved')).toBeVisible();
  await expectAccessible(page, 'settings with the proposal parts');
}

test(
  'a branded proposal with margins emailed to the client, offline, and reopened as sent',
  { tag: '@core' },
  async ({ page }) => {
    const remote = await startTripsRemote(PROPOSAL_TRIP);
    try {
      await operatorsAnswer(remote);
      // The trip's client: the one client with a trip request.
      const clients = await remote.read<{ items: { email: string | null; name: string }[] }>(
        '/v1/clients?sort=-trip_request_count&limit=1',
      );
      const client = clients.items[0]!;
      expect(client.email, 'the seeded client has an email').not.toBeNull();
      // The mail client the page opens: recorded instead.
      await page.addInitScript(() => {
        const opened: string[] = [];
        Object.assign(window, { openedUrls: opened });
        window.open = (url) => {
          opened.push(String(url));
          return null;
        };
      });
      await page.goto('/');
      await pointAppAt(page, remote.api, TRIPS_KEY);
      await page.goto(`/#/trips/${TRIP}`);
      const compared = page.getByRole('region', { name: 'Quotes compared' });
      await expect(compared.getByRole('list', { name: 'Quotes' }).getByRole('article')).toHaveCount(
        3,
      );
      await untilServiceWorkerControls(page);
      await page.context().setOffline(true);

      await setBranding(page);
      await page.goto(`/#/trips/${TRIP}`);
      await page.getByRole('link', { name: 'Make proposal' }).click();
      // The screen's heading names it and takes focus, not <body>.
      await expect(
        page.getByRole('heading', { name: /^Proposal · Trip request #\d+$/ }),
      ).toBeFocused();

      const picker = page.getByRole('table', { name: /Options/ });
      await expect(picker.getByRole('row')).toHaveCount(4);
      const harbor = picker.getByRole('row', { name: /Harbor Jets/ });
      await expect(harbor).toContainText('€46,500.00');
      await expect(harbor).toContainText('€3,720.00');
      await expect(harbor).toContainText('€50,220.00');
      await picker.getByLabel('Margin for Alpenflug').fill('10%');
      await expect(picker.getByRole('row', { name: /Alpenflug/ })).toContainText('€67,100.00');
      // Harbor Jets quoted a Challenger 350 with nine seats; a tenth digit is refused by name.
      await expect(picker.getByLabel('Aircraft, Riviera Jet')).toHaveValue('Midsize jet');
      await expect(picker.getByLabel('Seats, Riviera Jet')).toHaveValue('4');
      await picker.getByLabel('Aircraft, Harbor Jets').fill('Challenger 350');
      const seats = picker.getByLabel('Seats, Harbor Jets');
      await seats.fill('1000');
      await expect(seats).toHaveAttribute('aria-invalid', 'true');
      await expect(seats).toHaveAccessibleDescription('Seats: a whole number from 1 to 999');
      await expect(
        page.getByRole('status').filter({ hasText: 'Seats for Harbor Jets' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Email to client' })).toHaveCount(0);
      await page.setViewportSize({ width: 800, height: 900 });
      await screenshot(page, 'proposal-seats-error-800');
      await page.setViewportSize({ width: 1280, height: 900 });
      await seats.fill('9');
      await expect(seats).not.toHaveAttribute('aria-invalid');
      await picker.getByLabel('Valid until, Harbor Jets').fill('2026-12-31T18:00');
      await picker.getByLabel('Valid until, Riviera Jet').fill('2026-12-31T18:00');

      const document = page.getByRole('article', { name: /^Proposal for trip/ });
      for (const price of PRICES) await expect(document).toContainText(price);
      await expect(document).not.toContainText('Harbor');
      await expectAccessible(page, 'the proposal');
      await screenshot(page, 'proposal-1280', { fullPage: true });
      await page.setViewportSize({ width: 800, height: 900 });
      await screenshot(page, 'proposal-800', { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // Email to client: the PDF made in the page, downloaded, and the mail client opened.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Email to client' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^proposal-trip-\d+\.pdf$/);
      expectClientsDocument(await pdfText(new Uint8Array(await readFile((await file.path())!))));

      await expect
        .poll(() => page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls))
        .toHaveLength(1);
      const [mailto] = await page.evaluate(
        () => (window as unknown as { openedUrls: string[] }).openedUrls,
      );
      const url = new URL(mailto!);
      expect(url.protocol).toBe('mailto:');
      expect(decodeURIComponent(url.pathname)).toBe(client.email);
      expect(url.searchParams.get('subject')).toMatch(
        /^Your proposal for trip \d+: KTEB – KPBI – KTEB$/,
      );
      expect(url.searchParams.get('body')).toContain(`Dear ${client.name}`);
      expect(url.searchParams.get('body')).toContain('Bea Broker');

      // Recorded, and open as sent; the print view (Chromium's print-to-PDF) says the same.
      await expect(page.getByRole('region', { name: 'Proposal as sent' })).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: /^Sent .* · 3 options$/ }),
      ).toBeVisible();
      // The time it was sent is the laptop's, and the screen names that zone.
      await expect(page.getByRole('region', { name: 'Proposal as sent' })).toContainText(
        /Times in \S+/,
      );
      const printed = await page.pdf({ format: 'A4', printBackground: true });
      expectClientsDocument(await pdfText(printed));
      await expectAccessible(page, 'the proposal as sent');
      await screenshot(page, 'proposal-sent-1280');
      await page.setViewportSize({ width: 800, height: 900 });
      await screenshot(page, 'proposal-sent-800');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.goto(`/#/trips/${TRIP}`);
      const listed = page.getByRole('region', { name: 'Proposals' }).getByRole('link', {
        name: /^Sent .*, 3 options$/,
      });
      await expect(listed).toBeVisible();
      await listed.click();
      const reopened = page.getByRole('article', { name: /^Proposal for trip/ });
      for (const price of PRICES) await expect(reopened).toContainText(price);
      await expect(reopened).toContainText('Validity: ask your broker');
      await expect(page.getByText(/Out of date/)).toHaveCount(0);
      const again = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      expectClientsDocument(
        await pdfText(new Uint8Array(await readFile((await (await again).path())!))),
      );
    } finally {
      await remote.stop();
    }
  },
);
