// The API key in the desktop shell stays in main: after it is saved and sync has run,
// nothing in the page (globals, the document, storage, IndexedDB, the worker's messages, the
// JavaScript heap) holds it, while every request the remote receives carries it.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startRemoteApi, type RemoteApi } from '../remote-api/server';
import { expect, test } from '../support/desktop-harness/fixture';
import {
  placesHolding,
  recordWorkerMessages,
  workerMessages,
} from '../support/desktop-harness/page-watch';
import {
  confirmRemote,
  openScreen,
  remoteLog,
  saveKey,
} from '../support/desktop-harness/broker-steps';
import { KEY, remoteClientNames, smallRemoteConfig } from './sync-screen-helpers';

// Playwright's trace keeps a copy of each input's value on the element it snapshots (the
// `__playwright_snapshot_cache_` symbol), where the heap check would find the typed key: this
// spec runs untraced, so what the check finds is the app's own.
test.use({ trace: 'off' });

let remote: RemoteApi;
test.beforeEach(async () => {
  remote = await startRemoteApi({ port: 0, config: smallRemoteConfig(), appOrigins: [] });
});
test.afterEach(async () => {
  await remote.close();
});

const organization = () => remote.organizations[0]!.name;

test('the key stays in main: nothing in the page holds it, every request carries it', async ({
  page,
  desktop,
}) => {
  await recordWorkerMessages(page);
  await desktop.open();
  await confirmRemote(page, desktop, remote);
  await saveKey(page, KEY);
  const [theirs] = await remoteClientNames(remote, '');
  await openScreen(page, 'Clients');
  await expect(page.getByRole('link', { name: theirs! }).first()).toBeVisible();

  // The remote knew whose key each request carried: the organization it belongs to.
  // Only the check of the URL (a PATCH), made before a key was saved, may go without one.
  const logged = await remoteLog(remote);
  expect(logged.length).toBeGreaterThan(0);
  const others = logged.filter((entry) => entry.organization !== organization());
  expect(others.filter((entry) => entry.method !== 'PATCH' || entry.status !== 401)).toEqual([]);
  expect(others.length).toBeLessThanOrEqual(1);
  // The worker's requests crossed the page on the relay, without the key.
  const messages = await workerMessages(page);
  expect(messages.some((message) => message.includes('/v1/clients'))).toBe(true);
  expect(messages.filter((message) => message.includes(KEY))).toEqual([]);
  expect(await placesHolding(page, KEY)).toEqual([]);
  // Main keeps it encrypted on disk.
  const stored = await readFile(join(desktop.userData, 'api-key.bin'));
  expect(stored.includes(KEY)).toBe(false);
  expect(stored.toString('base64').includes(Buffer.from(KEY).toString('base64'))).toBe(false);
});
