// The Inbox: what the operators sent on every trip.
import type { RouteDef } from '../navigation/router';
import { lazyScreen } from '../navigation/lazy-screen';
import { INBOX_PATH } from '../navigation/paths';

const InboxScreen = lazyScreen(
  'the inbox',
  async () => (await import('./InboxScreen')).InboxScreen,
);

export const inboxRoutes: RouteDef[] = [
  { pattern: INBOX_PATH, section: 'inbox', render: () => <InboxScreen /> },
];
