// The worker's host, wiring named parts: the settings it holds and changes
// (settings/held-settings.ts, settings/settings-change.ts), the workspace they open
// (workspace/workspace-switcher.ts), the sync status read and pushed to the page
// (sync/host-status.ts, sync/status-pusher.ts), the notices of what changed, to and from
// other tabs (change-notices.ts, cross-tab-follow.ts) and which part answers a request
// (request-dispatch.ts). It pushes three events: `sync` with the status,
// `changed` when records changed here or in another tab, `inbox` with what a pull brought.
import type { DexieBackend } from '../../db/database';
import { systemClock, type Clock } from '../../encoding/clock';
import type { ScratchFiles } from '../../export/scratch-file';
import type { ShellKind } from '../../rpc/local/settings';
import type { LockRunner, Timers } from '../../sync/engine/timers';
import { laptopTimeZone } from '../../sync/policy/working-time';
import type { ClientExportSizes } from '../client-export/export-sizes';
import { holdSettings } from '../settings/held-settings';
import { keyedTransport, type RemoteAccess } from '../settings/keyed-transport';
import { settingsChanges } from '../settings/settings-change';
import type { FirstStart } from '../settings/settings-store';
import { hostStatus } from '../sync/host-status';
import type { PaceSettings } from '../sync/read-sync-status';
import { statusPusher } from '../sync/status-pusher';
import type { WarmStart, WorkspaceEnv } from '../workspace/workspace';
import { workspaceKeyOf } from '../workspace/workspace-keys';
import { switchWorkspaces } from '../workspace/workspace-switcher';
import { changeNotices, type CrossTab } from './change-notices';
import { followOtherTabs } from './cross-tab-follow';
import type { HostControl } from './host-handlers';
import { dispatchRequests } from './request-dispatch';

export interface AppHostOptions {
  shell: ShellKind;
  remote: RemoteAccess;
  /** Desktop: the remote URL main holds (and confirmed with the broker). */
  remoteUrl?: string | null;
  /** The database the worker began opening before `init` came (start/warm-start.ts). */
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

/**
 * The host's own /local/ handlers, the remote's check and the sync status: modules of their
 * own, loaded as the host starts, so that the worker's first module holds only what opening
 * the workspace and answering its reads need (the Trips list's first page waited on
 * compiling and running all of it).
 */
const loadHostParts = () =>
  Promise.all([
    import('./host-handlers'),
    import('../settings/settings-check'),
    import('../sync/read-sync-status'),
  ]);

export async function createAppHost(options: AppHostOptions): Promise<AppHost> {
  const parts = loadHostParts();
  const clock = options.clock ?? systemClock;
  const settings = await holdSettings(options);
  let online = options.online ?? true;
  // Once closing, nothing more is told: the engine still says it stopped as it closes.
  let closed = false;
  const notices = changeNotices(options.push, options.crossTab);
  const pace: PaceSettings = {
    reservePercent: () => settings.current().reserve_percent,
    workingDay: () => ({ hours: settings.current().working_hours, timeZone: laptopTimeZone() }),
  };
  const statusOf = hostStatus({
    demoOrigin: () => settings.current().demo_remote_origin,
    online: () => online,
    pace,
    read: async () => (await parts)[2].readSyncStatus,
    adjust: async (status) => (await checks).adjust(status),
  });
  const pusher = statusPusher({
    workspace: () => workspaces.current(),
    statusOf,
    push: (status) => options.push('sync', status),
    landed: (workspace) => notices.records(workspace.key.dbName),
  });
  const env: WorkspaceEnv = {
    backend: options.backend,
    warm: options.warm,
    clock,
    timers: options.timers,
    random: options.random,
    locks: options.locks,
    scratch: options.scratch,
    exportSizes: options.exportSizes,
    transport: keyedTransport(options.remote, settings.current),
    ...pace,
    online: () => online,
    onSyncChange: pusher.soon,
    tellArrivals: (arrivals) => {
      if (!closed) options.push('inbox', arrivals);
    },
    recordsChanged: () => {
      if (!closed) notices.records();
    },
  };
  const workspaces = switchWorkspaces(
    env,
    () => workspaceKeyOf(settings.current()),
    () => {
      pusher.soon();
      notices.records();
    },
  );
  const checks = parts.then(([, { hostChecks }]) =>
    hostChecks({
      settings: settings.current,
      workspace: workspaces.current,
      fetch: options.remote.kind === 'fetch' ? options.remote.fetch : null,
      statusChanged: pusher.soon,
    }),
  );
  const changes = settingsChanges({
    settings,
    workspaces,
    acceptReplacement: async (previous, next) => (await checks).acceptReplacement(previous, next),
    lastSuccessOf: async (workspace) => (await parts)[2].lastSuccessOf(workspace),
    told: notices.settings,
  });
  followOtherTabs(options.crossTab, {
    settingsChanged: async () => changes.follow(await settings.reread()),
    workspace: workspaces.current,
    recordsChanged: notices.records,
  });

  const control: HostControl = {
    workspace: workspaces.current,
    settings: changes.view,
    changeSettings: changes.change,
    status: async () => statusOf(await workspaces.current()),
    check: async () => (await checks).check(),
    noteCheck: async (result) => (await checks).heard(result),
    // The key changed in main, which the worker cannot see (main's relay adds it): the
    // running engine lifts the pause the old key caused and tries at once.
    resume: async () => (await workspaces.current()).engine?.resume(),
    setOnline: (next) => {
      online = next;
      void workspaces.current().then((workspace) => workspace.engine?.setOnline(next));
    },
    changed: () => void workspaces.current().then((w) => notices.records(w.key.dbName)),
    async demoWorkspace() {
      // The demo data lives in its own database: loading it opens that workspace.
      if ((await workspaces.current()).key.kind !== 'demo') await changes.change({ demo: true });
      return workspaces.current();
    },
  };
  const dispatch = dispatchRequests({
    hostApp: parts.then(([{ hostApp }]) => hostApp(control)),
    workspace: workspaces.current,
    clock,
    written: (workspace) => notices.records(workspace.key.dbName),
  });

  return {
    fetch: dispatch.fetch,
    async close() {
      closed = true;
      pusher.close();
      dispatch.close();
      await workspaces.close();
      settings.close();
    },
  };
}
