// The API key in the desktop shell, through the harness (main's own modules in Node, the
// renderer in Chromium): a remote is used once the broker confirms its origin in main's
// dialog; a rejected key pauses sync and a good key set after it resumes it (that the key
// never reaches the page is desktop-key-in-main.spec.ts).
import { startRemoteApi, type RemoteApi } from '../remote-api/server';
import { expect, test } from '../support/desktop-harness/fixture';
import { startDesktopHarness } from '../support/desktop-harness/harness';
import {
  confirmRemote,
  createClient,
  connectionStatus,
  openScreen,
  remoteLog,
  saveKey,
} from '../support/desktop-harness/broker-steps';
import { KEY, remoteClientNames, screenshot, smallRemoteConfig } from './sync-screen-helpers';

const WRONG_KEY = 'e2e-desktop-wrong-key-0001';

let remote: RemoteApi;
test.beforeEach(async () => {
  // Main calls the remote from Node, never the page: no origin needs CORS.
  remote = await startRemoteApi({ port: 0, config: smallRemoteConfig(), appOrigins: [] });
});
test.afterEach(async () => {
  await remote.close();
});

test('a remote the broker does not confirm in main’s dialog is not used', async ({
  page,
  desktop,
}) => {
  await desktop.open('/settings');
  await page.getByRole('textbox', { name: 'Remote API URL' }).fill(`${remote.url}/`);
  await page.getByRole('button', { name: 'Save URL' }).click();
  await expect(
    page.getByText('The new remote was not confirmed, so nothing changed.'),
  ).toBeVisible();
  expect(desktop.messageBox.shown.map((shown) => [shown.message, shown.buttons])).toEqual([
    [`Connect Charter Desk to ${new URL(remote.url).origin}?`, ['Connect', 'Cancel']],
  ]);
  await expect(page.getByText('Set the remote API URL first')).toBeVisible();
  expect(await remoteLog(remote)).toEqual([]);
});

test('a rejected key pauses sync; a good key set after it resumes sync', async ({
  page,
  desktop,
}) => {
  await desktop.open();
  await confirmRemote(page, desktop, remote);
  await saveKey(page, WRONG_KEY);
  await expect(connectionStatus(page)).toHaveText('Key rejected');
  await openScreen(page, 'Sync');
  await expect(page.getByRole('heading', { name: 'Sync is paused' })).toBeVisible();
  // Refused, every one: the checks on saving the URL and the key (PATCH), and sync's one call.
  const logged = await remoteLog(remote);
  expect(logged.filter((entry) => entry.status !== 401 || entry.organization !== null)).toEqual([]);
  expect(logged.filter((entry) => entry.method !== 'PATCH')).toHaveLength(1);

  // Made while sync is paused: it waits on this computer.
  await createClient(page, 'Ada Resumed');
  await expect(page.getByRole('link', { name: '1 waiting to sync' })).toBeVisible();

  await openScreen(page, 'Settings');
  await page.getByRole('button', { name: 'Replace key' }).click();
  await saveKey(page, KEY);
  await expect(connectionStatus(page)).toHaveText('Online');
  await expect.poll(() => remoteClientNames(remote, 'Ada Resumed')).toEqual(['Ada Resumed']);
  // The first copy of the remote's clients starts too.
  const [theirs] = await remoteClientNames(remote, '');
  await openScreen(page, 'Clients');
  await expect(page.getByRole('link', { name: theirs! }).first()).toBeVisible();
  await openScreen(page, 'Sync');
  await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();
  await expect(page.getByText('Every change made here has reached the remote.')).toBeVisible();
  await screenshot(page, 'desktop-sync-resumed');
});

test('the remote the app was launched with is used without a dialog; its key starts sync', async ({
  page,
}) => {
  // As `npm start` launches the shell (CHARTER_DESK_REMOTE_URL): its origin counts as confirmed.
  const desktop = await startDesktopHarness(page, { launchRemoteUrl: remote.url });
  try {
    await desktop.open('/settings');
    await expect(page.getByRole('textbox', { name: 'Remote API URL' })).toHaveValue(
      `${remote.url}/`,
    );
    await saveKey(page, KEY);
    const [theirs] = await remoteClientNames(remote, '');
    await openScreen(page, 'Clients');
    await expect(page.getByRole('link', { name: theirs! }).first()).toBeVisible();
    await expect(connectionStatus(page)).toHaveText('Online');
    expect(desktop.messageBox.shown).toEqual([]);
  } finally {
    await desktop.close();
  }
});

test.describe('without secure storage', () => {
  test.use({ desktopOptions: { storageBackend: 'basic_text' } });

  test('no key can be kept, and the Settings screen says why', async ({ page, desktop }) => {
    await desktop.open();
    await confirmRemote(page, desktop, remote);
    await expect(page.getByText('This system offers no secure storage for secrets')).toBeVisible();
    await expect(page.getByLabel('API key', { exact: true })).toHaveCount(0);
  });
});
