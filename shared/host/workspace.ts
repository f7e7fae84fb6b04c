// Which records the app works on, each in a database of its own so they never mix: the
// offline demo data, one database per remote (changing only the key keeps it and its
// outbox), or, before any remote is set, the broker's local book. A remote's database is
// a replica: its writes record outbox entries, and its sync engine runs while it is open.
import type { Hono } from 'hono';
import { personReference, type PersonReference } from '../api';
import { fillNameOrder } from '../db/index-upkeep/name-order-fill';
import { CharterDb, type DatabaseRole, type DexieBackend } from '../db/database';
import type { ScratchFiles } from '../export/scratch-file';
import { pause, type Clock } from '../encoding/clock';
import type { WorkspaceKind } from '../rpc/local-api';
import type { InboxItem } from '../rpc/inbox';
import { createV1App } from '../service/app';
import type { ServiceDeps } from '../service/deps';
import type { SyncEngine } from '../sync/engine/engine';
import type { WorkingDay } from '../sync/policy/pacing';
import type { PullPlanner } from '../sync/pull/task';
import type { LockRunner, Timers } from '../sync/engine/timers';
import type { Transport } from '../sync/transport/transport';
import { keepClientCsv } from './client-export-refresh';
import type { ClientExportSizes } from './client-export-sizes';
import { tellArrivals } from './inbox-arrivals';
import { localRoutes } from './local-routes';
import type { StoredSettings } from './settings-store';
import type { WarmStart } from './warm-start';

/** Between steps of filling the name order, room for the app's own requests. */
const NAME_ORDER_PAUSE_MS = 20;
/** How long the page must have asked nothing before the CSV records are remade. */
const REQUESTS_QUIET_MS = 1_000;

/** The legacy name, so a book made before sync existed opens as the local one. */
const LOCAL_DB = 'charter-desk';
const DEMO_DB = 'charter-desk-demo';

export interface WorkspaceKey {
  kind: WorkspaceKind;
  dbName: string;
  /** The remote a replica mirrors. */
  remoteUrl: string | null;
}

export function workspaceKeyOf(settings: StoredSettings): WorkspaceKey {
  if (settings.demo) return { kind: 'demo', dbName: DEMO_DB, remoteUrl: null };
  if (settings.remote_url) {
    const url = settings.remote_url;
    // One per remote origin: a new key, or a path moved on the same server, keeps the records
    // and the outbox that were waiting.
    return { kind: 'remote', dbName: `charter-desk-remote:${new URL(url).origin}`, remoteUrl: url };
  }
  return { kind: 'local', dbName: LOCAL_DB, remoteUrl: null };
}

/** A remote's database is a replica (its writes record outbox entries); the others serve. */
export function roleOf(key: WorkspaceKey): DatabaseRole {
  return key.kind === 'remote' ? 'replica' : 'server';
}

/** Until sign-in exists the broker acts as a local user with no remote id. */
const LOCAL_USER: PersonReference = { user_id: null, display_name: 'You', avatar_url: null };

async function currentUser(db: CharterDb): Promise<PersonReference> {
  const stored = await db.meta.get('current_user');
  const parsed = personReference.safeParse(stored?.value);
  return parsed.success ? parsed.data : LOCAL_USER;
}

export interface WorkspaceEnv {
  backend?: DexieBackend;
  /** The database the worker began opening before it knew its shell (warm-start.ts). */
  warm?: WarmStart;
  clock: Clock;
  timers?: Timers;
  random?: () => number;
  locks?: LockRunner;
  /** The transport to the remote, or null when none can be made (no key in a browser). */
  transport(key: WorkspaceKey): Transport | null | Promise<Transport | null>;
  reservePercent(): number;
  /** The broker's working hours in the laptop's zone. */
  workingDay(): WorkingDay;
  online(): boolean;
  onSyncChange(): void;
  /** What a commit brought from the operators (inbox-arrivals.ts), for the page to tell of. */
  tellArrivals?(arrivals: { items: InboxItem[] }): void;
  /** Where a large export reorders its records; none in Node. */
  scratch?: ScratchFiles;
  /** The export's sizes, CLIENT_EXPORT_SIZES unless given (tests give smaller ones). */
  exportSizes?: ClientExportSizes;
}

export interface Workspace {
  readonly key: WorkspaceKey;
  deps: ServiceDeps;
  /** `/v1`, and the workspace's own /local/ routes (status, demo data). */
  app: Hono;
  engine: SyncEngine | null;
  planner: PullPlanner | null;
  /**
   * Syncs on with the key or URL of `key` (the same database) through `transport`, lifting a
   * pause their refusal caused; null without an engine (a new one comes with reopening).
   */
  reconnect: ((key: WorkspaceKey, transport: Transport) => void) | null;
  /** Answers with `app`; `close` waits for every request under way to be answered. */
  serve(request: Request): Promise<Response>;
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
  app.route('/local', localRoutes(deps, { scratch: env.scratch, sizes: env.exportSizes }));
  const untell = env.tellArrivals ? tellArrivals(db, env.tellArrivals) : () => {};
  // A request that began here ends here, even when the settings open another workspace
  // meanwhile: closing the database under it would fail it.
  const underWay = new Set<Promise<Response>>();
  // The page reads pages back to back while the broker scrolls: background work waits for a
  // pause in the requests, not only for a moment with none under way.
  let lastAnswered = -Infinity;
  const csv = keepClientCsv(
    db,
    () => underWay.size > 0 || performance.now() - lastAnswered < REQUESTS_QUIET_MS,
  );
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
    serve(request) {
      const answer = Promise.resolve(app.fetch(request));
      underWay.add(answer);
      const done = () => {
        underWay.delete(answer);
        lastAnswered = performance.now();
      };
      answer.then(done, done);
      return answer;
    },
    async close() {
      untell();
      csv.stop();
      await engine?.stop();
      while (underWay.size > 0) await Promise.allSettled(underWay);
      db.close();
    },
  };
}
