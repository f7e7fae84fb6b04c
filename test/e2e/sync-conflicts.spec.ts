// Two brokers of one organization, two laptops (two browser profiles, each its own database)
// on one reference remote, both offline: A changes a client's phone and notes, B its company
// and notes. A syncs, then B: B's app reads the client before its PATCH goes, so the notes
// changed on both sides wait as a conflict on B's Sync screen while the company goes; the
// broker chooses what to keep, and both apps end with it, as does the remote.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { clientDetail, page as pageOf, client, type Client } from '../../shared/api';
import { KEEP_BOTH_SEPARATOR } from '../../shared/sync/writes/update-client';
import type { RemoteApi } from '../remote-api/server';
import { openPersistent, untilServiceWorkerControls } from './fixtures';
import { startRemote } from './remote-fixture';
import {
  KEY,
  connectThroughSettings,
  expectAccessible,
  screenshot,
  smallRemoteConfig,
} from './sync-screen-helpers';

interface Laptop {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

const A = {
  phone: '+1 212 555 0142',
  notes: 'Prefers Teterboro. Allergic to peanuts: tell the caterer.',
  preferences: 'Window seat, still water.',
};
const B = {
  company: 'Dubois Family Office',
  notes: 'Wants a Challenger 350 for Aspen in February.\nCall after 4 pm Paris time.',
  preferences: 'Aisle seat, sparkling water, no fish.',
};

let remote: RemoteApi;
let profiles: string[] = [];
let laptops: Laptop[] = [];

test.beforeEach(async () => {
  remote = await startRemote(smallRemoteConfig());
});
test.afterEach(async () => {
  for (const laptop of laptops) {
    expect(laptop.errors).toEqual([]);
    await laptop.context.close();
  }
  for (const profile of profiles) await rm(profile, { recursive: true, force: true });
  laptops = [];
  profiles = [];
  await remote.close();
});

async function v1(method: string, path: string): Promise<unknown> {
  const answer = await fetch(`${remote.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${KEY}` },
  });
  expect(answer.status).toBe(200);
  return answer.json();
}

const remoteClient = async (id: string) => clientDetail.parse(await v1('GET', `/v1/clients/${id}`));

/** A laptop with its own profile, connected to the remote through Settings. */
async function laptop(baseURL: string): Promise<Laptop> {
  const profile = await mkdtemp(join(tmpdir(), 'charter-desk-conflict-'));
  profiles.push(profile);
  const opened = await openPersistent(profile, baseURL);
  laptops.push(opened);
  await connectThroughSettings(opened.page, remote, KEY);
  return opened;
}

/** The client's page, once the first copy of the remote has brought the client. */
async function openClient(page: Page, target: Client) {
  await page.goto(`/#/clients/${target.id}`);
  await expect(page.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
}

/** Edits the client in its form (the page shows its detail), back on the detail when saved. */
async function edit(page: Page, target: Client, fields: Record<string, string>) {
  await page.getByRole('region', { name: target.name }).getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('region', { name: `Edit ${target.name}` });
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Save changes' }).click();
  // Saved once the form is gone and the detail back. A region named as the client matched the
  // form's own ("Edit …") at once: on a busy machine the save's way back to the detail came
  // after the test had gone on to the Sync screen, and took the page back from it.
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: target.name, exact: true })).toBeVisible();
}

/**
 * Both laptops hold the client, go offline and edit it; A comes back and syncs, then B does,
 * until B's Sync screen shows the conflict. Answers the client.
 */
async function bothEditOffline(
  baseURL: string,
  edits: { a: Record<string, string>; b: Record<string, string> },
): Promise<{ a: Laptop; b: Laptop; target: Client }> {
  const listed = pageOf(client).parse(await v1('GET', '/v1/clients?limit=1'));
  const target = listed.items[0]!;
  const a = await laptop(baseURL);
  const b = await laptop(baseURL);
  await openClient(a.page, target);
  await openClient(b.page, target);

  // The edit form is a part of its own: fetched from the offline cache once it has it.
  await untilServiceWorkerControls(a.page);
  await untilServiceWorkerControls(b.page);
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  // Each app knows it is offline before the edit: else an edit may still go at once.
  for (const { page } of [a, b]) {
    await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('Offline');
  }
  await edit(a.page, target, edits.a);
  await edit(b.page, target, edits.b);

  await a.context.setOffline(false);
  await expect.poll(async () => (await remoteClient(target.id)).phone).toBe(A.phone);
  await b.context.setOffline(false);
  await b.page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sync' })
    .click();
  await expect(
    b.page.getByRole('heading', { name: /^Changed here and on the server/ }),
  ).toBeVisible();
  return { a, b, target };
}

/** A reload starts the laptop's worker anew, so opening the client fetches a fresh copy. */
async function reopenClient(page: Page, target: Client) {
  await page.reload();
  await openClient(page, target);
}

