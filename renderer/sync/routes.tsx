// The Sync screen's route.
import type { RouteDef } from '../app/router';
import { SyncScreen } from './SyncScreen';

export const syncRoutes: RouteDef[] = [
  { pattern: '/sync', section: 'sync', render: () => <SyncScreen /> },
];
