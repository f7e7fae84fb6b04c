// What the shared text rules look like on the client form (issue 21): a name with an
// invisible character, or with nothing to see, is refused on its field before anything is
// sent; a right-to-left note is shown in its own direction on the client's detail.
import { expect, test } from './fixtures';
import { detailField, openDemoBook, screenshot } from './client-form-helpers';

test('an invisible or blank name is refused on its field; a Hebrew note reads right to left', async ({
  page,
}) => {
  await openDemoBook(page);
  await page.keyboard.press('Control+n');
  const form = page.getByRole('region', { name: 'New client' });
  const name = form.getByLabel('Name', { exact: true });
  const create = form.getByRole('button', { name: 'Create client' });

  await name.fill('Ada\u200bLee');
  await create.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription(
    'Must not contain invisible characters (such as a zero-width space)',
  );
  await screenshot(page, 'client-form-invisible-name');

  // A zero-width non-joiner alone: allowed inside a Persian name, but it shows nothing.
  await name.fill('\u200c');
  await create.click();
  await expect(name).toHaveAccessibleDescription('Must not be blank');

  await name.fill('Dana Levi');
  const note = 'מעדיפה טיסות בוקר\nPets: one dog';
  await form.getByLabel('Notes').fill(note);
  await create.click();

  const detail = page.getByRole('region', { name: 'Dana Levi' });
  const shown = detailField(detail, 'Notes').locator('[dir="auto"]');
  await expect(shown).toHaveText(note);
  expect(await shown.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
  await screenshot(page, 'client-detail-rtl-note');
});
