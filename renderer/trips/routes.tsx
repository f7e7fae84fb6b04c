// Trip requests, their RFQs and threads: routes come with the screens (issue 9).
import type { RouteDef } from '../app/router';

export const tripRoutes: RouteDef[] = [];
