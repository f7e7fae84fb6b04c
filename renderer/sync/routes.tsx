// The Sync screen's route.
import type { RouteDef } from '../navigation/router';
import { lazyScreen } from '../navigation/lazy-screen';

const SyncScreen = lazyScreen('sync', async () => (await import('./SyncScreen')).SyncScreen);

export const syncRoutes: RouteDef[] = [
  { pattern: '/sync', section: 'sync', render: () => <SyncScreen /> },
];
