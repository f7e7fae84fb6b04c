// The Settings screen's route.
import type { RouteDef } from '../navigation/router';
import { lazyScreen } from '../navigation/lazy-screen';

const SettingsScreen = lazyScreen(
  'settings',
  async () => (await import('./SettingsScreen')).SettingsScreen,
);

export const settingsRoutes: RouteDef[] = [
  { pattern: '/settings', section: 'settings', render: () => <SettingsScreen /> },
];
