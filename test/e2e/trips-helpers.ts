// Shared by the trip and thread e2e specs: an accessibility check of what is on screen, a
// screenshot saved to look at, and the trip request to open.
import type { Page } from '@playwright/test';
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
