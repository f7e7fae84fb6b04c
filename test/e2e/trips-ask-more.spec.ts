// The Request quotes dialog as a broker walks it (issue 29, edges 5, 7 and 8; issue 28's Ask
// more operators): an operator picked by name, designator or email from those the workspace
// knows, and why an unknown one cannot be asked; `?` for the keys; focus on an opened trip's
// heading and in the dialog's first field; the summary line that says a held batch asked
// nobody and counts a decline; asking more operators with the last note, a template, and the
// operators asked before marked. axe on each new screen; screenshots at 1280 and 800 px.
import type { Page } from '@playwright/test';
import { loadDemo } from './clients-list-support';
import { expect, test, untilServiceWorkerControls } from './fixtures';
import { pointAppAt } from './remote-fixture';
import { expectAccessible, openDemoTrip, pickOperator, screenshot } from './trips-helpers';
import { TRIP, TRIPS_KEY, operatorOf, startTripsRemote } from './trips-remote';

const NOTE = 'Four adults, two small dogs; soft bags only.';

async function atBothWidths(page: Page, name: string): Promise<void> {
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 800, height: 900 });
  await screenshot(page, `${name}-800`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an operator picked by name or designator, never by id; the keys; focus where the broker is', async ({
  page,
}) => {
  await loadDemo(page);
  const trip = await openDemoTrip(page);
  await page.goto(`/#/trips/${trip.id}`);
  await expect(page.getByRole('heading', { name: `Trip request #${trip.number}` })).toBeFocused();

  // `?` lists the keys, and is a character in a field.
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keys).toContainText('Search clients, trips, operators and messages');
  await expect(keys).toContainText('New client');
  await expectAccessible(page, 'the keyboard shortcuts');
  await screenshot(page, 'shortcuts-dialog');
  await page.keyboard.press('Escape');
  await expect(keys).toBeHidden();

  await page.getByRole('button', { name: 'Request quotes' }).first().click();
  const dialog = page.getByRole('dialog', { name: `Request quotes for trip #${trip.number}` });
  const search = dialog.getByRole('searchbox', { name: 'Search remembered contacts' });
  await expect(search).toBeFocused();
  await page.keyboard.press('?');
  await expect(search).toHaveValue('?');
  await expect(keys).toHaveCount(0);
  await search.fill('');

  await dialog.getByRole('button', { name: 'Add an operator not in your contacts' }).click();
  const operator = dialog.getByRole('combobox', { name: 'Operator' });
  await expect(dialog.getByLabel('Operator ID')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  await expect(dialog.getByText('Pick an operator from the list')).toBeVisible();

  // An operator the workspace does not know: none offered, and why.
  await operator.fill('Ghost Op');
  const options = page.getByRole('listbox', { name: 'Operator' });
  await expect(options).toContainText('No operator this workspace knows matches what is typed');
  await expect(options).toContainText('a request names the operator by its id on the server');
  await expect(
    dialog.getByText(/^Only an operator this workspace knows can be asked/),
  ).toBeVisible();

  // By name, whatever the case and accents, with the keyboard.
  await operator.fill('ALPENFLÜG');
  await expect(options.getByRole('option')).toHaveCount(1);
  await operator.press('ArrowDown');
  await operator.press('Enter');
  await expect(operator).toHaveValue('Alpenflug · APJ');
  await dialog.getByLabel('Email').fill('night@alpenflug.ch');
  await dialog.getByLabel('Name (optional)').fill('Night desk');
  await dialog.getByRole('button', { name: 'Add operator' }).click();
  await expect(operator).toHaveValue('');
  // By designator.
  await pickOperator(dialog, 'rva', /^Riviera Jet · RVA/);
  await dialog.getByLabel('Email').fill('nuit@rivierajet.fr');
  await dialog.getByLabel('Email').press('Enter');

  const chosen = dialog.getByRole('region', { name: /Operators to ask/ });
  await expect(chosen.getByRole('listitem')).toHaveCount(2);
  await expect(chosen.getByRole('listitem').first()).toContainText('Alpenflug · APJ');
  await expect(chosen.getByRole('listitem').last()).toContainText('Riviera Jet · RVA');
  await expectAccessible(page, 'the Request quotes dialog with operators picked by name');
  await atBothWidths(page, 'request-quotes-operator-picked');
  await operator.fill('a');
  await expect(options.getByRole('option').first()).toBeVisible();
  await screenshot(page, 'request-quotes-operator-options');
  await operator.press('Escape');
  await expect(options).toBeHidden();

  await dialog.getByRole('button', { name: 'Request quotes from 2 operators' }).click();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Requests for quotes' });
  await expect(table.getByRole('row', { name: /Alpenflug/ })).toContainText('night@alpenflug.ch');
  await expect(table.getByRole('row', { name: /Riviera Jet/ })).toContainText('nuit@rivierajet.fr');

  // A thread opened from its row: focus on its heading.
  await table.getByRole('link', { name: /with Alpenflug/ }).click();
  await expect(page.getByRole('heading', { name: 'Alpenflug', level: 2 })).toBeFocused();
});

