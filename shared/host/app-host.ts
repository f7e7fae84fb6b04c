// The worker's host: the app's settings, the workspace they open (with its /v1 service and,
// for a remote, its sync engine), the /local/ routes, and the events the page listens to
// (`sync` with the status, `changed` when records changed here or in another tab, `inbox`
// with what a pull brought from the operators).
import { doubtMemoriesOf } from '../db/row-memory/commit-notes';
import { Hono } from 'hono';
import type { DexieBackend } from '../db/database';
import type { ScratchFiles } from '../export/scratch-file';
import { systemClock, type Clock } from '../encoding/clock';
import { validationProblem } from '../api';
import { ProblemError } from '../api/problem-error';
import type { SettingsChange, SettingsView, ShellKind, SyncStatus } from '../rpc/local-api';
import type { InboxItem } from '../rpc/inbox';
import { normalizeRemoteUrl } from '../rpc/remote-url';
import { answerWithProblems } from '../service/app';
import type { LockRunner, Timers } from '../sync/engine/timers';
import type { Transport } from '../sync/transport/transport';
import { freshCopyOf } from './fresh-copies';
import { laptopTimeZone } from '../sync/policy/working-time';
import {
  keyFor,
  openSettingsStore,
  viewedNames,
  withKey,
  type FirstStart,
  type StoredSettings,
} from './settings-store';
import type { WarmStart } from './warm-start';
import type { ClientExportSizes } from './client-export-sizes';
import { openWorkspace, workspaceKeyOf, type Workspace, type WorkspaceKey } from './workspace';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** What one tab's worker tells the others: records of a database changed, or the settings. */
export type CrossTabNote = { kind: 'records'; database: string } | { kind: 'settings' };

export interface CrossTab {
  post(note: CrossTabNote): void;
  subscribe(listener: (note: CrossTabNote) => void): void;
}

export interface AppHostOptions {
  shell: ShellKind;
  /** Browser: the worker calls the remote with the key it keeps. Desktop: the relay to main. */
  remote: { kind: 'fetch'; fetch: FetchLike } | { kind: 'relay'; transport: Transport };
  /** Desktop: the remote URL main holds (and confirmed with the broker). */
  remoteUrl?: string | null;
  /** The database the worker began opening before `init` came (warm-start.ts). */
  warm?: WarmStart;
  /** What a first start begins with (npm start points the app at its remote); asked only then. */
  firstStart?: () => Promise<FirstStart>;
  push(name: string, args: unknown): void;
  crossTab?: CrossTab;
  online?: boolean;
  backend?: DexieBackend;
  clock?: Clock;
  timers?: Timers;
  random?: () => number;
  locks?: LockRunner;
  /** Where a large export reorders its records (the worker's OPFS). */
  scratch?: ScratchFiles;
  /** The export's chunk and page sizes; the app's (CLIENT_EXPORT_SIZES) unless given. */
  exportSizes?: ClientExportSizes;
}

export interface AppHost {
  fetch(request: Request): Promise<Response>;
  close(): Promise<void>;
}

const HOST_PATHS = /^\/local\/(settings|sync|outbox)(\/|$)/;
const STATUS_PUSH_MS = 200;
/** Writes in quick succession (typing in a form, a batch of edits) go out folded together. */
const WRITE_SETTLE_MS = 750;

function fieldError(field: string, message: string): never {
  throw new ProblemError(validationProblem([{ field, code: 'invalid', message }]));
}

/**
 * The settings, sync and outbox routes, the remote's check and the sync status: modules of
 * their own, loaded as the host starts, so that the worker's first module holds only what
 * opening the workspace and answering its reads need (the Trips list's first page waited on
 * compiling and running all of it).
 */
const loadHostParts = () =>
  Promise.all([import('./host-routes'), import('./settings-check'), import('./sync-status')]);

