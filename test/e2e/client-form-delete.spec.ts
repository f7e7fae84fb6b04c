// Delete with a server: while the deletion waits to sync (the broker is offline) Undo brings
// the client back, from the note or from the client's own page; once it syncs, the remote
// has received exactly one DELETE and nothing is left to undo.
import { expect, test, untilServiceWorkerControls } from './fixtures';
import { clientRows, expectAccessible, screenshot } from './client-form-helpers';
import { fullClient, remoteClient, startReplica, watchWrites } from './client-form-remote';
import type { RemoteApi } from '../remote-api/server';

let remote: RemoteApi | undefined;
test.afterEach(async () => {
  await remote?.close();
  remote = undefined;
});

test('offline, a deletion can be undone; online, it reaches the remote once', async ({ page }) => {
  remote = await startReplica(page);
  const deletes = watchWrites(page, remote, 'DELETE');
  const client = await fullClient(page);
  const clientPage = `#/clients/${client.id}`;
  await page.goto(`/${clientPage}`);
  const detail = page.getByRole('region', { name: client.name });
  await expect(detail.getByRole('heading', { name: client.name })).toBeVisible();
  await untilServiceWorkerControls(page);
  await page.context().setOffline(true);
  await expect(page.getByRole('status', { name: 'Connection' })).toHaveText('Offline');

  const deleteButton = detail.getByRole('button', { name: 'Delete' });
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${client.name}?` });
  await expect(dialog).toContainText('You can undo this until the deletion reaches the server.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'the delete confirmation with a server');
  await screenshot(page, 'client-delete-confirm');
  await dialog.getByRole('button', { name: 'Delete client' }).click();

  await expect(page).toHaveURL(/#\/clients$/);
  const rowsOfClient = clientRows(page).filter({ hasText: client.email! });
  await expect(rowsOfClient).toHaveCount(0);
  const deleted = page.getByRole('alertdialog', { name: /Client deleted/ });
  await expect(deleted).toContainText(client.name);
  await expectAccessible(page, 'the Client deleted note');
  await screenshot(page, 'client-deleted-note');
  await deleted.getByRole('button', { name: 'Undo' }).click();
  await expect(page).toHaveURL(new RegExp(`${clientPage}$`));
  await expect(detail.getByRole('heading', { name: client.name })).toBeVisible();
  await expect(page.getByRole('alertdialog', { name: /Client restored/ })).toBeVisible();

  // Deleted again, the client's page still offers to bring them back while offline.
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete client' }).click();
  await expect(page).toHaveURL(/#\/clients$/);
  await page.evaluate((hash) => (window.location.hash = hash), clientPage);
  const restore = page.getByRole('button', { name: 'Restore the client' });
  await expect(page.getByText('the deletion has not reached the server yet')).toBeVisible();
  await expectAccessible(page, 'a deleted client waiting to sync');
  await screenshot(page, 'client-detail-deleted-unsynced');
  await restore.click();
  await expect(detail.getByRole('heading', { name: client.name })).toBeVisible();
  await expect(rowsOfClient).toHaveCount(1);

  // The last deletion syncs once the broker is online; then there is nothing to restore.
  await deleteButton.click();
  await dialog.getByRole('button', { name: 'Delete client' }).click();
  await expect(page).toHaveURL(/#\/clients$/);
  expect(deletes).toHaveLength(0);
  await page.context().setOffline(false);
  await expect.poll(() => deletes.length).toBe(1);
  await expect.poll(async () => (await remoteClient(remote!, client.id)).status).toBe(404);
  await page.evaluate((hash) => (window.location.hash = hash), clientPage);
  await expect(page.getByText('It may have been deleted, here or on the server.')).toBeVisible();
  await expect(restore).toHaveCount(0);
  expect(deletes.map((request) => new URL(request.url()).pathname)).toEqual([
    `/v1/clients/${client.id}`,
  ]);
});
