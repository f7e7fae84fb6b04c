// The edges of a broker's requests for quotes against the reference remote (issue 20, items
// 1, 2, 3, 5, 9 and 10): a batch with an operator the remote does not know is named on its
// row and on the Sync screen and goes to the others without it, never remembered as a
// contact; one truth per row ("Not sent yet", "Sent", "Failed"); a withdrawal the operator
// had already answered with a decline shows the decline at once and says so; an RFQ
// withdrawn before its batch went never reaches its operator (issue 29, 1); a quote's note,
// expiry and response time on the row and in the thread; the client page's latest quote.
import type { Locator, Page } from '@playwright/test';
import { expect, test, untilServiceWorkerControls } from './fixtures';
import { pointAppAt } from './remote-fixture';
import { expectAccessible, screenshot } from './trips-helpers';
import { callWorker } from './worker-driver';
import { TRIP, TRIPS_KEY, operatorOf, startTripsRemote, type TripsRemote } from './trips-remote';

// Some of its tests go offline: the offline cache must hold the app.
test.use({ serviceWorkers: 'allow' });

interface Listing<T> {
  items: T[];
}
interface RemoteRfq {
  id: string;
  status: string;
  operator: { id: string };
}

const GHOST_ID = '0e000000-0000-4000-8000-00000000a1c3';
const NOTE = 'Citation CJ3, all-in incl. fees';

let remote: TripsRemote;
test.beforeEach(async () => {
  remote = await startTripsRemote();
});
test.afterEach(async () => {
  await remote.stop().catch(() => undefined);
});

/** The app on the trip request, its first copy in and nothing waiting to sync. */
async function openTrip(page: Page): Promise<Locator> {
  await page.goto('/');
  await pointAppAt(page, remote.api, TRIPS_KEY);
  await page.goto(`/#/trips/${TRIP}`);
  await expect(page.getByText('No operator has been asked to quote this trip yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All changes synced' })).toBeVisible();
  return page.getByRole('table', { name: 'Requests for quotes' });
}

/** Asks the remembered contacts named. */
async function requestQuotes(page: Page, contacts: readonly string[]): Promise<Locator> {
  await page.getByRole('button', { name: 'Request quotes' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Request quotes for trip/ });
  const list = dialog.getByRole('listbox', { name: 'Remembered contacts' });
  for (const name of contacts) {
    await list.getByRole('option', { name: new RegExp(name) }).click();
  }
  return dialog;
}

async function sendRequest(dialog: Locator, count: number): Promise<void> {
  await dialog.getByRole('button', { name: `Request quotes from ${count} operators` }).click();
  await expect(dialog).toBeHidden();
}

/** The trip's RFQs on the remote, once it has `count` of them. */
async function remoteRfqs(count: number): Promise<RemoteRfq[]> {
  const read = async () =>
    (await remote.read<Listing<RemoteRfq>>(`/v1/trip-requests/${TRIP}/rfqs`)).items;
  await expect.poll(async () => (await read()).length).toBe(count);
  return read();
}

/**
 * Takes the browser off the network and back, as the broker's laptop would: once the offline
 * cache has the app's parts (the screens and notes to come are fetched from it).
 */
async function offline(page: Page, off: boolean): Promise<void> {
  if (off) await untilServiceWorkerControls(page);
  await page.context().setOffline(off);
}

