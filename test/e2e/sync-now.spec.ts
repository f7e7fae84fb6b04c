// Sync now after an outage: while the remote is down a change waits and the Sync screen says
// the remote does not answer; once it is back, Sync now sends the change at once rather
// than at the end of the outage's backoff (the engine's own test, engine-offline.test.ts,
// shows the backoff ended on a clock it controls; here the broker's button is driven).
import { expect, test } from './fixtures';
import { startRemote, previewOrigin } from './remote-fixture';
import { startRemoteApi, type RemoteApi } from '../remote-api/server';
import {
  KEY,
  connectThroughSettings,
  expectAccessible,
  remoteClientNames,
  screenshot,
  smallRemoteConfig,
} from './sync-screen-helpers';
import { callWorker } from './worker-driver';

test.use({ viewport: { width: 800, height: 900 } });

let remote: RemoteApi;
const config = smallRemoteConfig();
test.beforeEach(async () => {
  remote = await startRemote(config);
});
test.afterEach(async () => {
  await remote.close();
});

test(
  'after an outage Sync now sends the change waiting on this computer',
  { tag: '@core' },
  async ({ page }) => {
    await connectThroughSettings(page, remote, KEY);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Sync' })
      .click();
    await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();

    const port = Number(new URL(remote.url).port);
    await remote.close();
    const created = await callWorker(page, {
      method: 'POST',
      path: '/v1/clients',
      body: { name: 'Cleo Outage' },
      idempotencyKey: 'e2e-sync-now-cleo',
    });
    expect(created.status).toBe(201);
    await expect(page.getByRole('heading', { name: 'The remote does not answer' })).toBeVisible();
    await expect(page.getByRole('row', { name: 'New client Cleo Outage' })).toBeVisible();
    await screenshot(page, 'sync-unreachable');
    await expectAccessible(page);

    // The same server at the same address, as after a restart.
    remote = await startRemoteApi({ port, config, appOrigins: [previewOrigin()] });
    await page.getByRole('button', { name: 'Sync now' }).click();
    await expect(page.getByText('Every change made here has reached the remote.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Up to date' })).toBeVisible();
    expect(await remoteClientNames(remote, 'Cleo Outage')).toEqual(['Cleo Outage']);
  },
);
