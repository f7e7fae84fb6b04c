// The client detail in the demo book: every field, trip statistics, the recent trip requests
// with their legs; Delete, which here (no server) cannot be undone and says so first.
import type { ClientDetail } from '../../shared/api';
import { expect, test } from './fixtures';
import {
  clientRows,
  detailField,
  expectAccessible,
  openDemoBook,
  screenshot,
} from './client-form-helpers';
import { callWorker } from './worker-driver';

/** The demo client with the most trip requests, as the worker answers it. */
async function busiestClient(page: Parameters<typeof callWorker>[0]): Promise<ClientDetail> {
  const list = await callWorker(page, {
    method: 'GET',
    path: '/v1/clients?sort=-trip_request_count&limit=1',
  });
  const [first] = (list.body as { items: { id: string }[] }).items;
  return (await callWorker(page, { method: 'GET', path: `/v1/clients/${first!.id}` }))
    .body as ClientDetail;
}

test('a client: every field, trip statistics, and each trip request with its legs', async ({
  page,
}) => {
  await openDemoBook(page);
  const client = await busiestClient(page);
  await page.goto(`/#/clients/${client.id}`);
  const detail = page.getByRole('region', { name: client.name });
  await expect(detail.getByRole('heading', { name: client.name })).toBeVisible();
  await expect(detailField(detail, 'Email')).toHaveText(client.email ?? 'Not given');
  await expect(detailField(detail, 'Time zone')).toHaveText(client.timezone);
  await expect(detailField(detail, 'Trip requests')).toHaveText(String(client.trip_request_count));
  await expect(detailField(detail, 'Last request')).not.toHaveText('None yet');

  const trips = detail.getByRole('list', { name: 'Recent trip requests' }).getByRole('article');
  await expect(trips).toHaveCount(client.recent_trip_requests.length);
  const trip = client.recent_trip_requests[0]!;
  const card = trips.first();
  await expect(card.getByRole('heading')).toHaveText(`Trip request #${trip.number}`);
  await expect(card).toContainText(trip.status);
  const legs = card.getByRole('list', { name: 'Legs' }).getByRole('listitem');
  await expect(legs).toHaveCount(trip.legs.length);
  const leg = trip.legs[0]!;
  await expect(legs.first()).toContainText(`${leg.from.code} ${leg.from.name}`);
  await expect(legs.first()).toContainText(`${leg.to.code} ${leg.to.name}`);
  await expect(legs.first()).toContainText(/passengers?$|\d{4}$/);
  await expect(card).toContainText(`Latest quote${trip.latest_quote ? '' : 'None yet'}`);
  await expectAccessible(page, 'the client detail');
  await screenshot(page, 'client-detail');

  // A window 800 pixels wide: the email is shown whole, wrapped if it must be.
  await page.setViewportSize({ width: 800, height: 700 });
  const email = detailField(detail, 'Email');
  expect(await email.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true);
  await screenshot(page, 'client-detail-800');

  // The trip request's screen (its RFQs) is /trips/:id.
  await expect(card.getByRole('link', { name: `Trip request #${trip.number}` })).toHaveAttribute(
    'href',
    `#/trips/${trip.id}`,
  );
});

test('delete without a server: the confirmation says it is final; the client is gone', async ({
  page,
}) => {
  await openDemoBook(page);
  const row = clientRows(page).first();
  const name = await row.locator('.client-link').innerText();
  await row.locator('.client-link').click();
  const detail = page.getByRole('region', { name });
  await detail.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText('cannot be undone');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page, 'the delete confirmation');
  await screenshot(page, 'client-delete-confirm-local');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Delete' })).toBeFocused();

  const id = page.url().split('/').at(-1)!;
  await detail.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete client' }).click();
  await expect(page).toHaveURL(/#\/clients$/);
  const note = page
    .getByRole('alertdialog', { name: /Client deleted/ })
    .or(page.locator('.note', { hasText: 'Client deleted' }));
  await expect(note).toBeVisible();
  await expect(note.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  await expect(clientRows(page).filter({ hasText: name })).toHaveCount(0);

  await page.goto(`/#/clients/${id}`);
  await expect(page.getByText('This client is not here.')).toBeVisible();
  await expectAccessible(page, 'a client not here');
  await screenshot(page, 'client-detail-missing');
});
