// What the Sync and Settings screens' e2e tests share: a small remote with one read+write
// key, a look at the remote's clients with that key, an accessibility check, and
// screenshots saved for a person to look at.
import { expect, type Page } from '@playwright/test';
import { generateDemoOrganization } from '../../shared/demo';
import type { RemoteConfig } from '../remote-api/config';
import type { RemoteApi } from '../remote-api/server';
import { screenshot as pageScreenshot } from './page-checks';

export { expectAccessible } from './page-checks';

/** The whole page, scrolled parts included. */
export const screenshot = (page: Page, name: string) =>
  pageScreenshot(page, name, { fullPage: true });

export const KEY = 'e2e-syncui-write-key-0001';

export function smallRemoteConfig(): RemoteConfig {
  const data = generateDemoOrganization({
    clients: 12,
    tripRequests: 4,
    seed: 21,
    now: new Date(),
  });
  return {
    clock: { frozen: false },
    organizations: [
      {
        name: 'Sync Screen Charter',
        plan: { monthly_quota: 10_000, requests_per_minute: 1_000 },
        keys: [{ token: KEY, scopes: ['read', 'write'] }],
        ...data,
      },
    ],
  };
}

/**
 * A second server with an organization of its own that also takes KEY: a request carrying
 * KEY there would be logged as that organization's, so a key sent to the wrong server shows.
 */
export function otherServerConfig(): RemoteConfig {
  const config = smallRemoteConfig();
  const [organization] = config.organizations;
  return { ...config, organizations: [{ ...organization!, name: 'Other Server Charter' }] };
}

/** The names of the remote's clients matching `q`, read with the key as the app would. */
export async function remoteClientNames(remote: RemoteApi, q: string): Promise<string[]> {
  const response = await fetch(`${remote.url}/v1/clients?q=${encodeURIComponent(q)}`, {
    headers: { Authorization: `Bearer ${KEY}` },
  });
  const body = (await response.json()) as { items: { name: string }[] };
  return body.items.map((item) => item.name);
}

/** Saves the remote's URL and `key` in Settings, whatever the remote then says of the key. */
export async function saveRemoteAndKey(page: Page, remote: RemoteApi, key: string) {
  await page.goto('/#/settings');
  await page.getByRole('textbox', { name: 'Remote API URL' }).fill(`${remote.url}/`);
  await page.getByRole('button', { name: 'Save URL' }).click();
  await page.getByLabel('API key', { exact: true }).fill(key);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
}

/** Connects to `remote` with `key` as a broker does, on to the allowance in the header. */
export async function connectThroughSettings(page: Page, remote: RemoteApi, key: string) {
  await saveRemoteAndKey(page, remote, key);
  await expect(page.getByRole('status', { name: 'Remote check' })).toContainText('Connected');
  await expect(page.getByRole('meter', { name: 'Requests left' })).toBeVisible();
}