test('notes changed on both laptops wait as a conflict; Keep both keeps both, everywhere', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { a, b, target } = await bothEditOffline(baseURL!, {
    a: { Phone: A.phone, Notes: A.notes },
    b: { Company: B.company, Notes: B.notes },
  });
  const conflict = b.page.getByRole('article', {
    name: `Notes of ${target.name} were changed on the server too`,
  });
  await expect(conflict.getByRole('region', { name: 'Notes: yours' })).toHaveText(B.notes);
  await expect(conflict.getByRole('region', { name: 'Notes: the server’s' })).toHaveText(A.notes);
  // The fields changed on one side only went: A's phone, B's company; A's notes are kept.
  await expect.poll(async () => (await remoteClient(target.id)).company).toBe(B.company);
  expect(await remoteClient(target.id)).toMatchObject({ phone: A.phone, notes: A.notes });

  await b.page.setViewportSize({ width: 1280, height: 1100 });
  await screenshot(b.page, 'sync-conflict-1280');
  await b.page.setViewportSize({ width: 800, height: 1300 });
  await screenshot(b.page, 'sync-conflict-800');
  await expectAccessible(b.page);

  // The client's page says so and leads to the conflict, focused.
  await openClient(b.page, target);
  const detail = b.page.getByRole('region', { name: target.name });
  await expect(detail.getByText('Changed on the server too', { exact: true })).toBeVisible();
  await detail.getByRole('link', { name: 'See both versions and choose' }).click();
  await expect(
    b.page.getByRole('heading', { name: `Notes of ${target.name} were changed on the server too` }),
  ).toBeFocused();

  // By keyboard: Tab through both texts to the choices, then Keep both.
  await b.page.keyboard.press('Tab');
  await expect(conflict.getByRole('region', { name: 'Notes: yours' })).toBeFocused();
  await b.page.keyboard.press('Tab');
  await b.page.keyboard.press('Tab');
  await b.page.keyboard.press('Tab');
  await b.page.keyboard.press('Tab');
  const keepBoth = conflict.getByRole('button', { name: /^Keep both/ });
  await expect(keepBoth).toBeFocused();
  await b.page.keyboard.press('Enter');
  await expect(b.page.getByRole('heading', { level: 2, name: 'Sync' })).toBeFocused();
  await expect(b.page.getByText('Every change made here has reached the remote.')).toBeVisible();

  const both = `${A.notes}${KEEP_BOTH_SEPARATOR}${B.notes}`;
  await expect.poll(async () => (await remoteClient(target.id)).notes).toBe(both);
  expect(await remoteClient(target.id)).toMatchObject({ phone: A.phone, company: B.company });
  for (const { page } of [b, a]) {
    await reopenClient(page, target);
    const fields = page.getByRole('region', { name: target.name });
    await expect(fields).toContainText('Allergic to peanuts');
    await expect(fields).toContainText('Challenger 350 for Aspen');
    await expect(fields).toContainText(B.company);
    await expect(fields).toContainText(A.phone);
  }
});

test('Take theirs drops one field of the change, Keep mine sends the other', async ({
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { a, b, target } = await bothEditOffline(baseURL!, {
    a: { Phone: A.phone, Notes: A.notes, Preferences: A.preferences },
    b: { Company: B.company, Notes: B.notes, Preferences: B.preferences },
  });
  const notes = `Notes of ${target.name} were changed on the server too`;
  const preferences = `Preferences of ${target.name} were changed on the server too`;
  await expect(b.page.getByRole('article', { name: preferences })).toBeVisible();

  await b.page
    .getByRole('article', { name: notes })
    .getByRole('button', { name: /^Take theirs/ })
    .click();
  // The next conflict takes the focus.
  await expect(b.page.getByRole('heading', { name: preferences })).toBeFocused();
  await expect(b.page.getByRole('article', { name: notes })).toHaveCount(0);
  await b.page
    .getByRole('article', { name: preferences })
    .getByRole('button', { name: /^Keep mine/ })
    .click();
  await expect(b.page.getByText('Every change made here has reached the remote.')).toBeVisible();

  await expect.poll(async () => (await remoteClient(target.id)).preferences).toBe(B.preferences);
  expect(await remoteClient(target.id)).toMatchObject({
    notes: A.notes,
    phone: A.phone,
    company: B.company,
  });
  for (const { page } of [b, a]) {
    await reopenClient(page, target);
    const fields = page.getByRole('region', { name: target.name });
    await expect(fields).toContainText('Allergic to peanuts');
    await expect(fields).not.toContainText('Challenger 350 for Aspen');
    await expect(fields).toContainText(B.preferences);
    await expect(fields).not.toContainText(A.preferences);
  }
});
