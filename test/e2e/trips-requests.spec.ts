// A trip request's RFQs on the demo data (no remote): ask operators picked from remembered
// contacts and one typed in, with the schema's refusals; the warning before asking an
// operator again; withdrawing after a confirmation; writing on a thread, and a withdrawn
// thread that takes no more messages. axe on every screen and dialog; screenshots.
import { demoOperators } from '../../shared/demo';
import { expect, test } from './fixtures';
import { expectAccessible, openDemoTrip, screenshot } from './trips-helpers';

const skyward = demoOperators.find((operator) => operator.designator === 'SKX')!;

test('request quotes, the repeat warning, withdraw, and a thread', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Load demo data' }).click();
  await expect(
    page.getByRole('table', { name: 'Clients' }).getByRole('link').first(),
  ).toBeVisible();
  const trip = await openDemoTrip(page);
  await page.goto(`/#/trips/${trip.id}`);

  const screen = page.getByRole('region', { name: `Trip request #${trip.number}` });
  await expect(
    screen.getByText('No operator has been asked to quote this trip yet.'),
  ).toBeVisible();
  await expect(
    screen.getByRole('list', { name: 'Legs' }).getByRole('listitem').first(),
  ).toContainText('→');
  await expectAccessible(page, 'an empty trip request');
  await screenshot(page, 'trips-empty');

  // Pick three contacts (one by the keyboard), one too many from the same operator, and one typed in.
  await screen.getByRole('button', { name: 'Request quotes' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Request quotes for trip #${trip.number}` });
  const search = dialog.getByRole('searchbox', { name: 'Search remembered contacts' });
  const contacts = dialog.getByRole('listbox', { name: 'Remembered contacts' });
  await search.fill('megan');
  await expect(contacts.getByRole('option')).toHaveCount(1);
  await search.press('Tab');
  await expect(contacts.getByRole('option', { name: /Megan Doyle/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(contacts.getByRole('option', { name: /Megan Doyle/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await search.fill('');
  for (const name of ['Priya Raman', 'Oliver Bennett', 'Luis Ortega']) {
    await contacts.getByRole('option', { name: new RegExp(name) }).click();
  }
  const chosen = dialog.getByRole('region', { name: /Operators to ask/ });
  await expect(chosen.getByRole('heading')).toHaveText('Operators to ask (4 of 20)');
  await dialog.getByRole('button', { name: 'Request quotes from 4 operators' }).click();
  await expect(chosen.getByText('This operator is already in the request')).toBeVisible();
  await chosen.getByRole('button', { name: /Remove Luis Ortega/ }).click();

  await dialog.getByRole('button', { name: 'Add an operator not in your contacts' }).click();
  await dialog.getByLabel('Operator ID').fill('not-an-id');
  await dialog.getByLabel('Email').fill('nope');
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  await expect(dialog.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Must be an email address')).toBeVisible();
  await dialog.getByLabel('Operator ID').fill(skyward.id);
  await dialog.getByLabel('Email').fill('night.desk@skywardexec.com');
  await dialog.getByLabel('Name (optional)').fill('Night desk');
  await dialog.getByLabel('Name (optional)').press('Enter');
  await expect(chosen.getByRole('listitem')).toHaveCount(4);
  await dialog.getByLabel('Note to the operators (optional)').fill('Two small dogs aboard.');
  await expect(dialog.getByText('22 / 2,000')).toBeVisible();
  await expectAccessible(page, 'the Request quotes dialog');
  await screenshot(page, 'trips-request-quotes');
  await dialog.getByRole('button', { name: 'Request quotes from 4 operators' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Quotes requested from 4 operators')).toBeVisible();

  const table = screen.getByRole('table', { name: 'Requests for quotes' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table.getByRole('row', { name: /Harbor Jets/ })).toContainText('Sent');
  await expect(table.getByRole('row', { name: /night\.desk@skywardexec\.com/ })).toContainText(
    'Night desk',
  );
  await expectAccessible(page, 'a trip request with RFQs');
  await screenshot(page, 'trips-rfqs');
  // At 800 px no email is cut.
  await page.setViewportSize({ width: 800, height: 720 });
  const emails = table.locator('.email');
  for (const email of await emails.all()) {
    expect(await email.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
    await expect(email).toBeInViewport();
  }
  await screenshot(page, 'trips-rfqs-800');
  await page.setViewportSize({ width: 1280, height: 720 });

  // Asking Harbor Jets again names it before anything is sent; Back returns to the form.
  await screen.getByRole('button', { name: 'Request quotes' }).first().click();
  await search.fill('megan');
  await expect(contacts.getByRole('option', { name: /Megan Doyle/ })).toContainText(
    'Open request on this trip',
  );
  await contacts.getByRole('option', { name: /Megan Doyle/ }).click();
  await dialog.getByRole('button', { name: 'Request quotes from 1 operator' }).click();
  const again = page.getByRole('dialog', { name: 'Ask these operators again?' });
  await expect(again.getByRole('listitem')).toContainText('Harbor Jets');
  await expect(again.getByRole('listitem')).toContainText(/asked .* ago · Sent$/);
  await expect(again.getByRole('button', { name: 'Back' })).toBeFocused();
  await expectAccessible(page, 'the repeat warning');
  await screenshot(page, 'trips-repeat-warning');
  await again.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('heading', { name: /Operators to ask \(1 of 20\)/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(5);

  // Withdraw asks first, then the row says so and offers it no more.
  const northvale = table.getByRole('row', { name: /Northvale Air/ });
  await northvale.getByRole('button', { name: 'Withdraw the request to Northvale Air' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Withdraw the request to Northvale Air?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'the withdraw confirmation');
  await screenshot(page, 'trips-withdraw-confirm');
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(northvale).toContainText('Withdrawn');
  await expect(northvale.getByRole('button', { name: /Withdraw/ })).toHaveCount(0);

  // A thread: the request as its first line, the count, Enter for a new line, Ctrl+Enter sends.
  await table.getByRole('link', { name: /with Harbor Jets/ }).click();
  const thread = page.getByRole('region', { name: 'Harbor Jets' });
  const log = thread.getByRole('log', { name: 'Messages with Harbor Jets' });
  await expect(log).toContainText(
    'Request for a quote sent to Megan Doyle <charter@harborjets.com>: “Two small dogs aboard.”',
  );
  const box = thread.getByLabel('Message to Harbor Jets');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Must not be empty')).toBeVisible();
  await box.fill('x'.repeat(2001));
  await expect(thread.getByText('2,001 / 2,000')).toBeVisible();
  await box.press('Control+Enter');
  await expect(thread.getByText('Must be at most 2000 characters')).toBeVisible();
  await box.fill('Can you confirm the Challenger 350?');
  await box.press('Enter');
  await box.pressSequentially('Pets are fine?');
  await expect(box).toHaveValue('Can you confirm the Challenger 350?\nPets are fine?');
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await box.press('Control+Enter');
  await expect(log.getByRole('listitem').last()).toContainText('Pets are fine?');
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expectAccessible(page, 'a thread');
  await screenshot(page, 'thread-demo');

  // A withdrawn thread says why it takes no more messages.
  await thread.getByRole('link', { name: `← Trip request #${trip.number}` }).click();
  await expect(table.getByRole('row', { name: /Harbor Jets/ })).toContainText('You,');
  await table.getByRole('link', { name: /with Northvale Air/ }).click();
  const closed = page.getByRole('region', { name: 'Northvale Air' });
  await expect(closed.getByText('Cannot write on this RFQ: it was withdrawn.')).toBeVisible();
  await expect(closed.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page, 'a withdrawn thread');
  await screenshot(page, 'thread-withdrawn');
});
