// Placeholder until the clients domain lands: operations 7-11 (owned by the clients engineer).
import { Hono } from 'hono';
import type { ServiceDeps } from '../deps';

export function clientRoutes(_deps: ServiceDeps): Hono {
  return new Hono();
}
