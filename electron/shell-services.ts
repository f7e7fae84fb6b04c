// What main serves the page, wired from its modules: the key vault (opened by the caller,
// whose log cuts its keys out), the remote (the endpoint the broker confirmed, the transport
// that adds the key, its check), the checked IPC handlers, the export writer, the PDF saver,
// notifications, new mails in the mail client, the app menu and main's events. main.ts hands
// it Electron's pieces; the desktop harness (test/support/desktop-harness/) hands it
// stand-ins, so both run this wiring.
import { join } from 'node:path';
import type { MenuItemConstructorOptions } from 'electron';
import { desktopChannels, type DesktopEvent } from '../shared/desktop/desktop-api';
import type { HttpRequest, HttpResponse } from '../shared/rpc/worker-protocol';
import { normalizeRemoteUrl } from '../shared/rpc/remote-url';
import { registerIpcHandlers } from './ipc-handlers';
import { createExportWriter, type ShowSaveDialog } from './export-writer';
import { createFileStore } from './file-store';
import { trackInFlight, type InFlight } from './in-flight';
import type { IpcMainLike } from './ipc';
import type { KeyVault } from './key-vault';
import type { LogFile } from './log-file';
import { appMenuTemplate } from './menu';
import { createRemoteCheck } from './shell-remote-check';
import { createRemoteEndpoint, type ShowMessageBox } from './remote-endpoint';
import { createRemoteTransport, type RemoteTransportDeps } from './remote-transport';
import { createPdfSaver, type PrintablePage, type ShowItemInFolder } from './pdf-saver';
import { createSettingsStore } from './shell-settings';
import { startAppUpdates, type UpdateSource } from './updater';
import { createNotifier, type MakeNotification } from './notifications';
import { createMailOpener, type OpenExternal } from './mail-link';

/** The page's web contents, as far as main talks to it. */
export interface PageContents extends PrintablePage {
  send(channel: string, ...args: unknown[]): void;
}

export interface ShellServicesDeps {
  ipcMain: IpcMainLike;
  /** The user data folder: the key, the settings. */
  userData: string;
  appName: string;
  appVersion: string;
  platform: NodeJS.Platform;
  /** The key vault (key-vault.ts `openKeyVault`), opened first: the log cuts out its keys. */
  vault: KeyVault;
  /** The remote URL whoever launched the app gave (`npm start`), if any. */
  launchRemoteUrl?: string;
  fetch: RemoteTransportDeps['fetch'];
  /** Parented to the app window, so the question is plainly the app's. */
  showMessageBox: ShowMessageBox;
  showSaveDialog: ShowSaveDialog;
  log: LogFile;
  openLogsFolder(): void;
  /** The page's contents while its window is open. */
  page(): PageContents | null;
  /** Where this build's updates come from; none without an update URL (updater.ts). */
  updates?: UpdateSource | null;
  /** Electron's Notification, or null where the system shows none. */
  makeNotification: MakeNotification;
  /** Restores and focuses the app's window (a notification was clicked). */
  focusWindow(): void;
  /** Electron's shell.openExternal, for the mailto: URLs main makes (mail-link.ts) alone. */
  openExternal: OpenExternal;
  /** Electron's shell.showItemInFolder, for the PDFs main saved itself (pdf-saver.ts) alone. */
  showItemInFolder: ShowItemInFolder;
}

export interface ShellServices {
  /** The remote requests under way (quitting waits briefly for them). */
  requests: InFlight<[HttpRequest], HttpResponse>;
  /** The app menu: its actions reach the page as events. */
  menu: MenuItemConstructorOptions[];
  /** Tells the page: a menu action, the machine going to sleep and waking, an update. */
  send(event: DesktopEvent): void;
  /** Stops checking for updates (at quit). */
  stop(): void;
}

export function startShellServices(deps: ShellServicesDeps): ShellServices {
  const { vault } = deps;
  // Whoever launched the app with a URL confirmed its origin. A stored choice wins.
  const launchUrl = deps.launchRemoteUrl ? normalizeRemoteUrl(deps.launchRemoteUrl) : null;
  const remote = createRemoteEndpoint({
    settings: createSettingsStore(
      createFileStore(join(deps.userData, 'settings.json')),
      launchUrl ? { remoteUrl: launchUrl } : {},
    ),
    launchOrigin: launchUrl && new URL(launchUrl).origin,
    showMessageBox: deps.showMessageBox,
  });
  const reaching = { fetch: deps.fetch, vault, remote };
  const requests = trackInFlight(createRemoteTransport(reaching));
  const send = (event: DesktopEvent) => deps.page()?.send(desktopChannels.onEvent, event);
  const updates = startAppUpdates({
    source: deps.updates ?? null,
    onReady: (version) => send({ type: 'update-ready', version }),
    log: (message) => void deps.log.write('main', message),
  });
  registerIpcHandlers({
    ipcMain: deps.ipcMain,
    appVersion: deps.appVersion,
    platform: deps.platform,
    vault,
    remote,
    remoteFetch: (request) => requests.run(request),
    checkRemote: createRemoteCheck(reaching),
    exports: createExportWriter(deps.showSaveDialog),
    savePdf: createPdfSaver({
      showSaveDialog: deps.showSaveDialog,
      page: deps.page,
      showItemInFolder: deps.showItemInFolder,
    }),
    log: deps.log,
    updates,
    notify: createNotifier({ make: deps.makeNotification, focus: deps.focusWindow, send }),
    openMail: createMailOpener(deps.openExternal),
  });
  const menu = appMenuTemplate({
    platform: deps.platform,
    appName: deps.appName,
    send: (action) => send({ type: 'menu', action }),
    openLogsFolder: deps.openLogsFolder,
  });
  return { requests, menu, send, stop: updates.stop };
}
