// What the broker does in the desktop shell, for the desktop specs: a remote URL confirmed in
// main's dialog, a key saved through main, a client made in the form; and what the remote
// logged of it.
import { expect, type Page } from '@playwright/test';
import type { RemoteApi } from '../../remote-api/server';
import type { DesktopHarness } from './harness';

/** Settings → Remote API URL; main asks to connect to its origin and the broker agrees. */
export async function confirmRemote(page: Page, desktop: DesktopHarness, remote: RemoteApi) {
  // The app sends an opening without a route to Clients once drawn, replacing a screen asked
  // for before then (a race a loaded machine lost): Settings is asked for after that.
  await expect(page).toHaveURL(/#\/[a-z]/);
  await openScreen(page, 'Settings');
  desktop.messageBox.answer = 'Connect';
  const asked = desktop.messageBox.shown.length;
  await page.getByRole('textbox', { name: 'Remote API URL' }).fill(`${remote.url}/`);
  await page.getByRole('button', { name: 'Save URL' }).click();
  // Saved once the worker has opened the remote's workspace (a while on a loaded machine) and
  // the form holds what was saved: its button is off until the next edit.
  await expect(page.getByRole('button', { name: 'Save URL' })).toBeDisabled();
  expect(desktop.messageBox.shown.slice(asked).map((shown) => shown.message)).toEqual([
    `Connect Charter Desk to ${new URL(remote.url).origin}?`,
  ]);
}

/** Settings → API key (or New API key, after Replace key), on the Settings screen. */
export async function saveKey(page: Page, key: string) {
  await page.getByLabel(/^(New )?API key$/).fill(key);
  await page.getByRole('button', { name: 'Save key' }).click();
  // Saved once the worker has opened its workspace anew (the key resumes sync).
  await expect(page.getByText('A key is saved for this remote.')).toBeVisible();
}

export interface LoggedRequest {
  method: string;
  path: string;
  status: number;
  /** The organization whose key the request carried; null when no key was accepted. */
  organization: string | null;
}

/** The /v1 requests the remote logged, oldest first. */
export async function remoteLog(remote: RemoteApi): Promise<LoggedRequest[]> {
  const response = await fetch(`${remote.url}/_sim/requests?limit=1000`);
  const { items } = (await response.json()) as { items: LoggedRequest[] };
  return items.filter((entry) => entry.path.startsWith('/v1/')).reverse();
}

export const connectionStatus = (page: Page) => page.getByRole('status', { name: 'Connection' });

export const openScreen = (page: Page, name: 'Inbox' | 'Clients' | 'Sync' | 'Settings') =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name }).click();

/** Clients → New client: a client with `name` (and `email`), made as the broker makes one. */
export async function createClient(page: Page, name: string, email?: string) {
  await openScreen(page, 'Clients');
  await page.getByRole('button', { name: 'New client' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  if (email) await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}
