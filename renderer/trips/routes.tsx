// A trip request's RFQs, and one RFQ's thread. Both belong to the clients section: the
// broker arrives from a client's recent trip requests.
import type { RouteDef } from '../navigation/router';
import { lazyScreen } from '../navigation/lazy-screen';

const TripScreen = lazyScreen(
  'the trip request',
  async () => (await import('./TripScreen')).TripScreen,
);
const ThreadScreen = lazyScreen(
  'the thread',
  async () => (await import('./thread/ThreadScreen')).ThreadScreen,
);

export const tripRoutes: RouteDef[] = [
  {
    pattern: '/trips/:tripRequestId',
    section: 'clients',
    render: ({ tripRequestId }) => (
      <TripScreen key={tripRequestId} tripRequestId={tripRequestId!} />
    ),
  },
  {
    pattern: '/trips/:tripRequestId/rfqs/:rfqId',
    section: 'clients',
    render: ({ tripRequestId, rfqId }) => (
      <ThreadScreen key={rfqId} tripRequestId={tripRequestId!} rfqId={rfqId!} />
    ),
  },
];