test.describe('against the remote', () => {
  // Offline, the offline cache must hold the app.
  test.use({ serviceWorkers: 'allow' });

  test('a held batch asked nobody; ask more operators with the last note, a template, those asked marked', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const remote = await startTripsRemote();
    try {
      await page.goto('/');
      await pointAppAt(page, remote.api, TRIPS_KEY);
      await page.goto(`/#/trips/${TRIP}`);
      await expect(page.getByRole('link', { name: 'All changes synced' })).toBeVisible();
      const summary = page.locator('.quote-summary');

      await untilServiceWorkerControls(page);
      await page.context().setOffline(true);
      await page.getByRole('button', { name: 'Request quotes' }).first().click();
      const first = page.getByRole('dialog', { name: /Request quotes for trip/ });
      for (const name of ['Megan Doyle', 'Jake Morales']) {
        await first.getByRole('option', { name: new RegExp(name) }).click();
      }
      await first.getByLabel('Note to the operators (optional)').fill(NOTE);
      await first.getByRole('button', { name: 'Request quotes from 2 operators' }).click();
      await expect(first).toBeHidden();
      await expect(summary).toHaveText(
        '2 operators to ask: not sent yet, no operator has been asked.',
      );

      await page.context().setOffline(false);
      await expect(summary).toHaveText('2 operators asked: no quote yet.');
      const sent = await remote.read<{ items: { id: string; operator: { id: string } }[] }>(
        `/v1/trip-requests/${TRIP}/rfqs`,
      );
      const sierra = sent.items.find((rfq) => rfq.operator.id === operatorOf('SRJ').id)!;
      await remote.sim(`/rfqs/${sierra.id}/decline`, { note: 'No crew that week.' });
      await page.reload();
      await expect(summary).toHaveText('2 operators asked: 1 declined, no quote yet.');

      await page.getByRole('button', { name: 'Ask more operators' }).click();
      const more = page.getByRole('dialog', { name: /Ask more operators for trip/ });
      const note = more.getByLabel('Note to the operators (optional)');
      await expect(note).toHaveValue(NOTE);
      const contacts = more.getByRole('listbox', { name: 'Remembered contacts' });
      await expect(contacts.getByRole('option', { name: /Megan Doyle/ })).toContainText(
        'Open request on this trip',
      );
      await expect(contacts.getByRole('option', { name: /Jake Morales/ })).toContainText(
        'Asked before: Declined',
      );
      await expect(more.getByText('Pick contacts above or add an operator.')).toBeVisible();
      await expectAccessible(page, 'the Ask more operators dialog');
      await atBothWidths(page, 'ask-more-operators');

      await more
        .getByLabel('Start the note from')
        .selectOption({ label: 'Template: Request for quote' });
      await expect(note).toHaveValue(
        'Please quote KTEB → KPBI → KTEB for our client. Aircraft availability and any positioning, please.',
      );
      await more
        .getByLabel('Start the note from')
        .selectOption({ label: 'The last request’s note' });
      await expect(note).toHaveValue(NOTE);
      await contacts.getByRole('option', { name: /Dana Kowalski/ }).click();
      await more.getByRole('button', { name: 'Request quotes from 1 operator' }).click();
      await expect(more).toBeHidden();
      await expect(summary).toHaveText('3 operators asked: 1 declined, no quote yet.');
      await expect
        .poll(async () => {
          const now = await remote.read<{
            items: { note: string | null; operator: { id: string } }[];
          }>(`/v1/trip-requests/${TRIP}/rfqs`);
          return now.items.find((rfq) => rfq.operator.id === operatorOf('LKJ').id)?.note ?? null;
        })
        .toBe(NOTE);
    } finally {
      await remote.stop().catch(() => undefined);
    }
  });
});

test('the Inbox at 800 px keeps each badge and each title on one line', async ({ page }) => {
  await loadDemo(page);
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/#/inbox');
  await expect(page.locator('.inbox-item').first()).toBeVisible();
  // Per item: its title's lines, and whether its badges (the kind, New) share one line.
  const items = await page.locator('.inbox-item').evaluateAll((elements) =>
    elements.map((item) => {
      const box = (selector: string) => item.querySelector(selector)?.getBoundingClientRect();
      const title = item.querySelector('.inbox-what')!;
      const style = getComputedStyle(title);
      const line = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.25;
      const kind = box('.inbox-kind')!;
      const badge = box('.inbox-new');
      return {
        title: title.textContent,
        titleLines: Math.round(title.getBoundingClientRect().height / line),
        badgesApart: badge !== undefined && Math.abs(badge.bottom - kind.bottom) > kind.height / 2,
      };
    }),
  );
  expect(items.length).toBeGreaterThan(3);
  expect(items.filter((item) => item.titleLines !== 1 || item.badgesApart)).toEqual([]);
  await expectAccessible(page, 'the Inbox at 800 px');
  await screenshot(page, 'inbox-800');
  await page.setViewportSize({ width: 1280, height: 720 });
  await screenshot(page, 'inbox-1280');
});
