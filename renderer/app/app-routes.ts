// Every route of the app, as each feature declares its own.
import { clientRoutes } from '../clients/routes';
import { inboxRoutes } from '../inbox/routes';
import { needsYouRoutes } from '../needs-you/routes';
import { settingsRoutes } from '../settings/routes';
import { syncRoutes } from '../sync/routes';
import { tripRoutes } from '../trips/routes';
import type { RouteDef } from '../navigation/router';

export const routes: readonly RouteDef[] = [
  ...inboxRoutes,
  ...needsYouRoutes,
  ...clientRoutes,
  ...tripRoutes,
  ...syncRoutes,
  ...settingsRoutes,
];
