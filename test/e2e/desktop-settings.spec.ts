// Keys kept per origin and the check on saving, in the desktop shell through the harness
// (main's own modules in Node, the renderer in Chromium): main keeps a key for each server,
// another server and back brings it back, and the check runs in main, so the key never
// crosses the page.
import type { Page } from '@playwright/test';
import { startRemoteApi, type RemoteApi } from '../remote-api/server';
import { expect, test } from '../support/desktop-harness/fixture';
import {
  placesHolding,
  recordWorkerMessages,
  workerMessages,
} from '../support/desktop-harness/page-watch';
import {
  confirmRemote,
  connectionStatus,
  openScreen,
  remoteLog,
  saveKey,
} from '../support/desktop-harness/broker-steps';
import { KEY, otherServerConfig, screenshot, smallRemoteConfig } from './sync-screen-helpers';

const WRONG_KEY = 'e2e-desktop-wrong-key-0002';

// Playwright's trace keeps each input's value on the element it snapshots, where the heap
// check would find the typed key (as in desktop-key-in-main.spec.ts): untraced.
test.use({ trace: 'off' });

let first: RemoteApi;
let second: RemoteApi;
test.beforeEach(async () => {
  // Main calls the remotes from Node, never the page: no origin needs CORS.
  [first, second] = await Promise.all([
    startRemoteApi({ port: 0, config: smallRemoteConfig(), appOrigins: [] }),
    startRemoteApi({ port: 0, config: otherServerConfig(), appOrigins: [] }),
  ]);
});
test.afterEach(async () => {
  await Promise.all([first.close(), second.close()]);
});

const check = (page: Page) => page.getByRole('status', { name: 'Remote check' });

test('another server and back brings main’s key back; it never reaches the other server', async ({
  page,
  desktop,
}) => {
  await desktop.open();
  await confirmRemote(page, desktop, first);
  await saveKey(page, KEY);
  await expect(connectionStatus(page)).toHaveText('Online');

  await confirmRemote(page, desktop, second);
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
  // A URL is set and main keeps no key for it: the header says what is missing.
  await expect(connectionStatus(page)).toHaveText('No API key');
  await screenshot(page, 'desktop-settings-other-server');

  // Back on the first server (main asks again, as for any origin not in use): its key is back.
  await confirmRemote(page, desktop, first);
  await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
  await expect(connectionStatus(page)).toHaveText('Online');
  await openScreen(page, 'Sync');
  await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();

  const used = (await remoteLog(second)).filter((entry) => entry.organization !== null);
  expect(used).toEqual([]);
});

test('a key is checked through main when saved: rejected at once, then connected', async ({
  page,
  desktop,
}) => {
  await recordWorkerMessages(page);
  await desktop.open();
  await confirmRemote(page, desktop, first);
  await expect(check(page)).toContainText('answers as the Charter API');

  await saveKey(page, WRONG_KEY);
  await expect(check(page)).toContainText('Rejected: the remote does not accept this key');
  await expect(connectionStatus(page)).toHaveText('Key rejected');
  await screenshot(page, 'desktop-settings-rejected-key');

  await page.getByRole('button', { name: 'Replace key' }).click();
  await saveKey(page, KEY);
  await expect(check(page)).toContainText('Connected: the remote accepts this key');
  await expect(check(page)).toContainText(/[\d,]+ of 10,000 requests left this month/);

  // The checks reached the remote with the keys main keeps, and the page never held one: the
  // good key replacing a kept one is tried by main before it is stored, then checked as saved.
  const checks = (await remoteLog(first)).filter((entry) => entry.method === 'PATCH');
  expect(checks.map((entry) => [entry.status, entry.organization])).toEqual([
    [401, null],
    [401, null],
    [404, first.organizations[0]!.name],
    [404, first.organizations[0]!.name],
  ]);
  const messages = await workerMessages(page);
  expect(messages.filter((message) => message.includes(KEY))).toEqual([]);
  expect(await placesHolding(page, KEY)).toEqual([]);
});
