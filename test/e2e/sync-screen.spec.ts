// The Sync screen against the reference remote: a change the remote refuses with a 422
// needs the broker's attention there, with the field at fault by its label; fixing the
// record sends it; a discard asks first, saying what it undoes, and the change never lands.
// It says how fresh the copy is kept, and Sync now brings a colleague's new client.
import type { Page } from '@playwright/test';
import type { RemoteApi } from '../remote-api/server';
import { expect, test } from './fixtures';
import { startRemote } from './remote-fixture';
import {
  KEY,
  connectThroughSettings,
  expectAccessible,
  remoteClientNames,
  saveRemoteAndKey,
  screenshot,
  smallRemoteConfig,
} from './sync-screen-helpers';
import { callWorker } from './worker-driver';

/** An aircraft type the replica knows and the remote does not, so the remote refuses it. */
// The narrowest window the app supports: nothing a broker needs may be cut off there.
test.use({ viewport: { width: 800, height: 900 } });

const UNKNOWN_TYPE = {
  id: '0a1c0000-0000-4000-8000-0000000000e2',
  category: 'light',
  icao_designator: 'XX99',
  manufacturer: 'Nowhere',
  model: 'Phantom',
};

/**
 * Puts UNKNOWN_TYPE in the replica's database directly: the app has no way to learn a type
 * the remote lacks (types come with the remote's clients), and only such a difference makes
 * the remote refuse what the worker accepted.
 */
async function teachReplicaUnknownType(page: Page, remote: RemoteApi): Promise<void> {
  const name = `charter-desk-remote:${new URL(remote.url).origin}`;
  await page.evaluate(
    ({ name, row }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('aircraft_types', 'readwrite');
          tx.objectStore('aircraft_types').put(row);
          tx.oncomplete = () => (open.result.close(), resolve());
          tx.onerror = () => reject(tx.error);
        };
      }),
    { name, row: UNKNOWN_TYPE },
  );
}

async function createClient(page: Page, name: string): Promise<string> {
  const answer = await callWorker(page, {
    method: 'POST',
    path: '/v1/clients',
    body: { name, preferred_aircraft_type_id: UNKNOWN_TYPE.id },
    idempotencyKey: `e2e-${name}`,
  });
  expect(answer.status).toBe(201);
  return (answer.body as { id: string }).id;
}

const openSync = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sync' }).click();

let remote: RemoteApi;
test.beforeEach(async () => {
  remote = await startRemote(smallRemoteConfig());
});
test.afterEach(async () => {
  await remote.close();
});

