// Two tabs of the app agree without a reload: a write in one shows in the other (the
// worker's `changed` events, carried between tabs by a BroadcastChannel), and opening the
// demo data in one moves the other onto the same workspace.
import { expect, test, watchForErrors } from './fixtures';
import { clientLink } from './clients-list-support';

test('a client created in one tab shows in the other; an edit there shows back in the first', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  const otherErrors = watchForErrors(other);
  await page.goto('/');
  await other.goto('/');
  await expect(other.getByRole('button', { name: 'Load demo data' })).toBeVisible();

  await page.getByRole('button', { name: 'Load demo data' }).click();
  await expect(clientLink(page, /^Aisha Dubois/)).toBeVisible();
  await expect(clientLink(other, /^Aisha Dubois/)).toBeVisible();

  await page.getByRole('button', { name: 'New client' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Aaron Twofold');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('heading', { name: 'Aaron Twofold' })).toBeVisible();
  await expect(clientLink(other, 'Aaron Twofold')).toBeVisible();

  await clientLink(other, 'Aaron Twofold').click();
  await other.getByRole('link', { name: 'Edit' }).click();
  await other.getByLabel('Company', { exact: true }).fill('Second Tab Aviation');
  await other.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    page.getByRole('region', { name: 'Aaron Twofold' }).getByText('Second Tab Aviation'),
  ).toBeVisible();
  expect(otherErrors).toEqual([]);
});
