// What the remote no longer holds reads as history, never twice (issue 29, edge 2), walked as
// a broker would: two operators asked here quote and write; the remote starts again with
// fresh data at the same address (the same trip, asked of two other operators who quote
// anew). The trip compares, counts and puts in a proposal the live quotes only, the
// Inbox tells of the new answers alone, and the lost requests stay below, labelled history.
// One sent again reads as a new request, its lost thread shown apart as what came before.
import type { Page } from '@playwright/test';
import { demoOperators } from '../../shared/demo';
import type { RemoteApi } from '../remote-api/server';
import { expect, test } from './fixtures';
import { inboxLink } from './inbox-helpers';
import { pointAppAt, startRemote } from './remote-fixture';
import { SYNC_KEY, SYNC_TRIP, syncConfig } from './sync-remote';
import { expectAccessible, screenshot } from './sync-screen-helpers';
import { callWorker } from './worker-driver';

let remote: RemoteApi | undefined;
test.afterEach(async () => {
  await remote?.close();
  remote = undefined;
});

const nameOf = (index: number) => {
  const operator = demoOperators[index]!;
  return operator.dba_name ?? operator.legal_name;
};

/** Operators `indexes` asked on the trip, each with a contact of its own. */
const batchTo = (indexes: number[], note: string) => ({
  operators: indexes.map((index) => ({
    operator_id: demoOperators[index]!.id,
    email: `dispatch${index}@operator.example`,
    name: `Dispatch ${index}`,
  })),
  note,
});

