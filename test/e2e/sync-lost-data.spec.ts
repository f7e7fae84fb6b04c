// A remote that lost its data: the app has synced a client and four requests for quotes it
// made, and a notes edit; offline, the broker edits another client's notes; the remote starts
// again with fresh demo data at the same address (as `--fresh` would).
// The app says the remote lost data, in words, asks the remote for none of the records it
// no longer has, and offers the choices: each works, per record on the Sync screen and for
// all at once in the notice. Neither notes edit is lost.
import type { Page } from '@playwright/test';
import type { Client } from '../../shared/api';
import type { LogEntry } from '../remote-api/request-log';
import type { RemoteApi } from '../remote-api/server';
import { expect, test, untilServiceWorkerControls } from './fixtures';
import { pointAppAt, startRemote } from './remote-fixture';
import { SYNC_KEY, SYNC_TRIP, batchOf, syncConfig } from './sync-remote';
import { expectAccessible, screenshot } from './sync-screen-helpers';
import { networkBack } from './trips-remote';
import { callWorker } from './worker-driver';

// It goes offline: the offline cache must hold the app.
test.use({ serviceWorkers: 'allow' });

const SYNCED_NOTE = 'Prefers a Challenger; synced before the reset';
const UNSENT_NOTE = 'Call back about the Geneva trip; written offline';

let remote: RemoteApi | undefined;
test.afterEach(async () => {
  await remote?.close();
  remote = undefined;
});

async function v1<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${remote!.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${SYNC_KEY}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** The remote's /v1 requests logged after `mark`, oldest first. */
async function loggedAfter(mark: string | null): Promise<LogEntry[]> {
  const response = await fetch(`${remote!.url}/_sim/requests?limit=1000`);
  const { items } = (await response.json()) as { items: LogEntry[] };
  const newer = items.findIndex((entry) => entry.request_id === mark);
  return items.slice(0, newer < 0 ? items.length : newer).reverse();
}

const lastLogged = async () => (await loggedAfter(null)).at(-1)?.request_id ?? null;

async function worker<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
) {
  // Through a worker that never syncs, as pointAppAt does: the page's own worker alone
  // syncs, and hears of the network going and coming back as a broker's tab would.
  const answer = await callWorker(
    page,
    { method, path, body, idempotencyKey: crypto.randomUUID() },
    { online: false },
  );
  expect(answer.status, `${method} ${path}`).toBeLessThan(300);
  return answer.body as T;
}

const synced = (page: Page) => page.getByRole('link', { name: 'All changes synced' });
const openSync = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sync' }).click();

