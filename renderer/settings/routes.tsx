// The Settings screen's route.
import type { RouteDef } from '../app/router';
import { SettingsScreen } from './SettingsScreen';

export const settingsRoutes: RouteDef[] = [
  { pattern: '/settings', section: 'settings', render: () => <SettingsScreen /> },
];
