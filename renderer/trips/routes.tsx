// The Trips list, a trip request's RFQs, its proposals, and one RFQ's thread: the broker
// arrives from the list, from a client's recent trip requests, or from the Inbox.
import type { RouteDef } from '../navigation/router';
import { lazyScreen } from '../navigation/lazy-screen';
// In the app's chunk, as the clients list is: the screen a broker's day opens on draws its
// first rows without waiting for a chunk of its own.
import { TripListScreen } from './list/TripListScreen';
import { pickedIds } from './proposal/paths';

const TripScreen = lazyScreen(
  'the trip request',
  async () => (await import('./TripScreen')).TripScreen,
);
const ProposalScreen = lazyScreen(
  'the proposal',
  async () => (await import('./proposal/ProposalScreen')).ProposalScreen,
);
const SentProposalScreen = lazyScreen(
  'the proposal',
  async () => (await import('./proposal/SentProposalScreen')).SentProposalScreen,
);
const ThreadScreen = lazyScreen(
  'the thread',
  async () => (await import('./thread/ThreadScreen')).ThreadScreen,
);

export const tripRoutes: RouteDef[] = [
  {
    pattern: '/trips',
    section: 'trips',
    render: () => <TripListScreen />,
  },
  {
    pattern: '/trips/:tripRequestId',
    section: 'trips',
    render: ({ tripRequestId }) => (
      <TripScreen key={tripRequestId} tripRequestId={tripRequestId!} />
    ),
  },
  {
    pattern: '/trips/:tripRequestId/proposal',
    section: 'trips',
    render: ({ tripRequestId }) => <ProposalScreen tripRequestId={tripRequestId!} />,
  },
  {
    pattern: '/trips/:tripRequestId/proposal/:rfqIds',
    section: 'trips',
    render: ({ tripRequestId, rfqIds }) => (
      <ProposalScreen key={rfqIds} tripRequestId={tripRequestId!} picked={pickedIds(rfqIds!)} />
    ),
  },
  {
    pattern: '/trips/:tripRequestId/proposals/:proposalId',
    section: 'trips',
    render: ({ tripRequestId, proposalId }) => (
      <SentProposalScreen
        key={proposalId}
        tripRequestId={tripRequestId!}
        proposalId={proposalId!}
      />
    ),
  },
  {
    pattern: '/trips/:tripRequestId/rfqs/:rfqId',
    section: 'trips',
    render: ({ tripRequestId, rfqId }) => (
      <ThreadScreen key={rfqId} tripRequestId={tripRequestId!} rfqId={rfqId!} />
    ),
  },
];