async function v1<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${remote!.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${SYNC_KEY}`,
      'Idempotency-Key': crypto.randomUUID(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

async function sim(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${remote!.url}/_sim${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok, `${path}: ${await response.text()}`).toBe(true);
}

/**
 * Each RFQ of the trip on the remote quotes its amount and writes a message: the nth by its
 * contact's name ("Dispatch n"), whatever order the remote lists them in.
 */
async function operatorsAnswer(amounts: readonly number[], words: string): Promise<void> {
  const { items } = await v1<{ items: { id: string; contact_name: string }[] }>(
    'GET',
    `/v1/trip-requests/${SYNC_TRIP}/rfqs`,
  );
  items.sort((a, b) => a.contact_name.localeCompare(b.contact_name));
  for (const [at, rfq] of items.entries()) {
    await sim(`/rfqs/${rfq.id}/messages`, { body: `${words} ${at}` });
    await sim(`/rfqs/${rfq.id}/quote`, { amount_cents: amounts[at]! });
  }
}

async function worker(page: Page, method: 'GET' | 'POST', path: string, body?: unknown) {
  const answer = await callWorker(
    page,
    { method, path, body, idempotencyKey: crypto.randomUUID() },
    { online: false },
  );
  expect(answer.status, `${method} ${path}`).toBeLessThan(300);
  return answer.body;
}

const synced = (page: Page) => page.getByRole('link', { name: 'All changes synced' });

/** The app pointed at a new remote; answers the remote's port once the trip arrived here. */
async function connected(page: Page): Promise<number> {
  remote = await startRemote(syncConfig());
  await page.goto('/');
  await pointAppAt(page, remote, SYNC_KEY);
  // The first copy brings the trip the broker asks operators about.
  const trip = `/local/trip-requests/${SYNC_TRIP}`;
  await expect
    .poll(
      async () => (await callWorker(page, { method: 'GET', path: trip }, { online: false })).status,
      {
        timeout: 60_000,
      },
    )
    .toBe(200);
  // And the first copy whole: until then the rounds come first, and a trip on screen waits.
  await expect
    .poll(
      async () => {
        const sync = await callWorker(
          page,
          { method: 'GET', path: '/local/sync' },
          { online: false },
        );
        return (sync.body as { pull: { stage: string } }).pull.stage;
      },
      { timeout: 60_000 },
    )
    .toBe('steady');
  return Number(new URL(remote.url).port);
}

test('after the remote lost its data, the lost requests read as history, never twice', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const port = await connected(page);

  // Two operators asked here; both quote and write.
  await worker(page, 'POST', `/v1/trip-requests/${SYNC_TRIP}/rfqs`, batchTo([0, 1], 'Four seats'));
  await expect(synced(page)).toBeVisible({ timeout: 60_000 });
  await operatorsAnswer([4_100_000, 4_300_000], 'Lost message');
  await page.goto(`/#/trips/${SYNC_TRIP}`);
  const compared = page.getByRole('region', { name: 'Quotes compared' });
  const cards = compared.getByRole('list', { name: 'Quotes' }).getByRole('article');
  await expect(cards).toHaveCount(2, { timeout: 60_000 });
  await expect(inboxLink(page)).toHaveAccessibleName(/4 unread/, { timeout: 60_000 });

  // The remote starts again with fresh data: the same trip, asked of two other operators.
  await remote!.close();
  remote = await startRemote(syncConfig(new Date()), port);
  await v1('POST', `/v1/trip-requests/${SYNC_TRIP}/rfqs`, batchTo([2, 3], 'Four seats'));
  await operatorsAnswer([3_900_000, 4_500_000], 'New message');

  await page.reload();
  const notice = page.getByRole('region', { name: 'The remote lost data' });
  await expect(notice).toBeVisible({ timeout: 60_000 });
  const live = page.getByRole('table', { name: 'Requests for quotes' });
  const history = page.getByRole('table', { name: 'History: before the remote lost it' });
  await expect(live.getByRole('row').filter({ hasText: 'Dispatch' })).toHaveCount(2, {
    timeout: 60_000,
  });
  await expect(history.getByRole('row').filter({ hasText: 'Dispatch' })).toHaveCount(2);
  for (const index of [0, 1]) {
    const row = history.getByRole('row').filter({ hasText: nameOf(index) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^Missing on the server/);
    await expect(row).toContainText('(history)');
    // Its messages are no news.
    await expect(row.getByText(/ new$/)).toHaveCount(0);
  }

  // Each live quote once, none of the lost ones: compared, summed up, in the proposal.
  await expect(cards).toHaveCount(2);
  await expect(compared).toContainText('39,000.00');
  await expect(compared).toContainText('45,000.00');
  await expect(compared).not.toContainText('41,000.00');
  await expect(compared).not.toContainText('43,000.00');
  await expect(page.locator('.quote-summary')).toHaveText(/^2 operators asked: 2 quotes from/);
  // The Inbox tells of the new answers and messages alone; Needs you, of the new quotes.
  await expect(inboxLink(page)).toHaveAccessibleName(/4 unread/);
  const needsYou = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Needs you/ });
  await expect(needsYou).toHaveAccessibleName(/2 waiting/);
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `lost-history-trip-${width}`);
    // The app scrolls inside its frame: the history below, in view.
    await history.scrollIntoViewIfNeeded();
    await screenshot(page, `lost-history-group-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'the trip after the loss');

  // A proposal offers the live quotes alone.
  await compared.getByRole('link', { name: 'Make proposal (2 quotes)' }).click();
  const proposal = page.getByRole('article', { name: /^Proposal for trip/ });
  await expect(proposal.getByRole('heading', { name: /^Option/ })).toHaveText([
    'Option 1',
    'Option 2',
  ]);
  const picker = page.getByRole('table', { name: /Options/ });
  await expect(picker.getByRole('row')).toHaveCount(3);
  await expect(picker).toContainText('39,000.00');
  await expect(picker).not.toContainText('41,000.00');
  await expect(picker).not.toContainText('43,000.00');
  await expectAccessible(page, 'the proposal after the loss');
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `lost-history-proposal-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sent again to the first operator alone: a new request, its lost thread shown apart.
  await page.goto(`/#/trips/${SYNC_TRIP}`);
  await notice.getByRole('button', { name: /^Send again/ }).click();
  const choose = page.getByRole('dialog', { name: 'Which operators to ask again?' });
  await choose.getByRole('checkbox', { name: /Dispatch 1/ }).uncheck();
  await choose.getByRole('button', { name: 'Send again' }).click();
  const again = live.getByRole('row').filter({ hasText: nameOf(0) });
  await expect(again.getByRole('cell').nth(0)).toHaveText(/^Sent/, { timeout: 60_000 });
  await expect(again.getByRole('cell').nth(1)).toHaveText('—');
  await expect(history.getByRole('row').filter({ hasText: nameOf(0) })).toContainText('Sent again');
  await expect(inboxLink(page)).toHaveAccessibleName(/4 unread/);

  await again.getByRole('link', { name: /^Open thread/ }).click();
  const before = page.getByRole('region', { name: 'Before the remote lost it' });
  await expect(before).toContainText('Lost message 0');
  await expect(before).toContainText('41,000.00');
  const thread = page.locator('.thread-screen');
  await expect(thread.getByText('Lost message 0')).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'This request' })).toBeVisible();
  await expectAccessible(page, 'a thread sent again');
  for (const width of [1280, 800]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `lost-history-thread-${width}`);
  }
});