export async function createAppHost(options: AppHostOptions): Promise<AppHost> {
  const parts = loadHostParts();
  const clock = options.clock ?? systemClock;
  const store = openSettingsStore(options.backend, options.firstStart);
  let online = options.online ?? true;
  let { settings, unreadable } = await store.read();
  if (options.shell === 'desktop' && options.remoteUrl !== undefined) {
    settings = { ...settings, remote_url: options.remoteUrl, api_keys: {} };
    // Main's URL (and keys) replace whatever was stored of them.
    unreadable = unreadable.filter((name) => name !== 'remote_url' && name !== 'api_keys');
    await store.write(settings);
  }

  async function transport(key: WorkspaceKey): Promise<Transport | null> {
    if (key.remoteUrl === null) return null;
    if (options.remote.kind === 'relay') return options.remote.transport;
    // The key kept for this URL's origin: a key never goes to another one.
    const apiKey = keyFor(settings, key.remoteUrl);
    if (apiKey === null) return null;
    const { fetch } = options.remote;
    const { createFetchTransport } = await import('../sync/transport/fetch');
    return createFetchTransport({ baseUrl: key.remoteUrl, apiKey, fetch });
  }

  let statusTimer: ReturnType<typeof setTimeout> | null = null;
  let lastSuccessPushed: string | null = null;
  // Once closing, nothing more is pushed: the engine still says it stopped as it closes.
  let closed = false;
  const env = {
    backend: options.backend,
    warm: options.warm,
    clock,
    timers: options.timers,
    random: options.random,
    locks: options.locks,
    scratch: options.scratch,
    exportSizes: options.exportSizes,
    transport,
    reservePercent: () => settings.reserve_percent,
    workingDay: () => ({ hours: settings.working_hours, timeZone: laptopTimeZone() }),
    online: () => online,
    onSyncChange: () => {
      if (closed) return;
      statusTimer ??= setTimeout(() => void pushStatus(), STATUS_PUSH_MS);
    },
    tellArrivals: (arrivals: { items: InboxItem[] }) => {
      if (!closed) options.push('inbox', arrivals);
    },
  };
  let current: Promise<Workspace> = openWorkspace(workspaceKeyOf(settings), env);
  const checks = parts.then(([, { hostChecks }]) =>
    hostChecks({
      settings: () => settings,
      workspace: () => current,
      fetch: options.remote.kind === 'fetch' ? options.remote.fetch : null,
      statusChanged: env.onSyncChange,
    }),
  );

  function changed(database?: string) {
    options.push('changed', null);
    if (database) options.crossTab?.post({ kind: 'records', database });
  }

  /** The sync status, with the remote the workspace mirrors as the header names it. */
  async function statusOf(workspace: Workspace): Promise<SyncStatus> {
    const url = workspace.key.remoteUrl;
    const remote =
      url === null ? null : { url, demo: new URL(url).origin === settings.demo_remote_origin };
    const [, , { readSyncStatus }] = await parts;
    const status = await readSyncStatus(workspace, online, env);
    return (await checks).adjust({ ...status, remote });
  }

  async function pushStatus() {
    statusTimer = null;
    const workspace = await current;
    let status: SyncStatus;
    try {
      status = await statusOf(workspace);
    } catch (error) {
      // Its database closed under the read (the host closed, or the settings opened
      // another workspace, which pushes its own status): nothing to tell.
      if (closed || workspace !== (await current)) return;
      throw error;
    }
    options.push('sync', status);
    // A push or pull that landed changed records: the screens look again, in other tabs too
    // (their workers stand by: only this one pulls).
    if (status.last_success_at !== lastSuccessPushed) {
      lastSuccessPushed = status.last_success_at;
      changed(workspace.key.dbName);
    }
  }

  options.crossTab?.subscribe(async (note) => {
    // Another tab changed the settings: this one follows, onto the same workspace.
    if (note.kind === 'settings') {
      const read = await store.read();
      unreadable = read.unreadable;
      return applySettings(read.settings);
    }
    const workspace = await current;
    if (note.database !== workspace.key.dbName) return;
    doubtMemoriesOf(note.database);
    changed();
    workspace.engine?.poke();
  });

  async function settingsView(): Promise<SettingsView> {
    const workspace = await current;
    return {
      workspace: workspace.key.kind,
      database: workspace.key.dbName,
      shell: options.shell,
      remote_url: settings.remote_url,
      has_api_key: options.shell === 'browser' && keyFor(settings) !== null,
      reserve_percent: settings.reserve_percent,
      working_hours: settings.working_hours,
      time_zone: laptopTimeZone(),
      unreadable_settings: viewedNames(unreadable),
    };
  }

  function nextSettings(change: SettingsChange): StoredSettings {
    const next = { ...settings };
    if (change.remote_url !== undefined) {
      next.remote_url =
        change.remote_url === null
          ? null
          : (normalizeRemoteUrl(change.remote_url) ??
            fieldError(
              'remote_url',
              'Must be an https URL (http only to this machine), without credentials, ? or #',
            ));
      if (next.remote_url !== null) next.demo = false;
    }
    if (change.api_key !== undefined) {
      if (options.shell === 'desktop') {
        fieldError('api_key', 'The desktop app keeps the key in the system keychain, not here');
      }
      if (next.remote_url === null) {
        fieldError('api_key', 'Set the remote API URL first: the key is kept for it alone');
      }
      next.api_keys = withKey(next.api_keys, next.remote_url, change.api_key);
    }
    if (change.reserve_percent !== undefined) next.reserve_percent = change.reserve_percent;
    if (change.working_hours !== undefined) next.working_hours = change.working_hours;
    if (change.demo !== undefined) next.demo = change.demo;
    return next;
  }

  async function changeSettings(change: SettingsChange): Promise<SettingsView> {
    const next = nextSettings(change);
    await store.write(next);
    // Every setting is stored whole again: none is unreadable any more.
    unreadable = [];
    await applySettings(next);
    options.crossTab?.post({ kind: 'settings' });
    return settingsView();
  }

  /** Takes `next` as the settings, opening the workspace (and transport) they name. */
  async function applySettings(next: StoredSettings): Promise<void> {
    const previous = settings;
    settings = next;
    const reopen =
      previous.remote_url !== settings.remote_url ||
      keyFor(previous) !== keyFor(settings) ||
      previous.demo !== settings.demo;
    if (!reopen) return;
    const old = await current;
    const key = workspaceKeyOf(settings);
    const through = await transport(key);
    // The same database with a new key or URL: its engine syncs on, its pause lifted.
    if (key.kind === old.key.kind && key.dbName === old.key.dbName && old.reconnect && through) {
      old.reconnect(key, through);
      return;
    }
    await reopenWorkspace();
  }

  /** Opens the settings' workspace anew: its engine starts afresh. */
  async function reopenWorkspace(): Promise<void> {
    const old = await current;
    current = old.close().then(() => openWorkspace(workspaceKeyOf(settings), env));
    await current;
    env.onSyncChange();
    changed();
  }

  const hostApp = parts.then(([{ hostRoutes }]) =>
    answerWithProblems(new Hono(), 'app host').route(
      '/local',
      hostRoutes({
        workspace: () => current,
        settings: settingsView,
        changeSettings,
        status: async () => statusOf(await current),
        check: async () => (await checks).check(),
        noteCheck: async (result) => (await checks).heard(result),
        // The key changed in main, which the worker cannot see (main's relay adds it): the
        // running engine lifts the pause the old key caused and tries at once.
        resume: async () => (await current).engine?.resume(),
        setOnline: (next) => {
          online = next;
          void current.then((workspace) => workspace.engine?.setOnline(next));
        },
        changed: () => void current.then((workspace) => changed(workspace.key.dbName)),
      }),
    ),
  );
  const asked = freshCopyOf();
  let writeTimer: ReturnType<typeof setTimeout> | null = null;
  function afterWrite(workspace: Workspace) {
    changed(workspace.key.dbName);
    if (writeTimer) clearTimeout(writeTimer);
    writeTimer = setTimeout(() => workspace.engine?.poke(), WRITE_SETTLE_MS);
  }

  return {
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (HOST_PATHS.test(pathname)) return (await hostApp).fetch(request);
      if (pathname === '/local/seed-demo' && (await current).key.kind !== 'demo') {
        // The demo data lives in its own database: loading it opens that workspace.
        await changeSettings({ demo: true });
      }
      const workspace = await current;
      const copy = request.method === 'GET' ? asked(pathname, clock.now().getTime()) : null;
      if (copy) workspace.engine?.ask(copy);
      const response = await workspace.serve(request);
      if (request.method !== 'GET' && response.ok) afterWrite(workspace);
      return response;
    },
    async close() {
      closed = true;
      if (statusTimer) clearTimeout(statusTimer);
      if (writeTimer) clearTimeout(writeTimer);
      await (await current).close();
      store.close();
    },
  };
}
