// The Settings screen's route.
import type { RouteDef } from '../app/router';
import { lazyScreen } from '../app/lazy-screen';

const SettingsScreen = lazyScreen(
  'settings',
  async () => (await import('./SettingsScreen')).SettingsScreen,
);

export const settingsRoutes: RouteDef[] = [
  { pattern: '/settings', section: 'settings', render: () => <SettingsScreen /> },
];
