// The Sync screen's route.
import type { RouteDef } from '../app/router';
import { lazyScreen } from '../app/lazy-screen';

const SyncScreen = lazyScreen('sync', async () => (await import('./SyncScreen')).SyncScreen);

export const syncRoutes: RouteDef[] = [
  { pattern: '/sync', section: 'sync', render: () => <SyncScreen /> },
];