/** Every text the element shows from now on, for asserting what never appeared. */
async function recordTexts(locator: Locator): Promise<() => Promise<string[]>> {
  await locator.evaluate((element) => {
    const seen: string[] = [element.textContent ?? ''];
    new MutationObserver(() => seen.push(element.textContent ?? '')).observe(element, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (element as unknown as { seenTexts: string[] }).seenTexts = seen;
  });
  return () =>
    locator.evaluate((element) => (element as unknown as { seenTexts: string[] }).seenTexts);
}

test('an operator the remote does not know: named on its row and the Sync screen, the others go without it', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const table = await openTrip(page);

  // Offline, so every row waits: none may say Sent. The dialog offers only operators the
  // workspace knows (issue 29, edge 5): a batch naming one the remote does not know comes
  // from elsewhere, here a second worker as another tab would write it.
  await offline(page, true);
  const batch = await callWorker(
    page,
    {
      method: 'POST',
      path: `/v1/trip-requests/${TRIP}/rfqs`,
      body: {
        operators: [
          {
            operator_id: operatorOf('HJA').id,
            email: 'charter@harborjets.com',
            name: 'Megan Doyle',
          },
          {
            operator_id: operatorOf('SRJ').id,
            email: 'jake@sierraridgejet.com',
            name: 'Jake Morales',
          },
          { operator_id: GHOST_ID, email: 'desk@ghost-op.example', name: 'Ghost Op' },
        ],
      },
      idempotencyKey: crypto.randomUUID(),
    },
    { online: false },
  );
  expect(batch.status).toBe(201);
  await expect(table.getByRole('row')).toHaveCount(4);
  // Its name starts the row; the others say they are held back by it.
  const ghost = table.getByRole('row', { name: /^Ghost Op/ });
  const harbor = table.getByRole('row', { name: /charter@harborjets\.com/ });
  await expect(table.getByText('Not sent yet', { exact: true })).toHaveCount(3);
  await expect(table.getByText('Sent', { exact: true })).toHaveCount(0);
  await expect(table.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(ghost).toContainText('Unverified');
  await expect(harbor).not.toContainText('Unverified');

  // Online: the remote refuses the batch on the ghost operator's id.
  await offline(page, false);
  await expect(ghost.getByText('Failed', { exact: true })).toBeVisible();
  await expect(ghost).toContainText('No operator with this id');
  await expect(harbor.getByText('Not sent yet', { exact: true })).toBeVisible();
  await expect(table.getByText('Sent', { exact: true })).toHaveCount(0);
  const notice = page.getByRole('region', { name: /The remote refused Ghost Op/ });
  await expect(notice.getByRole('button', { name: 'Send to the others' })).toBeVisible();
  await expectAccessible(page, 'a trip request with a refused operator');
  await screenshot(page, 'trips-edges-refused-1280');
  await page.setViewportSize({ width: 800, height: 900 });
  for (const email of await table.locator('.email').all()) {
    expect(await email.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  }
  await screenshot(page, 'trips-edges-refused-800');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Never remembered: the picker does not offer it.
  await page.getByRole('button', { name: 'Request quotes' }).first().click();
  const picker = page.getByRole('listbox', { name: 'Remembered contacts' });
  await expect(picker.getByRole('option', { name: /Megan Doyle/ })).toBeVisible();
  await expect(picker.getByRole('option', { name: /ghost-op/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The Sync screen names the operator, asks nothing to be corrected, and sends the others.
  await page.goto('/#/sync');
  const attention = page.getByRole('grid', { name: /Needs your attention/ });
  const entry = attention.getByRole('row', { name: /Request quotes from 3 operators/ });
  await expect(entry).toContainText('Ghost Op');
  await expect(entry).toContainText('desk@ghost-op.example');
  await expect(entry).not.toContainText('Correct this field');
  await expect(entry.getByRole('button', { name: /^Discard/ })).toBeVisible();
  await expectAccessible(page, 'the Sync screen with a refused operator');
  await screenshot(page, 'trips-edges-sync-refused');
  await entry.getByRole('button', { name: /^Send to the others/ }).click();
  await expect(page.getByText('Every change made here has reached the remote.')).toBeVisible();

  const rfqs = await remote.read<Listing<RemoteRfq>>(`/v1/trip-requests/${TRIP}/rfqs`);
  expect(rfqs.items.map((rfq) => rfq.operator.id).sort()).toEqual(
    [operatorOf('HJA').id, operatorOf('SRJ').id].sort(),
  );
  const contacts = await remote.read<Listing<{ email: string }>>('/v1/operator-contacts');
  expect(contacts.items.map((contact) => contact.email)).not.toContain('desk@ghost-op.example');

  await page.goto(`/#/trips/${TRIP}`);
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('Sent', { exact: true })).toHaveCount(2);
  await expect(table).not.toContainText('Ghost Op');
  await page.getByRole('button', { name: 'Request quotes' }).first().click();
  await expect(picker.getByRole('option', { name: /Megan Doyle/ })).toBeVisible();
  await expect(picker.getByRole('option', { name: /ghost-op/ })).toHaveCount(0);
});

test('a withdrawal of an RFQ the operator had already declined shows the decline at once', async ({
  page,
}) => {
  const table = await openTrip(page);
  await sendRequest(await requestQuotes(page, ['Megan Doyle', 'Jake Morales']), 2);
  const sierra = table.getByRole('row', { name: /Sierra Ridge/ });
  await expect(sierra.getByText('Sent', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All changes synced' })).toBeVisible();
  const sierraRfq = (await remoteRfqs(2)).find((rfq) => rfq.operator.id === operatorOf('SRJ').id);

  // The operator declines while the broker's laptop is off the network; the app cannot know.
  await offline(page, true);
  await remote.sim(`/rfqs/${sierraRfq!.id}/decline`, { note: 'No crew that week.' });
  const texts = await recordTexts(table);
  await sierra.getByRole('button', { name: 'Withdraw the request to Sierra Ridge' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(sierra.getByText('Withdrawal not sent yet')).toBeVisible();
  // Nor does the row go back to Sent (with Withdraw) on its way to Declined.
  const rowTexts = await recordTexts(sierra);

  await offline(page, false);
  await expect(sierra.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByText('Sierra Ridge had already declined')).toBeVisible();
  await expect(sierra).toContainText('No crew that week.');
  await expect(sierra.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);
  await screenshot(page, 'trips-edges-withdrawal-refused');
  const shown = await texts();
  expect(shown.filter((text) => /Withdrawn|Failed/.test(text))).toEqual([]);
  expect((await rowTexts()).filter((text) => /\bSent\b/.test(text))).toEqual([]);

  await page.goto('/#/sync');
  await expect(page.getByText('Every change made here has reached the remote.')).toBeVisible();
  const after = await remote.read<Listing<RemoteRfq>>(`/v1/trip-requests/${TRIP}/rfqs`);
  expect(after.items.find((rfq) => rfq.id === sierraRfq!.id)?.status).toBe('declined');
});

test('an RFQ withdrawn before its batch went: its operator never receives the batch', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const table = await openTrip(page);

  // Offline: two operators asked, one taken back before anything went.
  await offline(page, true);
  await sendRequest(await requestQuotes(page, ['Megan Doyle', 'Jake Morales']), 2);
  // Named by their contacts until the remote names their operators.
  const sierra = table.getByRole('row', { name: /sierraridgejet\.com/ });
  const harbor = table.getByRole('row', { name: /harborjets\.com/ });
  await expect(sierra.getByText('Not sent yet', { exact: true })).toBeVisible();
  const texts = await recordTexts(sierra);
  await sierra.getByRole('button', { name: /^Withdraw the request to/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  // Nothing of it is left to send: it reads withdrawn at once.
  await expect(sierra.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(harbor.getByText('Not sent yet', { exact: true })).toBeVisible();

  await offline(page, false);
  await expect(harbor.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'All changes synced' })).toBeVisible({
    timeout: 30_000,
  });
  // The remote's request log: the batch once, and no withdrawal; it holds Harbor Jets' alone.
  const log = (await (await fetch(`${remote.api.url}/_sim/requests?limit=1000`)).json()) as {
    items: { method: string; path: string; status: number }[];
  };
  const writes = log.items.filter(
    (entry) => entry.method === 'POST' && entry.path.startsWith('/v1/'),
  );
  expect(writes.map((entry) => `${entry.path} ${entry.status}`)).toEqual([
    `/v1/trip-requests/${TRIP}/rfqs 201`,
  ]);
  const rfqs = await remoteRfqs(1);
  expect(rfqs.map((rfq) => rfq.operator.id)).toEqual([operatorOf('HJA').id]);

  expect((await texts()).filter((text) => /Withdrawal not sent yet|Failed/.test(text))).toEqual([]);

  // Read back from the remote, the row stays withdrawn: never "missing on the server".
  await page.reload();
  await expect(sierra.getByText('Withdrawn', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(harbor.getByText('Sent', { exact: true })).toBeVisible();
  await expect(table).not.toContainText('Missing on the server');
  await screenshot(page, 'trips-edges-withdrawn-unsent');
});

test("a quote's note, expiry and response time; Lowest only among two; the client page's latest quote", async ({
  page,
}) => {
  const table = await openTrip(page);
  await sendRequest(await requestQuotes(page, ['Megan Doyle', 'Jake Morales']), 2);
  await expect(table.getByText('Sent', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'All changes synced' })).toBeVisible();
  const rfqs = await remoteRfqs(2);
  const idOf = (designator: string) =>
    rfqs.find((rfq) => rfq.operator.id === operatorOf(designator).id)!.id;

  await remote.sim(`/rfqs/${idOf('SRJ')}/quote`, { amount_cents: 1_875_000, note: NOTE });
  await page.reload();
  const sierra = table.getByRole('row', { name: /Sierra Ridge/ });
  await expect(sierra).toContainText('$18,750.00');
  await expect(sierra).toContainText(NOTE);
  // The remote says no validity for this quote: the row says when the request lapses, by that
  // name, never as the quote's validity.
  await expect(sierra).toContainText(/Request expires/);
  await expect(sierra).not.toContainText(/Valid until/);
  await expect(sierra).toContainText(/Quoted .*ago|Quoted just now/);
  await expect(sierra).not.toContainText('Lowest');
  await expectAccessible(page, 'a trip request with a quote and its note');
  await screenshot(page, 'trips-edges-quote-note-1280');
  await page.setViewportSize({ width: 800, height: 900 });
  await screenshot(page, 'trips-edges-quote-note-800');
  await page.setViewportSize({ width: 1280, height: 720 });

  await table.getByRole('link', { name: /with Sierra Ridge/ }).click();
  const thread = page.getByRole('main');
  await expect(thread).toContainText(`Quoted $18,750.00: “${NOTE}”`);
  await expect(thread.locator('.thread-facts')).toContainText(/Request expires/);
  await expect(thread.locator('.thread-facts')).toContainText(/Quoted/);
  await screenshot(page, 'trips-edges-thread-quote');
  await thread.getByRole('link', { name: /← Trip request/ }).click();

  // A second, lower quote: now one of two is the lowest.
  await remote.sim(`/rfqs/${idOf('HJA')}/quote`, { amount_cents: 1_700_000 });
  await page.reload();
  const harbor = table.getByRole('row', { name: /Harbor Jets/ });
  await expect(harbor).toContainText('$17,000.00');
  await expect(harbor).toContainText('Lowest');
  await expect(sierra).not.toContainText('Lowest');

  // The client page: its trip's latest quote from the RFQs known here.
  await page.getByRole('link', { name: /^← / }).first().click();
  const trip = page.getByRole('article', { name: /Trip request #/ });
  await expect(trip).toContainText(/Latest quote\s*\$17,000\.00 from Harbor Jets/);
  await expect(trip).not.toContainText('None yet');
  await expectAccessible(page, "the client page's latest quote");
  await screenshot(page, 'trips-edges-client-latest-quote');
});

test('the picker groups contacts by operator, names none "No name", and a repeated operator is said beside Send, focused', async ({
  page,
}) => {
  await openTrip(page);
  await page.getByRole('button', { name: 'Request quotes' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Request quotes for trip/ });
  const list = dialog.getByRole('listbox', { name: 'Remembered contacts' });
  // Megan Doyle and Luis Ortega both quote for Harbor Jets: one group holds them.
  const harbor = list.getByRole('group').filter({ has: page.getByText('Megan Doyle') });
  await expect(harbor.getByRole('option')).toHaveCount(2);
  await expect(harbor.getByRole('option', { name: /Luis Ortega/ })).toBeVisible();
  await expect(list).not.toContainText('No name');
  await expect(list.getByRole('option', { name: /quotes@skywardexec\.com/ })).toBeVisible();
  await expectAccessible(page, 'the contact picker');
  await screenshot(page, 'trips-edges-picker');

  await harbor.getByRole('option', { name: /Megan Doyle/ }).click();
  await harbor.getByRole('option', { name: /Luis Ortega/ }).click();
  await dialog.getByRole('button', { name: 'Request quotes from 2 operators' }).click();
  const faults = dialog.getByRole('alert').filter({ hasText: 'Not sent yet' });
  await expect(faults).toContainText('Luis Ortega: This operator is already in the request');
  await expect(faults).toBeFocused();
  await expect(faults).toBeInViewport();
  await screenshot(page, 'trips-edges-repeated-operator');
  // Removing one sends it.
  await dialog.getByRole('button', { name: /Remove Luis Ortega/ }).click();
  await expect(faults).toBeHidden();
  await dialog.getByRole('button', { name: 'Request quotes from 1 operator' }).click();
  await expect(dialog).toBeHidden();
});