test('a remote restarted with fresh data: said, asked no more, each choice works', async ({
  page,
}) => {
  test.setTimeout(240_000);
  remote = await startRemote(syncConfig());
  const port = Number(new URL(remote.url).port);
  await page.goto('/');
  await pointAppAt(page, remote, SYNC_KEY);
  await expect
    .poll(
      async () =>
        (await worker<{ pull: { stage: string } }>(page, 'GET', '/local/sync')).pull.stage,
      {
        timeout: 60_000,
      },
    )
    .toBe('steady');

  // What the broker made and changed, all synced.
  const made = await worker<Client>(page, 'POST', '/v1/clients', { name: 'Xavier Madehere' });
  await worker(page, 'POST', `/v1/trip-requests/${SYNC_TRIP}/rfqs`, batchOf(4, 'Four seats'));
  const listed = await worker<{ items: Client[] }>(page, 'GET', '/v1/clients?sort=name&limit=5');
  const [edited, unsent, untouched] = listed.items.filter((each) => each.id !== made.id);
  await worker(page, 'PATCH', `/v1/clients/${edited!.id}`, { notes: SYNCED_NOTE });
  await expect(synced(page)).toBeVisible();
  await expect
    .poll(async () => (await v1<Client>('GET', `/v1/clients/${edited!.id}`)).notes)
    .toBe(SYNCED_NOTE);
  // The ids the remote gave them, which the app uses from then on.
  const madeId = (await v1<{ items: Client[] }>('GET', '/v1/clients?q=Xavier')).items[0]!.id;
  const rfqIds = (
    await v1<{ items: { id: string }[] }>('GET', `/v1/trip-requests/${SYNC_TRIP}/rfqs`)
  ).items.map((rfq) => rfq.id);
  expect(rfqIds).toHaveLength(4);

  // Offline, another edit; meanwhile the remote starts again with fresh demo data.
  await untilServiceWorkerControls(page);
  await page.context().setOffline(true);
  await worker(page, 'PATCH', `/v1/clients/${unsent!.id}`, { notes: UNSENT_NOTE });
  await remote.close();
  remote = await startRemote(syncConfig(new Date()), port);
  await page.context().setOffline(false);
  await networkBack(page);

  // The trip's requests for quotes, as the broker opens them: the remote has none of them.
  await page.goto(`/#/trips/${SYNC_TRIP}`);
  const notice = page.getByRole('region', { name: 'The remote lost data' });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  await expect(notice).toContainText('It no longer has requests for quotes it had');
  // The walk that follows finds the rest.
  await expect(notice).toContainText(
    'It no longer has 1 client and 4 requests for quotes made here.',
  );
  await expect(notice).toContainText('Its copy of 1 client is older than the one here');
  await expect(page.getByRole('link', { name: '6 records not on the remote' })).toBeVisible();
  // Each request for quotes the remote lost is marked so on its row.
  const rows = page.getByRole('row').filter({ hasText: 'Dispatch' });
  await expect(rows).toHaveCount(4);
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^Missing on the server/);
    await expect(row.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
  }
  const found = await lastLogged();

  // Neither notes edit is lost: the unsent one reached the remote, the synced one is kept.
  expect((await v1<Client>('GET', `/v1/clients/${unsent!.id}`)).notes).toBe(UNSENT_NOTE);
  expect((await worker<Client>(page, 'GET', `/v1/clients/${edited!.id}`)).notes).toBe(SYNCED_NOTE);
  expect((await v1<Client>('GET', `/v1/clients/${edited!.id}`)).notes).not.toBe(SYNCED_NOTE);

  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `lost-data-notice-${width}`);
  }
  await expectAccessible(page);

  // Nothing is asked of the remote for what it lost: the client made here is opened, then
  // one the remote has; the second is read, the first is not.
  await page.goto(`/#/clients/${made.id}`);
  const madeDetail = page.getByRole('region', { name: 'Xavier Madehere' });
  await expect(madeDetail.getByRole('heading', { name: 'Xavier Madehere' })).toBeVisible();
  await expect(madeDetail.getByRole('link', { name: 'Missing on the server' })).toBeVisible();
  await screenshot(page, 'lost-data-client-800');
  await page.goto(`/#/clients/${untouched!.id}`);
  await expect
    .poll(async () => (await loggedAfter(found)).map((entry) => entry.path))
    .toContain(`/v1/clients/${untouched!.id}`);

  await openSync(page);
  await expect(page.getByRole('heading', { name: 'The remote lost data', level: 3 })).toBeVisible();
  const open = page.getByRole('list', { name: /Not as on the remote/ });
  await expect(open.getByRole('listitem')).toHaveCount(6);
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `lost-data-sync-${width}`);
  }
  await expectAccessible(page);

  // One request for quotes kept here, one removed here.
  const rfqs = open.getByRole('listitem').filter({ hasText: 'Request for quotes to' });
  const kept = await rfqs.nth(0).getByRole('heading').innerText();
  await rfqs
    .nth(0)
    .getByRole('button', { name: `Keep here: ${kept}` })
    .click();
  await expect(page.getByRole('list', { name: /Kept on this computer only/ })).toContainText(kept);
  const removed = await rfqs.nth(0).getByRole('heading').innerText();
  await rfqs
    .nth(0)
    .getByRole('button', { name: `Remove here: ${removed}` })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove here' }).click();
  await expect(page.getByText(removed)).toHaveCount(0);

  // The client whose copy lost its notes: the notes go to the remote again.
  const changed = open.getByRole('listitem').filter({ hasText: 'lost the changes to notes' });
  await changed.getByRole('button', { name: /^Send mine again/ }).click();
  await expect
    .poll(async () => (await v1<Client>('GET', `/v1/clients/${edited!.id}`)).notes)
    .toBe(SYNCED_NOTE);

  // The rest at once from the notice: the client and the two requests made here are sent
  // again, as new records under new keys.
  await notice.getByRole('button', { name: /^Send again/ }).click();
  // It asks which operators first: both still open requests, both ticked.
  const choose = page.getByRole('dialog', { name: 'Which operators to ask again?' });
  await expect(choose.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await choose.getByRole('button', { name: 'Send again' }).click();
  await expect(notice).toHaveCount(0);
  await expect
    .poll(async () => (await v1<{ items: Client[] }>('GET', '/v1/clients?q=Xavier')).items)
    .toHaveLength(1);
  await expect
    .poll(
      async () =>
        (
          await v1<{ items: { contact_name: string }[] }>(
            'GET',
            `/v1/trip-requests/${SYNC_TRIP}/rfqs`,
          )
        ).items.length,
    )
    .toBe(2);
  await expect(page.getByRole('link', { name: '1 record kept only here' })).toBeVisible();

  // The one kept here goes too; then, and only then, all changes are synced.
  const keptItem = page
    .getByRole('list', { name: /Kept on this computer only/ })
    .getByRole('listitem');
  await keptItem.getByRole('button', { name: `Remove here: ${kept}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove here' }).click();
  await expect(synced(page)).toBeVisible();

  // Since the finding, not one request for a record the remote had lost.
  const lostPaths = [`/v1/clients/${madeId}`, ...rfqIds.map((id) => `/v1/rfqs/${id}/messages`)];
  const asked = (await loggedAfter(found)).filter((entry) => lostPaths.includes(entry.path));
  expect(asked).toEqual([]);
});
