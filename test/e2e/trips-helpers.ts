// Shared by the trip and thread e2e specs: an accessibility check of what is on screen, a
// screenshot saved to look at, the trip request to open, and an operator picked by name.
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { callWorker } from './worker-driver';

export { expectAccessible, screenshot } from './page-checks';

interface TripRef {
  id: string;
  number: number;
  clientId: string;
}

/** An open trip request of the demo data, through a second worker as another tab would. */
export async function openDemoTrip(page: Page): Promise<TripRef> {
  const clients = await callWorker(page, {
    method: 'GET',
    path: '/v1/clients?last_request=last_90_days&sort=-last_request_at&limit=20',
  });
  for (const client of (clients.body as { items: { id: string }[] }).items) {
    const detail = await callWorker(page, { method: 'GET', path: `/v1/clients/${client.id}` });
    const trips = (
      detail.body as { recent_trip_requests: { id: string; number: number; status: string }[] }
    ).recent_trip_requests;
    const open = trips.find((trip) => trip.status === 'open');
    if (open) return { id: open.id, number: open.number, clientId: client.id };
  }
  throw new Error('no open trip request in the demo data');
}

/** Types `typed` in the Request quotes dialog's Operator field and picks the operator `name`. */
export async function pickOperator(dialog: Locator, typed: string, name: RegExp): Promise<void> {
  const field = dialog.getByRole('combobox', { name: 'Operator' });
  await field.fill(typed);
  await dialog
    .page()
    .getByRole('listbox', { name: 'Operator' })
    .getByRole('option', { name })
    .click();
  await expect(field).toHaveValue(name);
}
