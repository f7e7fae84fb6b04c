// A trip request's RFQs, its quote sheet, and one RFQ's thread. All belong to the clients
// section: the broker arrives from a client's recent trip requests.
import type { RouteDef } from '../navigation/router';
import { lazyScreen } from '../navigation/lazy-screen';

const TripScreen = lazyScreen(
  'the trip request',
  async () => (await import('./TripScreen')).TripScreen,
);
const QuoteSheetScreen = lazyScreen(
  'the quote sheet',
  async () => (await import('./quotes/QuoteSheetScreen')).QuoteSheetScreen,
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
    pattern: '/trips/:tripRequestId/quote-sheet/:rfqIds',
    section: 'clients',
    render: ({ tripRequestId, rfqIds }) => (
      <QuoteSheetScreen tripRequestId={tripRequestId!} rfqIds={rfqIds!} />
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
