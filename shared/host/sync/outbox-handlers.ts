// The outbox's /local/ handlers (docs/local-api.md, "Outbox"): its entries in write order,
// and what the broker may do with one: send it again, discard it, create a client deleted on
// the server again, send a batch to the operators the remote did not refuse, or settle a
// field changed on both sides.
import { z } from 'zod';
import { cursorBinding, encodeCursor, positionOf } from '../../pagination/cursor';
import type { OutboxAction } from '../../rpc/local/outbox';
import {
  discardEntry,
  recreateClient,
  resolveConflict,
  retryEntry,
  sendToOthers,
} from '../../sync/outbox/actions';
import type { LocalHandlers } from '../serving/local-routes';
import type { Workspace } from '../workspace/workspace';
import { outboxEntryView } from './outbox-view';
import { needsReplica, type SyncControl } from './sync-control';

const nowIso = (workspace: Workspace) => workspace.deps.clock.now().toISOString();

const ACTIONS: Record<OutboxAction, (workspace: Workspace, id: string) => Promise<unknown>> = {
  retry: (workspace, id) => retryEntry(workspace.deps.db, id, nowIso(workspace)),
  discard: (workspace, id) => discardEntry(workspace.deps.db, id),
  recreate: (workspace, id) =>
    recreateClient(workspace.deps.db, id, nowIso(workspace), crypto.randomUUID()),
  'send-others': (workspace, id) =>
    sendToOthers(workspace.deps.db, id, nowIso(workspace), crypto.randomUUID()),
};

export function outboxHandlers(control: SyncControl) {
  /** Acts on the replica's outbox, tells of it, and lets what may go now go. */
  async function act(work: (workspace: Workspace) => Promise<unknown>) {
    const workspace = needsReplica(await control.workspace());
    await work(workspace);
    control.changed();
    workspace.engine?.poke();
    return control.status();
  }

  return {
    async outbox({ query }) {
      const { db } = (await control.workspace()).deps;
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
      return {
        items: await Promise.all(shown.map((row) => outboxEntryView(db, row))),
        next_cursor: rows.length > query.limit && last ? encodeCursor(binding, [last.seq]) : null,
        total: await db.outbox.count(),
      };
    },

    outboxAction: ({ params }) => act((workspace) => ACTIONS[params.action](workspace, params.id)),

    // One field the server changed too: keep mine, take theirs, or keep both texts.
    resolveConflict: ({ params, body }) =>
      act((workspace) =>
        resolveConflict(workspace.deps.db, params.id, body, nowIso(workspace), crypto.randomUUID()),
      ),
  } satisfies Partial<LocalHandlers<'host'>>;
}
