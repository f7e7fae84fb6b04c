// The findings' /local/ routes (docs/local-api.md): what the remote no longer holds as the
// app believed, and the broker's choice for one record or every open one at once.
import { Hono } from 'hono';
import { z } from 'zod';
import { findingChoice, findingKind } from '../rpc/findings';
import { jsonResponse, readRequest } from '../service/http';
import { decideFindings, type FindingRef } from '../sync/pull/findings/finding-actions';
import type { FindingChoice } from '../rpc/findings';
import { findingsView } from './findings-view';
import type { HostControl } from './host-routes';
import type { Workspace } from './workspace';

const allParams = z.strictObject({ choice: findingChoice });
const oneParams = z.strictObject({
  kind: findingKind,
  id: z.string().min(1).max(200),
  choice: findingChoice,
});

export function findingsRoutes(
  host: HostControl,
  replicaOf: (workspace: Workspace) => Workspace,
): Hono {
  const app = new Hono();

  async function decide(which: FindingRef | 'all', choice: FindingChoice) {
    const workspace = replicaOf(await host.workspace());
    const { db, clock } = workspace.deps;
    const nowIso = clock.now().toISOString();
    const decided = await decideFindings(db, which, choice, nowIso, () => crypto.randomUUID());
    host.changed();
    // What is sent again goes now.
    workspace.engine?.poke();
    return jsonResponse(200, { ...(await findingsView(db)), decided });
  }

  app.get('/', async () => jsonResponse(200, await findingsView((await host.workspace()).deps.db)));
  app.post('/:choice', async (c) => {
    const { params } = await readRequest(c, { pathParams: allParams });
    return decide('all', params.choice);
  });
  app.post('/:kind/:id/:choice', async (c) => {
    const { params } = await readRequest(c, { pathParams: oneParams });
    return decide({ kind: params.kind, id: params.id }, params.choice);
  });
  return app;
}
