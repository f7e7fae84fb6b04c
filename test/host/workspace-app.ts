// The /local/ operations a workspace answers (shared/host/workspace/workspace-handlers.ts),
// registered from the table over a test harness's service on an app of their own, and a
// send that calls it with a JSON body as the page's client does: for testing them alone.
import { Hono } from 'hono';
import { routeLocalOperations } from '../../shared/host/serving/local-routes';
import { workspaceHandlers } from '../../shared/host/workspace/workspace-handlers';
import { answerWithProblems } from '../../shared/service/app';
import type { ServiceDeps } from '../../shared/service/deps';

/** `path` is under /local, e.g. `/inbox?show=unread`. */
export type LocalSend = (method: string, path: string, body?: unknown) => Promise<Response>;

export function workspaceApp(deps: ServiceDeps): LocalSend {
  const app = answerWithProblems(new Hono(), 'test');
  routeLocalOperations(app, 'workspace', workspaceHandlers(deps, {}));
  return (method, path, body) =>
    Promise.resolve(
      app.fetch(
        new Request(`http://local.test/local${path}`, {
          method,
          headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      ),
    );
}
