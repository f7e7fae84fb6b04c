// Search everything on the demo data (no remote): Ctrl+K from any screen opens the header's
// search; a trip is found by its airport's name, its ICAO code, its client's name and a date
// typed "12 Dec", an operator by its designator, a message written meanwhile (by another
// tab's worker) by a word of its text, which appears in the open results; arrows move, Enter
// opens each, Escape gives the focus back. axe on the open results; screenshots at 1280 and
// 800 px.
import type { Page } from '@playwright/test';
import { generateDemoOrganization } from '../../shared/demo';
import { demoAirports } from '../../shared/demo/airports';
import { loadDemo } from './clients-list-support';
import { expect, test } from './fixtures';
import { expectAccessible, screenshot } from './page-checks';
import { openDemoTrip } from './trips-helpers';
import { callWorker } from './worker-driver';

const field = (page: Page) => page.getByRole('combobox', { name: 'Search everything' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });
const group = (page: Page, name: string) => results(page).getByRole('group', { name });

/** Ctrl+K, then `q` typed; resolves once the answer for it shows. */
async function search(page: Page, q: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+K');
  await expect(field(page)).toBeFocused();
  await field(page).fill(q);
  await expect(
    page.getByRole('status').filter({ hasText: /result|Nothing matches/ }),
  ).toBeVisible();
}

/** A demo trip from or to Teterboro, with its client's name and first departure. */
function teterboroTrip() {
  const org = generateDemoOrganization();
  const trip = org.trip_requests!.find(
    (candidate) =>
      candidate.client_id && candidate.legs.some((leg) => leg.from === 'KTEB' || leg.to === 'KTEB'),
  )!;
  const client = org.clients!.find((candidate) => candidate.id === trip.client_id)!;
  const day = new Date(`${trip.legs[0]!.depart_date}T12:00:00Z`);
  const typed = day.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return { trip, client, typed, iso: trip.legs[0]!.depart_date };
}

test(
  'search everything finds trips, operators and messages, and opens them',
  { tag: '@core' },
  async ({ page }) => {
    expect(demoAirports.find((airport) => airport.code === 'KTEB')?.name).toMatch(/Teterboro/);
    await loadDemo(page);
    const { trip, client, typed, iso } = teterboroTrip();
    const tripOpened = new RegExp(`#/trips/${trip.id}$`);

    // By the airport's name and the client's name: the trip, "Teterboro" marked.
    await search(page, `Teterboro ${client.name}`);
    const tripHit = group(page, 'Trips').getByRole('option').first();
    await expect(tripHit).toContainText(`#${trip.number}`);
    await expect(tripHit.locator('mark', { hasText: 'Teterboro' }).first()).toBeVisible();
    await expect(field(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await screenshot(page, 'search-1280');
    await expectAccessible(page, 'the open search');
    await page.setViewportSize({ width: 800, height: 700 });
    await screenshot(page, 'search-800');
    await page.setViewportSize({ width: 1280, height: 800 });

    // Escape closes and leaves the field; Enter on the trip (the arrows onto it) opens it.
    await page.keyboard.press('Escape');
    await expect(results(page)).toBeHidden();
    await search(page, `KTEB ${client.name} ${typed}`);
    await expect(group(page, 'Trips').getByRole('option').first()).toContainText(`#${trip.number}`);
    const options = results(page).getByRole('option');
    const tripAt = await options.evaluateAll(
      (all, number) => all.findIndex((option) => option.textContent?.includes(`#${number}`)),
      trip.number,
    );
    for (let step = 0; step < tripAt; step += 1) await page.keyboard.press('ArrowDown');
    await expect(options.nth(tripAt)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(tripOpened);

    // A date typed as a broker types it, ISO too.
    await search(page, `${client.name} ${iso}`);
    await expect(group(page, 'Trips').getByRole('option').first()).toContainText(`#${trip.number}`);

    // An operator by its designator.
    await search(page, 'NVA');
    await expect(group(page, 'Operators').getByRole('option').first()).toContainText(
      'Northvale Air',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/trips/);

    // Escape gives the focus back to where it was before Ctrl+K.
    await page.goto('/#/clients');
    const clientSearch = page.getByLabel('Search clients');
    await clientSearch.focus();
    await search(page, 'Teterboro');
    await page.keyboard.press('Escape');
    await expect(clientSearch).toBeFocused();
  },
);

test("the Trips list's own search finds a trip by client, airport and number", async ({ page }) => {
  await loadDemo(page);
  const { trip, client } = teterboroTrip();
  await page.goto('/#/trips');
  const rows = page.getByRole('table', { name: 'Trips' }).locator('[role="row"][data-index]');
  await expect(rows.first()).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any status' });
  const field = page.getByLabel('Search trips');
  await field.fill(`kteb ${client.name.toUpperCase()}`);
  await expect(rows.locator('.trip-link', { hasText: `Trip #${trip.number}` })).toBeVisible();
  for (const name of await rows.locator('.trip-client').allInnerTexts()) {
    expect(name).toContain(client.name);
  }
  await field.fill(`#${trip.number}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().locator('.trip-link')).toHaveText(`Trip #${trip.number}`);
  await expectAccessible(page, 'the Trips list searched');
  await field.fill('zzzz');
  await expect(rows).toHaveCount(0);
});

test('a message written in another tab appears in the open search results', async ({ page }) => {
  await loadDemo(page);
  // A message written meanwhile, in another tab's worker: it appears in the open results.
  await page.goto('/#/clients');
  await search(page, 'oat milk');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing matches.' })).toBeVisible();
  const contact = generateDemoOrganization().operator_contacts![0]!;
  const open = await openDemoTrip(page);
  const batch = await callWorker(page, {
    method: 'POST',
    path: `/v1/trip-requests/${open.id}/rfqs`,
    body: { operators: [{ operator_id: contact.operator_id, email: contact.email }] },
    idempotencyKey: crypto.randomUUID(),
  });
  expect(batch.status, JSON.stringify(batch.body)).toBe(201);
  const rfqId = (batch.body as { items: { id: string }[] }).items[0]!.id;
  await callWorker(page, {
    method: 'POST',
    path: `/v1/rfqs/${rfqId}/messages`,
    body: { body: 'Could you load oat milk for the return, please?' },
    idempotencyKey: crypto.randomUUID(),
  });
  const messageHit = group(page, 'Messages').getByRole('option').first();
  await expect(messageHit).toContainText('oat milk');
  await expect(messageHit.locator('mark', { hasText: 'oat' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/trips/${open.id}/rfqs/${rfqId}$`));
});
