// The /v1 service as a Hono app: `Request → Response` for all 11 operations of the spec,
// hosted by the app's worker over the broker's database and by the reference remote API
// over each organization's database.
import { Hono } from 'hono';
import { makeProblem } from '../api';
import { isStorageFull } from '../db/storage-full';
import { clientHandlers } from './clients/routes';
import type { ServiceDeps } from './deps';
import { problemResponse } from './http';
import { ProblemError } from '../api/problem-error';
import { routeOperations } from './operation-routes';
import { rfqHandlers } from './rfqs/routes';

/** What a write refused for want of room answers; its transaction saved nothing. */
const storageFull = makeProblem('storage_full', {
  detail:
    'There is no room left on this computer to store the change (the disk, or the browser’s share of it, is full). Nothing was saved: free some disk space, then save again.',
});

/**
 * Every error of `app` answered as a problem: an unknown path 404, a full disk 507 (any
 * write's transaction is whole or nothing, so nothing of it was kept), a bug 500.
 */
export function answerWithProblems(app: Hono, name: string): Hono {
  app.notFound(() =>
    problemResponse(makeProblem('not_found', { detail: 'No such operation or record' })),
  );
  app.onError((error) => {
    if (error instanceof ProblemError) return problemResponse(error.problem, error.headers);
    if (isStorageFull(error)) return problemResponse(storageFull);
    console.error(`unhandled error in ${name}`, error);
    return problemResponse(makeProblem('internal_error', { detail: 'The service failed' }));
  });
  return app;
}

export function createV1App(deps: ServiceDeps): Hono {
  const app = new Hono();
  routeOperations(app, deps, { ...clientHandlers(deps), ...rfqHandlers(deps) });
  return answerWithProblems(app, '/v1 service');
}