test('a 422 from the remote shows on the Sync screen; fixing it syncs, discarding drops it', async ({
  page,
}) => {
  await connectThroughSettings(page, remote, KEY);
  await openSync(page);
  await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();
  await expect(page.getByText(/^Last synced/)).toBeVisible();
  await expect(page.getByRole('meter', { name: 'This month' })).toBeVisible();
  await screenshot(page, 'sync-up-to-date');

  await teachReplicaUnknownType(page, remote);
  const ana = await createClient(page, 'Ana Refused');
  await createClient(page, 'Bo Discarded');

  const attention = page.getByRole('grid', { name: /Needs your attention/ });
  const anaEntry = attention.getByRole('row', { name: 'New client Ana Refused' });
  await expect(anaEntry).toBeVisible();
  await expect(attention.getByRole('row')).toHaveCount(2);
  await expect(anaEntry.getByText('Needs your attention')).toBeVisible();
  await expect(anaEntry.getByText(/The server refused this change/)).toBeVisible();
  const faults = anaEntry.getByRole('list', { name: 'Fields to correct' });
  await expect(faults).toContainText('Aircraft type:');
  await expect(faults).not.toContainText('preferred_aircraft_type_id');
  await expect(
    anaEntry.getByRole('link', { name: 'Edit: New client Ana Refused' }),
  ).toHaveAttribute('href', `#/clients/${ana}/edit`);
  await expect(page.getByText('2 changes need your attention.')).toBeVisible();
  await expect(page.getByRole('heading', { name: '2 changes need your attention' })).toBeVisible();
  await screenshot(page, 'sync-needs-attention');
  await expectAccessible(page);

  // Arrow keys move between the changes.
  await anaEntry.focus();
  await page.keyboard.press('ArrowDown');
  await expect(attention.getByRole('row', { name: 'New client Bo Discarded' })).toBeFocused();

  // The fix the client form makes: the preferred type cleared. The parked create goes again.
  const fixed = await callWorker(page, {
    method: 'PATCH',
    path: `/v1/clients/${ana}`,
    body: { preferred_aircraft_type_id: null },
  });
  expect(fixed.status).toBe(200);
  await expect(anaEntry).toHaveCount(0);
  await expect.poll(() => remoteClientNames(remote, 'Ana Refused')).toEqual(['Ana Refused']);

  await attention.getByRole('button', { name: 'Discard: New client Bo Discarded' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard this change?' });
  await expect(dialog).toContainText(
    'Removes Bo Discarded, who was made here and never reached the server',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await screenshot(page, 'sync-discard-dialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Discard change' }).click();

  await expect(page.getByText('Every change made here has reached the remote.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'All changes synced' })).toBeVisible();
  const bo = await callWorker(page, { method: 'GET', path: '/v1/clients?q=Bo%20Discarded' });
  expect((bo.body as { total: number }).total).toBe(0);
  expect(await remoteClientNames(remote, 'Bo Discarded')).toEqual([]);
  await screenshot(page, 'sync-all-synced');
});

test('an edit of a client deleted on the server is re-created from the Sync screen', async ({
  page,
}) => {
  await connectThroughSettings(page, remote, KEY);
  await openSync(page);
  await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();
  const listed = await callWorker(page, { method: 'GET', path: '/v1/clients?limit=1' });
  const { id, name } = (listed.body as { items: { id: string; name: string }[] }).items[0]!;
  const deleted = await fetch(`${remote.url}/v1/clients/${id}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${KEY}`, 'Idempotency-Key': 'e2e-delete-1' },
  });
  expect(deleted.status).toBe(204);
  const edited = await callWorker(page, {
    method: 'PATCH',
    path: `/v1/clients/${id}`,
    body: { notes: 'Prefers a morning departure' },
  });
  expect(edited.status).toBe(200);

  const entry = page.getByRole('row', { name: `Edit client ${name}: notes` });
  await expect(entry.getByText(/^Deleted on the server\./)).toBeVisible();
  await screenshot(page, 'sync-deleted-on-server');
  await entry.getByRole('button', { name: `Re-create: Edit client ${name}: notes` }).click();
  await expect(entry).toHaveCount(0);
  await expect.poll(() => remoteClientNames(remote, name)).toEqual([name]);
});

test('a rejected key pauses sync, says why and points to Settings', async ({ page }) => {
  await saveRemoteAndKey(page, remote, 'e2e-no-such-key-0000');
  await openSync(page);
  await expect(page.getByRole('heading', { name: 'Sync is paused' })).toBeVisible();
  await expect(page.getByText('The server rejected the API key.').first()).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Open Settings' })).toBeVisible();
  // Nothing goes until the key changes: no Sync now that would do nothing.
  await expect(page.getByRole('button', { name: 'Sync now' })).toHaveCount(0);
  await screenshot(page, 'sync-key-rejected');
  await expectAccessible(page);
});

test('without a remote the Sync screen says so and leads to Settings', async ({ page }) => {
  await page.goto('/#/sync');
  await expect(page.getByText(/no remote API is set, so nothing syncs/)).toBeVisible();
  await screenshot(page, 'sync-no-remote');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Set a remote API URL and key in Settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
});

test("the Sync screen says how fresh the copy is; Sync now brings a colleague's new client", async ({
  page,
}) => {
  await connectThroughSettings(page, remote, KEY);
  await openSync(page);
  const freshness = page.getByRole('region', { name: 'Freshness' });
  await expect(freshness.getByText(/^Clients last fully compared with the server/)).toBeVisible();
  await expect(
    freshness.getByText(/the allowance lasts to the period's end with the 10% reserve kept\./),
  ).toBeVisible();
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
  await expect(page.getByText('Aaron Colleague-Made')).toBeVisible();
});
