// Which part answers a request: the host, for the /local/ operations the table says it
// answers (settings, sync, the outbox, the demo data), or the workspace open now, for /v1 and
// its own /local/ operations (and every path no one answers, with a 404). A GET of a record
// on screen first asks the engine for a fresh copy; a write the workspace answered tells the
// page and other tabs, and wakes the engine once a run of writes settles.
import type { Hono } from 'hono';
import type { Clock } from '../../encoding/clock';
import { matchLocalOperation } from '../../rpc/local/operations';
import { freshCopyOf } from '../sync/fresh-copies';
import type { Workspace } from '../workspace/workspace';

/** Writes in quick succession (typing in a form, a batch of edits) go out folded together. */
const WRITE_SETTLE_MS = 750;

export interface DispatchParts {
  /** The app of the host's own operations (loaded as the host starts). */
  hostApp: Promise<Hono>;
  workspace(): Promise<Workspace>;
  clock: Clock;
  /** The workspace answered a write. */
  written(workspace: Workspace): void;
}

export interface RequestDispatch {
  fetch(request: Request): Promise<Response>;
  close(): void;
}

export function dispatchRequests(parts: DispatchParts): RequestDispatch {
  const asked = freshCopyOf();
  let writeTimer: ReturnType<typeof setTimeout> | null = null;

  function afterWrite(workspace: Workspace) {
    parts.written(workspace);
    if (writeTimer) clearTimeout(writeTimer);
    writeTimer = setTimeout(() => workspace.engine?.poke(), WRITE_SETTLE_MS);
  }

  return {
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (matchLocalOperation(request.method, pathname)?.answeredBy === 'host') {
        return (await parts.hostApp).fetch(request);
      }
      const workspace = await parts.workspace();
      const copy = request.method === 'GET' ? asked(pathname, parts.clock.now().getTime()) : null;
      if (copy) workspace.engine?.ask(copy);
      const response = await workspace.serve(request);
      if (request.method !== 'GET' && response.ok) afterWrite(workspace);
      return response;
    },
    close() {
      if (writeTimer) clearTimeout(writeTimer);
    },
  };
}
