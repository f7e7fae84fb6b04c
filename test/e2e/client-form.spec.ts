// The client form in the demo book: every field of the spec, the shared schema's checks on
// their fields with the focus on the first, the pickers and the tag chips, and Escape.
import { expect, test } from './fixtures';
import {
  detailField,
  expectAccessible,
  openDemoBook,
  screenshot,
  scrolledTo,
} from './client-form-helpers';

test('a new client: refused fields first, then every field saved and shown', async ({ page }) => {
  await openDemoBook(page);
  await page.keyboard.press('Control+n');
  const form = page.getByRole('region', { name: 'New client' });
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await expectAccessible(page, 'the new client form');
  await screenshot(page, 'client-form-new');

  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await form.getByLabel('City').fill('Paris');
  await form.getByLabel('Country').fill('fra');
  await form.getByRole('button', { name: 'Create client' }).click();
  const name = form.getByLabel('Name', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Must not be empty');
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
    'Must be an email address',
  );
  // Issue 29, edge 10: a city and a country without a street say what an address needs.
  await expect(form.getByLabel('Street', { exact: true })).toHaveAccessibleDescription(
    'An address needs a street, a city and a country: fill this in, or clear the address',
  );
  await expect(form.getByLabel('Country')).toHaveAccessibleDescription(
    /Two-letter code.*two uppercase letters/,
  );
  await expectAccessible(page, 'the form with errors');
  await screenshot(page, 'client-form-errors');

  await name.fill('Grace Hopper');
  await form.getByLabel('Company').fill('Navy Research Lab');
  await form.getByRole('textbox', { name: 'Email' }).fill('grace.hopper@navy-research.example');
  await form.getByLabel('Phone').fill('+1 202 555 0100');
  await form.getByLabel('Street', { exact: true }).fill('1 Harbor Way');
  await form.getByLabel('Postal code').fill('75001');
  await form.getByLabel('Country').fill('fr');

  const tag = form.getByRole('textbox', { name: 'Add a tag' });
  await tag.fill('vip, golf,');
  await tag.fill('jet card');
  await tag.press('Enter');
  await form.getByRole('button', { name: 'Remove tag golf' }).click();
  await tag.fill('spare');
  await tag.press('Enter');
  await tag.press('Backspace');
  await tag.fill('x'.repeat(33));
  await tag.press('Enter');
  await expect(tag).toHaveAccessibleDescription(/Must be at most 32 characters/);
  await tag.fill('');
  const chips = form.getByRole('grid', { name: 'Tags' }).getByRole('row');
  await expect(chips).toHaveText(['vip×', 'jet card×']);

  await form.getByLabel('Aircraft category').selectOption({ label: 'Heavy jet' });
  const type = form.getByRole('combobox', { name: 'Aircraft type' });
  await (await scrolledTo(type)).fill('Concorde');
  await expect(page.getByRole('listbox')).toHaveText('No known aircraft type matches');
  await type.fill('');
  await type.press('ArrowDown');
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  // Only heavy jets are offered for a heavy-jet client.
  await expect(options).toHaveText([/Challenger 605/, /Falcon 2000LX/, /Falcon 900EX/, /G450/]);
  await expectAccessible(page, 'the aircraft type picker', '.combo-popover');
  await screenshot(page, 'client-form-aircraft-picker');
  await options.filter({ hasText: 'G450' }).click();
  await expect(type).toHaveValue('Gulfstream G450 (GLF4)');

  const zone = form.getByRole('combobox', { name: 'Time zone' });
  // Issue 29, edge 10: offered from the address's country (FR), not UTC.
  await expect(zone).toHaveValue('Europe/Paris');
  await zone.click();
  await zone.press('ControlOrMeta+a');
  await zone.pressSequentially('paris');
  await page.getByRole('option', { name: 'Europe/Paris' }).click();
  await expect(zone).toHaveValue('Europe/Paris');

  await form.getByRole('checkbox', { name: 'By email' }).check();
  await form.getByLabel('Preferences').fill('Window seat.\nNo early departures.');
  await form.getByLabel('Notes').fill('Met at EBACE.');
  // Only the form's pane scrolls: the app's header stays whole in view.
  await expect(page.locator('.app-header')).toBeInViewport({ ratio: 1 });
  await screenshot(page, 'client-form-filled');
  // A window 800 pixels wide: the email is shown whole in its box.
  await page.setViewportSize({ width: 800, height: 700 });
  const email = form.getByRole('textbox', { name: 'Email' });
  await email.scrollIntoViewIfNeeded();
  expect(await email.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  await screenshot(page, 'client-form-800');
  await form.getByRole('button', { name: 'Create client' }).click();

  const detail = page.getByRole('region', { name: 'Grace Hopper' });
  const field = (label: string) => detailField(detail, label);
  await expect(detail.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(field('Company')).toHaveText('Navy Research Lab');
  await expect(field('Email')).toHaveText('grace.hopper@navy-research.example');
  await expect(field('Address')).toHaveText('1 Harbor WayParis, 75001FR');
  await expect(field('Tags')).toHaveText('vipjet card');
  await expect(field('Preferred aircraft')).toHaveText('Heavy jet · Gulfstream G450 (GLF4)');
  await expect(field('Time zone')).toHaveText('Europe/Paris');
  await expect(field('Marketing consent')).toContainText('Email: yes · SMS: no');
  await expect(field('Marketing consent')).toContainText(/Recorded by .+ on /);
  await expect(field('Preferences')).toHaveText('Window seat.\nNo early departures.');
  await expect(field('Trip requests')).toHaveText('0');
  await screenshot(page, 'client-detail-created');
});

test('Escape asks before dropping typed changes; Cancel leaves an untouched form', async ({
  page,
}) => {
  await openDemoBook(page);
  await page.getByRole('button', { name: 'New client' }).click();
  const form = page.getByRole('region', { name: 'New client' });
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  await page.keyboard.press('Control+n');
  await form.getByLabel('Name', { exact: true }).fill('Half typed');
  await page.keyboard.press('Escape');
  const dialog = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'the discard dialog');
  await screenshot(page, 'client-form-discard-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus comes back to the field the broker left, and the form takes Escape again from there.
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('Half typed');

  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Discard changes' }).click();
  await expect(form).toBeHidden();
  await expect(page).toHaveURL(/#\/clients$/);
});
