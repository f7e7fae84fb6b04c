// Placeholder until the RFQ domain lands: operations 1-6 (owned by the RFQ engineer).
import { Hono } from 'hono';
import type { ServiceDeps } from '../deps';

export function rfqRoutes(_deps: ServiceDeps): Hono {
  return new Hono();
}
