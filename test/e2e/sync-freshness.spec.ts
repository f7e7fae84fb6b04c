// How fresh the copy is kept, as the broker sees it on the Sync screen: when the clients were
// last fully compared with the server and the pace's forecast in words; and a client a
// colleague creates on the server shows in the clients list without a reload, after Sync now
// ran the rounds due soonest (the walk of a small book among them).
import type { Page } from '@playwright/test';
import type { RemoteApi } from '../remote-api/server';
import { expect, test } from './fixtures';
import { startRemote } from './remote-fixture';
import {
  KEY,
  connectThroughSettings,
  expectAccessible,
  screenshot,
  smallRemoteConfig,
} from './sync-screen-helpers';

const openSync = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sync' }).click();

let remote: RemoteApi;
test.beforeEach(async () => {
  remote = await startRemote(smallRemoteConfig());
});
test.afterEach(async () => {
  await remote.close();
});

test("the Sync screen says how fresh the copy is; Sync now brings a colleague's new client", async ({
  page,
}) => {
  await connectThroughSettings(page, remote, KEY);
  await openSync(page);
  const freshness = page.getByRole('region', { name: 'Freshness' });
  await expect(freshness.getByText(/^Clients last fully compared with the server/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    freshness.getByText(/the allowance lasts to the period's end with the 10% reserve kept\.$/),
  ).toBeVisible({ timeout: 30_000 });
  await screenshot(page, 'sync-freshness');
  await expectAccessible(page);

  // A colleague creates a client on the server, with a key of the organization.
  const created = await fetch(`${remote.url}/v1/clients`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${KEY}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': 'e2e-colleague-client',
    },
    body: JSON.stringify({ name: 'Aaron Colleague-Made' }),
  });
  expect(created.status).toBe(201);
  await page.getByRole('button', { name: 'Sync now' }).click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Clients' })
    .click();
  await expect(page.getByText('Aaron Colleague-Made')).toBeVisible({ timeout: 30_000 });
});
