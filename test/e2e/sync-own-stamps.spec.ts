// Times and names after sync (issue 29, item 9): consent changed offline still reads the
// moment the broker recorded it, by "you", once the remote's copy lands, though the remote
// stamps its own time (two hours on here) and its API user; the broker's message on a thread
// stays "You" once it has gone.
import type { Locator, Page } from '@playwright/test';
import { detailField } from './client-form-helpers';
import { expect, test, untilServiceWorkerControls } from './fixtures';
import { pointAppAt } from './remote-fixture';
import { TRIP, TRIPS_KEY, startTripsRemote, type TripsRemote } from './trips-remote';

// It goes offline: the offline cache must hold the app.
test.use({ serviceWorkers: 'allow' });

let remote: TripsRemote;
test.beforeEach(async () => {
  remote = await startTripsRemote();
});
test.afterEach(async () => {
  await remote.stop().catch(() => undefined);
});

const synced = (page: Page) =>
  expect(page.getByRole('link', { name: 'All changes synced' })).toBeVisible({ timeout: 30_000 });

async function setOffline(page: Page, off: boolean): Promise<void> {
  if (off) await untilServiceWorkerControls(page);
  await page.context().setOffline(off);
}

/** The trip's one RFQ, sent to Megan Doyle of Harbor Jets while online. */
async function askOne(page: Page): Promise<Locator> {
  await page.goto(`/#/trips/${TRIP}`);
  await synced(page);
  await page.getByRole('button', { name: 'Request quotes' }).first().click();
  const dialog = page.getByRole('dialog', { name: /Request quotes for trip/ });
  const contacts = dialog.getByRole('listbox', { name: 'Remembered contacts' });
  await contacts.getByRole('option', { name: /Megan Doyle/ }).click({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Request quotes from 1 operator' }).click();
  const table = page.getByRole('table', { name: 'Requests for quotes' });
  await expect(table.getByText('Sent', { exact: true })).toBeVisible({ timeout: 30_000 });
  return table;
}

test('consent recorded offline keeps its moment and "you"; the broker\'s message stays "You"', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await pointAppAt(page, remote.api, TRIPS_KEY);
  const table = await askOne(page);
  await table.getByRole('link', { name: /with Harbor Jets/ }).click();
  const thread = page.getByRole('main');
  await expect(thread.getByRole('textbox', { name: /^Message to/ })).toBeVisible();

  // Offline: a message to the operator, and the client's SMS consent changed.
  await setOffline(page, true);
  await thread.getByRole('textbox', { name: /^Message to/ }).fill('Can you do 7am?');
  await thread.getByRole('button', { name: 'Send' }).click();
  const mine = thread.getByRole('listitem').filter({ hasText: 'Can you do 7am?' });
  await expect(mine.locator('.message-author')).toHaveText('You');

  await page.goto(`/#/trips/${TRIP}`);
  const back = page.getByRole('link', { name: /^← / }).first();
  const name = (await back.textContent())!.replace(/^← /, '');
  await back.click();
  const detail = page.getByRole('region', { name });
  await detail.getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('region', { name: `Edit ${name}` });
  const sms = form.getByRole('checkbox', { name: 'By SMS' });
  await sms.setChecked(!(await sms.isChecked()));
  await form.getByRole('button', { name: 'Save changes' }).click();
  const consent = detailField(detail, 'Marketing consent');
  await expect(consent).toContainText(/Recorded by you on /);
  const recorded = (await consent.textContent())!;

  // Back online two hours later by the remote's clock: it stamps both with its own time.
  await remote.sim('/clock', { advance_ms: 2 * 60 * 60 * 1000 });
  await setOffline(page, false);
  await synced(page);
  await page.reload();
  await expect(consent).toHaveText(recorded);

  await page.goto(`/#/trips/${TRIP}`);
  await table.getByRole('link', { name: /with Harbor Jets/ }).click();
  await expect(mine).toBeVisible({ timeout: 30_000 });
  await expect(mine.locator('.message-author')).toHaveText('You');
  await expect(mine).not.toContainText('Pending');
});
