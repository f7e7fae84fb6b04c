// A set of /local/ routes on an app of its own, as the host mounts them, and a send that
// calls it with a JSON body as the page's client does: for testing one route set alone.
import { Hono } from 'hono';
import { answerWithProblems } from '../../shared/service/app';

export type LocalSend = (method: string, path: string, body?: unknown) => Promise<Response>;

export function localRoutesApp(routes: Hono): LocalSend {
  const app = answerWithProblems(new Hono(), 'test');
  app.route('/local', routes);
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
