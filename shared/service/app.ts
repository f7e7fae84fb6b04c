// The /v1 service as a Hono app: `Request → Response` for all 11 operations of the spec,
// hosted by the app's worker over the broker's database and by the reference remote API
// over each organization's database.
import { Hono } from 'hono';
import { makeProblem } from '../api';
import { clientHandlers } from './clients/routes';
import type { ServiceDeps } from './deps';
import { problemResponse } from './http';
import { ProblemError } from '../api/problem-error';
import { routeOperations } from './operation-routes';
import { rfqHandlers } from './rfqs/routes';

/** Every error of `app` answered as a problem: an unknown path 404, a bug 500. */
export function answerWithProblems(app: Hono, name: string): Hono {
  app.notFound(() =>
    problemResponse(makeProblem('not_found', { detail: 'No such operation or record' })),
  );
  app.onError((error) => {
    if (error instanceof ProblemError) return problemResponse(error.problem, error.headers);
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
