// Needs you: what needs the broker now.
import type { RouteDef } from '../navigation/router';
import { lazyScreen } from '../navigation/lazy-screen';
import { NEEDS_YOU_PATH } from '../navigation/paths';

const NeedsYouScreen = lazyScreen(
  'what needs you',
  async () => (await import('./NeedsYouScreen')).NeedsYouScreen,
);

export const needsYouRoutes: RouteDef[] = [
  { pattern: NEEDS_YOU_PATH, section: 'needs-you', render: () => <NeedsYouScreen /> },
];
