// The app menu and main's other events in the desktop shell, through the harness: each of
// the menu's commands is clicked as Electron's menu would (main's own template sends it to
// the page) and does in the page what it says; sleep holds sync and waking resumes it.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startRemoteApi, type RemoteApi } from '../remote-api/server';
import { expect, test } from '../support/desktop-harness/fixture';
import type { DesktopHarness } from '../support/desktop-harness/harness';
import { recordWorkerMessages, workerMessages } from '../support/desktop-harness/page-watch';
import {
  confirmRemote,
  createClient,
  connectionStatus,
  openScreen,
  saveKey,
} from '../support/desktop-harness/broker-steps';
import { KEY, remoteClientNames, smallRemoteConfig } from './sync-screen-helpers';

test('File’s commands and Settings open what they name; Export writes through main', async ({
  page,
  desktop,
}) => {
  const folder = await mkdtemp(join(tmpdir(), 'charter-desk-menu-export-'));
  try {
    await desktop.open();
    await createClient(page, 'Mia Menu');

    await desktop.clickMenu('Settings');
    await expect(page.getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();

    await desktop.clickMenu('New Client');
    await expect(page.getByLabel('Name', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create client' })).toBeVisible();

    await desktop.clickMenu('Search…');
    await expect(page.getByRole('combobox', { name: 'Search everything' })).toBeFocused();

    desktop.saveDialog.answer = join(folder, 'menu.csv');
    await desktop.clickMenu('Export Clients…');
    // What the file is for, as from the button; then main's save dialog.
    const choice = page.getByRole('dialog', { name: 'Export clients' });
    await choice.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByText('Exported 1 client')).toBeVisible();
    expect(await readdir(folder)).toEqual(['menu.csv']);

    await desktop.clickMenu('Open Logs Folder');
    expect(desktop.logsFolderOpened()).toBe(1);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

const config = smallRemoteConfig();
let remote: RemoteApi;

async function connect(page: Page, desktop: DesktopHarness) {
  await desktop.open();
  await confirmRemote(page, desktop, remote);
  await saveKey(page, KEY);
  await openScreen(page, 'Sync');
  await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();
}

test.describe('with a remote', () => {
  test.beforeEach(async () => {
    remote = await startRemoteApi({ port: 0, config, appOrigins: [] });
  });
  test.afterEach(async () => {
    await remote.close();
  });

  test('Sync Now after an outage sends the change waiting here', async ({ page, desktop }) => {
    await recordWorkerMessages(page);
    await connect(page, desktop);
    const port = Number(new URL(remote.url).port);
    await remote.close();
    await createClient(page, 'Cleo Outage');
    await openScreen(page, 'Sync');
    // Main's transport could not connect: the remote is unreachable, sync is not stopped.
    await expect(page.getByRole('heading', { name: 'The remote does not answer' })).toBeVisible();

    remote = await startRemoteApi({ port, config, appOrigins: [] });
    const before = (await workerMessages(page)).length;
    await desktop.clickMenu('Sync Now');
    // The page asked its worker to sync now, as the Sync screen's button does.
    const syncNowAsked = async () =>
      (await workerMessages(page))
        .slice(before)
        .filter((message) => message.includes('"/local/sync/run"')).length;
    await expect.poll(syncNowAsked).toBe(1);
    await expect(page.getByText('Every change made here has reached the remote.')).toBeVisible();
    expect(await remoteClientNames(remote, 'Cleo Outage')).toEqual(['Cleo Outage']);
  });

  test('the machine going to sleep holds sync; waking sends what waited', async ({
    page,
    desktop,
  }) => {
    await connect(page, desktop);
    await desktop.send({ type: 'power', state: 'suspend' });
    await expect(connectionStatus(page)).toHaveText('Offline');
    await createClient(page, 'Sol Asleep');
    await expect(page.getByRole('link', { name: '1 waiting to sync' })).toBeVisible();

    await desktop.send({ type: 'power', state: 'resume' });
    await expect(connectionStatus(page)).toHaveText('Online');
    await expect.poll(() => remoteClientNames(remote, 'Sol Asleep')).toEqual(['Sol Asleep']);
    await expect(page.getByRole('link', { name: 'All changes synced' })).toBeVisible();
  });
});
