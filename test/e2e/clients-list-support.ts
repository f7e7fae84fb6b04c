// What the clients list and export specs share: the list's locators, the screenshot every
// visited state leaves behind, and the accessibility check of each screen and dialog.
import { expect, type Page } from '@playwright/test';
import { callWorker } from './worker-driver';

export { expectAccessible, screenshot as snapshot } from './page-checks';

export const clientTable = (page: Page) => page.getByRole('table', { name: 'Clients' });

/** Data rows (the header row is the table's first). */
export const clientRows = (page: Page) =>
  clientTable(page)
    .getByRole('row')
    .filter({ has: page.locator('.client-link') });

export const clientLink = (page: Page, name: string | RegExp) =>
  clientTable(page).getByRole('link', { name });

export async function loadDemo(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load demo data' }).click();
  await expect(clientRows(page).first()).toBeVisible();
}

interface ClientsPage {
  items: { id: string; name: string; email: string | null; tags: string[] }[];
  next_cursor: string | null;
  total: number;
}

/** Every client `query` lists, in order, read from the worker page by page. */
export async function listedClients(page: Page, query: string): Promise<ClientsPage['items']> {
  const all: ClientsPage['items'] = [];
  let cursor: string | null = null;
  do {
    const path: string = `/v1/clients?limit=100&${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = await callWorker(page, { method: 'GET', path });
    expect(answer.status).toBe(200);
    const body = answer.body as ClientsPage;
    all.push(...body.items);
    cursor = body.next_cursor;
  } while (cursor);
  return all;
}

export async function createClient(page: Page, body: Record<string, unknown>): Promise<string> {
  const answer = await callWorker(page, {
    method: 'POST',
    path: '/v1/clients',
    body,
    idempotencyKey: crypto.randomUUID(),
  });
  expect(answer.status).toBe(201);
  return (answer.body as { id: string }).id;
}
