// The Sync screen's route.
import type { RouteDef } from '../navigation/router';
import { lazyScreen } from '../navigation/lazy-screen';

const SyncScreen = lazyScreen('sync', async () => (await import('./SyncScreen')).SyncScreen);

export const syncRoutes: RouteDef[] = [
  { pattern: '/sync', section: 'sync', render: () => <SyncScreen /> },
  // A change the server changed too, as the client's notice links to it.
  {
    pattern: '/sync/conflicts/:id',
    section: 'sync',
    render: ({ id }) => <SyncScreen conflict={id ?? null} />,
  },
];
