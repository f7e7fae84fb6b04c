// The Sync screen's routes come with it (issue 9).
import type { RouteDef } from '../app/router';

export const syncRoutes: RouteDef[] = [];
