// The workspace open now: its database (workspace-keys.ts says which), the /v1 service and the
// /local/ operations a workspace answers over it, and, for a remote's database, a replica
// whose writes record outbox entries, its sync engine running while it is open.
import type { Hono } from 'hono';
import { personReference, type PersonReference } from '../../api';
import { fillNameOrder } from '../../db/index-upkeep/name-order-fill';
import { CharterDb, type DexieBackend } from '../../db/database';
import type { ScratchFiles } from '../../export/scratch-file';
import { pause } from '../../encoding/clock';
import type { InboxItem } from '../../rpc/local/inbox';
import { createV1App } from '../../service/app';
import type { ServiceDeps } from '../../service/deps';
import type { SyncEngine } from '../../sync/engine/engine';
import type { PullPlanner } from '../../sync/pull/task';
import type { Transport } from '../../sync/transport/transport';
import { keepClientCsv } from '../client-export/csv-refresh';
import type { ClientExportSizes } from '../client-export/export-sizes';
import { tellArrivals } from '../inbox/inbox-arrivals';
import { liveEverythingOf } from '../search/live-everything';
import { routeLocalOperations } from '../serving/local-routes';
import type { ReplicaSyncEnv } from './replica-sync';
import { roleOf, type WorkspaceKey } from './workspace-keys';
import { workspaceHandlers } from './workspace-handlers';

/** Between steps of filling the name order, room for the app's own requests. */
const NAME_ORDER_PAUSE_MS = 20;
/** How long the page must have asked nothing before the CSV records are remade. */
const REQUESTS_QUIET_MS = 1_000;

/** Until sign-in exists the broker acts as a local user with no remote id. */
const LOCAL_USER: PersonReference = { user_id: null, display_name: 'You', avatar_url: null };

async function currentUser(db: CharterDb): Promise<PersonReference> {
  const stored = await db.meta.get('current_user');
  const parsed = personReference.safeParse(stored?.value);
  return parsed.success ? parsed.data : LOCAL_USER;
}

/** A database opened before its workspace was known (../start/warm-start.ts). */
export interface WarmStart {
  /** The warmed database when it is `key`'s, once; null otherwise (and it is closed). */
  take(key: WorkspaceKey): Promise<CharterDb | null>;
}

export interface WorkspaceEnv extends ReplicaSyncEnv {
  backend?: DexieBackend;
  warm?: WarmStart;
  /** The transport to the remote, or null when none can be made (no key in a browser). */
  transport(key: WorkspaceKey): Transport | null | Promise<Transport | null>;
  /** What a commit brought from the operators (inbox-arrivals.ts), for the page to tell of. */
  tellArrivals?(arrivals: { items: InboxItem[] }): void;
  /** Records changed that no commit of this connection told (the page reads again). */
  recordsChanged?(): void;
  /** Where a large export reorders its records; none in Node. */
  scratch?: ScratchFiles;
  /** The export's sizes, CLIENT_EXPORT_SIZES unless given (tests give smaller ones). */
  exportSizes?: ClientExportSizes;
}

export interface Workspace {
  readonly key: WorkspaceKey;
  deps: ServiceDeps;
  /** `/v1`, and the /local/ operations a workspace answers. */
  app: Hono;
  engine: SyncEngine | null;
  planner: PullPlanner | null;
  /**
   * Syncs on with the key or URL of `key` (the same database) through `transport`, lifting a
   * pause their refusal caused; null without an engine (a new one comes with reopening).
   */
  reconnect: ((key: WorkspaceKey, transport: Transport) => void) | null;
  /** Answers with `app`, as work under way. */
  serve(request: Request): Promise<Response>;
  /** Does `work` over the workspace's service; `close` waits for all work under way. */
  run<T>(work: (deps: ServiceDeps) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function openWorkspace(key: WorkspaceKey, env: WorkspaceEnv): Promise<Workspace> {
  const replica = key.kind === 'remote';
  // Its own chunk, loaded while the database opens (replica-sync.ts).
  const syncModule = replica ? import('./replica-sync') : null;
  const db =
    (await env.warm?.take(key)) ??
    new CharterDb(key.dbName, { backend: env.backend, role: roleOf(key) });
  await db.open();
  // A database upgraded from version 4 places its clients in the name order meanwhile.
  fillNameOrder(db, () => pause(NAME_ORDER_PAUSE_MS)).catch(() => {});
  const user = await currentUser(db);
  const sync = syncModule && (await syncModule).startReplicaSync(db, env, await env.transport(key));
  const deps: ServiceDeps = {
    db,
    clock: env.clock,
    currentUser: user,
    rfqDelivery: { emailed: false, linkUrl: () => null },
    ...sync?.deps,
  };
  const engine = sync?.engine ?? null;
  const switchTo = sync?.switchTo;
  const app = createV1App(deps);
  const exportOptions = { scratch: env.scratch, sizes: env.exportSizes };
  routeLocalOperations(app, 'workspace', workspaceHandlers(deps, exportOptions));
  const untell = env.tellArrivals ? tellArrivals(db, env.tellArrivals) : () => {};
  // Search everything loads once the first screen's reads are done, and follows every commit.
  const everything = liveEverythingOf(db);
  void everything.start();
  // Made again after another tab wrote: the open results were answered from the index before.
  if (env.recordsChanged) everything.onReloaded(env.recordsChanged);
  // Work that began here ends here, even when the settings open another workspace
  // meanwhile: closing the database under it would fail it.
  const underWay = new Set<Promise<unknown>>();
  // The page reads pages back to back while the broker scrolls: background work waits for a
  // pause in the requests, not only for a moment with none under way.
  let lastAnswered = -Infinity;
  const csv = keepClientCsv(
    db,
    () => underWay.size > 0 || performance.now() - lastAnswered < REQUESTS_QUIET_MS,
  );
  function run<T>(work: (deps: ServiceDeps) => Promise<T>): Promise<T> {
    const done = work(deps);
    underWay.add(done);
    const settled = () => {
      underWay.delete(done);
      lastAnswered = performance.now();
    };
    done.then(settled, settled);
    return done;
  }
  let current = key;
  return {
    get key() {
      return current;
    },
    deps,
    app,
    engine,
    planner: sync?.planner ?? null,
    reconnect:
      engine && switchTo
        ? (next, through) => {
            current = next;
            switchTo(through);
            engine.resume();
          }
        : null,
    serve: (request) => run(async () => app.fetch(request)),
    run,
    async close() {
      untell();
      everything.stop();
      csv.stop();
      await engine?.stop();
      while (underWay.size > 0) await Promise.allSettled(underWay);
      db.close();
    },
  };
}
