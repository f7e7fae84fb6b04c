// IndexedDB must survive a reload and a browser restart. Playwright's default context is
// incognito and keeps IndexedDB in memory, so this test runs on an on-disk profile.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openPersistent as open, removeProfile } from './fixtures';

function clientRow(page: Page, name: string) {
  return page.getByRole('table', { name: 'Clients' }).getByRole('link', { name });
}

test('a client created in the app survives a reload and a restart', async ({ baseURL }) => {
  const profile = await mkdtemp(join(tmpdir(), 'charter-desk-e2e-'));
  const name = `Persistent Client ${Date.now()}`;
  try {
    const first = await open(profile, baseURL ?? '');
    await first.page.getByRole('button', { name: 'New client' }).click();
    await first.page.getByLabel('Name').fill(name);
    await first.page.getByLabel('Company').fill('Durable Aviation');
    await first.page.getByRole('button', { name: 'Create client' }).click();
    await expect(clientRow(first.page, name)).toBeVisible();

    await first.page.reload();
    await expect(clientRow(first.page, name)).toBeVisible();
    expect(first.errors).toEqual([]);
    await first.context.close();

    const second = await open(profile, baseURL ?? '');
    await expect(clientRow(second.page, name)).toBeVisible();
    await clientRow(second.page, name).click();
    await expect(
      second.page.getByRole('region', { name }).getByText('Durable Aviation'),
    ).toBeVisible();
    expect(second.errors).toEqual([]);
    await second.context.close();
  } finally {
    await removeProfile(profile);
  }
});
