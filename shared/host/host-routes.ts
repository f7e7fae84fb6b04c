// The host's /local/ routes (docs/local-api.md): settings, sync and the outbox. They act on
// whichever workspace is open; a settings change may open another one.
import { Hono } from 'hono';
import { z } from 'zod';
import { makeProblem } from '../api';
import { ProblemError } from '../api/problem-error';
import { cursorBinding, encodeCursor, positionOf } from '../pagination/cursor';
import { limitParam } from '../api';
import {
  conflictResolution,
  remoteCheck,
  settingsChange,
  type RemoteCheck,
  type SettingsChange,
  type SettingsView,
  type SyncStatus,
} from '../rpc/local-api';
import { jsonResponse, readRequest } from '../service/http';
import {
  discardEntry,
  recreateClient,
  resolveConflict,
  retryEntry,
  sendToOthers,
} from '../sync/outbox/actions';
import { findingsRoutes } from './findings-routes';
import { focusOf, isInbox } from './fresh-copies';
import { outboxEntryView } from './outbox-view';
import type { Workspace } from './workspace';

export interface HostControl {
  workspace(): Promise<Workspace>;
  settings(): Promise<SettingsView>;
  changeSettings(change: SettingsChange): Promise<SettingsView>;
  /** Asks the remote once whether its URL and key work (browser mode). */
  check(): Promise<RemoteCheck>;
  /** What main's check found (the desktop shell), for the engine to act on at once. */
  noteCheck(check: RemoteCheck): Promise<void>;
  status(): Promise<SyncStatus>;
  /** Lifts a pause and syncs at once: the key changed where the worker does not keep it. */
  resume(): Promise<void>;
  setOnline(online: boolean): void;
  /** After an outbox action: the page and other tabs learn of it. */
  changed(): void;
}

const outboxQuery = z.object({ cursor: z.string().max(2000).optional(), limit: limitParam(50) });
const idParams = z.strictObject({ id: z.string().min(1).max(200) });
const onlineBody = z.strictObject({ online: z.boolean() });
const screenBody = z.strictObject({ visible: z.boolean(), path: z.string().max(2000) });

export function needsReplica(workspace: Workspace) {
  if (workspace.key.kind !== 'remote') {
    throw new ProblemError(
      makeProblem('conflict', { detail: 'Only a workspace that mirrors a remote syncs' }),
    );
  }
  return workspace;
}

export function hostRoutes(host: HostControl): Hono {
  const app = new Hono();

  app.get('/settings', async () => jsonResponse(200, await host.settings()));
  app.put('/settings', async (c) => {
    const { body } = await readRequest(c, { body: settingsChange });
    return jsonResponse(200, await host.changeSettings(body));
  });
  app.post('/settings/check', async () => jsonResponse(200, await host.check()));
  app.post('/settings/checked', async (c) => {
    const { body } = await readRequest(c, { body: remoteCheck });
    await host.noteCheck(body);
    return jsonResponse(200, await host.status());
  });

  app.get('/sync', async () => jsonResponse(200, await host.status()));
  app.post('/sync/run', async () => {
    (await host.workspace()).engine?.syncNow();
    return jsonResponse(200, await host.status());
  });
  app.post('/sync/resume', async () => {
    await host.resume();
    return jsonResponse(200, await host.status());
  });
  app.post('/sync/online', async (c) => {
    const { body } = await readRequest(c, { body: onlineBody });
    host.setOnline(body.online);
    return jsonResponse(200, await host.status());
  });

  // The page's window and route: its record is kept fresher, a hidden window's rounds slow.
  app.post('/sync/screen', async (c) => {
    const { body } = await readRequest(c, { body: screenBody });
    (await host.workspace()).engine?.setScreen({
      visible: body.visible,
      focus: focusOf(body.path),
      inbox: isInbox(body.path),
    });
    return new Response(null, { status: 204 });
  });

  app.route('/sync/findings', findingsRoutes(host, needsReplica));

  app.get('/outbox', async (c) => {
    const { query } = await readRequest(c, { query: outboxQuery });
    const { db } = (await host.workspace()).deps;
    const binding = cursorBinding('GET /local/outbox', {});
    const [after] =
      query.cursor === undefined ? [0] : positionOf(query.cursor, binding, z.tuple([z.int()]));
    const rows = await db.outbox
      .where('seq')
      .above(after)
      .limit(query.limit + 1)
      .toArray();
    const shown = rows.slice(0, query.limit);
    const last = shown.at(-1);
    return jsonResponse(200, {
      items: await Promise.all(shown.map((row) => outboxEntryView(db, row))),
      next_cursor: rows.length > query.limit && last ? encodeCursor(binding, [last.seq]) : null,
      total: await db.outbox.count(),
    });
  });

  const actions = {
    retry: (workspace: Workspace, id: string) =>
      retryEntry(workspace.deps.db, id, workspace.deps.clock.now().toISOString()),
    discard: (workspace: Workspace, id: string) => discardEntry(workspace.deps.db, id),
    recreate: (workspace: Workspace, id: string) =>
      recreateClient(
        workspace.deps.db,
        id,
        workspace.deps.clock.now().toISOString(),
        crypto.randomUUID(),
      ),
    'send-others': (workspace: Workspace, id: string) =>
      sendToOthers(
        workspace.deps.db,
        id,
        workspace.deps.clock.now().toISOString(),
        crypto.randomUUID(),
      ),
  };
  for (const [name, act] of Object.entries(actions)) {
    app.post(`/outbox/:id/${name}`, async (c) => {
      const { params } = await readRequest(c, { pathParams: idParams });
      const workspace = needsReplica(await host.workspace());
      await act(workspace, params.id);
      host.changed();
      workspace.engine?.poke();
      return jsonResponse(200, await host.status());
    });
  }

  // One field the server changed too: keep mine, take theirs, or keep both texts.
  app.post('/outbox/:id/resolve', async (c) => {
    const { params, body } = await readRequest(c, {
      pathParams: idParams,
      body: conflictResolution,
    });
    const workspace = needsReplica(await host.workspace());
    const { db, clock } = workspace.deps;
    const nowIso = clock.now().toISOString();
    await resolveConflict(db, params.id, body, nowIso, crypto.randomUUID());
    host.changed();
    workspace.engine?.poke();
    return jsonResponse(200, await host.status());
  });
  return app;
}
