// The Electron main process: one hardened window on app://charter-desk, the key vault and
// the remote transport. Everything with a decision in it lives in a tested module.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BrowserWindow, app, dialog, ipcMain, net, protocol, safeStorage, session } from 'electron';
import { createAppProtocolHandler } from './app-protocol';
import { registerDesktopApi } from './desktop-api';
import { createFileStore } from './file-store';
import { denyAllPermissions, guardWebContents } from './guards';
import { createKeyVault } from './key-vault';
import { createRemoteEndpoint } from './remote-endpoint';
import { createRemoteTransport } from './remote-transport';
import { normalizeRemoteUrl } from '../shared/rpc/remote-url';
import { APP_ENTRY_URL, APP_SCHEME, secureWebPreferences } from './security';
import { createSettingsStore } from './settings';

const here = dirname(fileURLToPath(import.meta.url));

// Standard + secure gives app:// a real origin (IndexedDB, module workers, fetch); it must
// be registered before the app is ready.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 800,
    minHeight: 560,
    title: 'Charter Desk',
    show: false,
    webPreferences: secureWebPreferences(join(here, 'preload.cjs')),
  });
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => (mainWindow = null));
  void window.loadURL(APP_ENTRY_URL);
  return window;
}

function startDesktopApi() {
  const userData = app.getPath('userData');
  const vault = createKeyVault(
    safeStorage,
    createFileStore(join(userData, 'api-key.bin')),
    process.platform,
  );
  // `npm start` passes the reference API it started: whoever launched the app confirmed
  // its origin. A stored choice wins.
  const envUrl = process.env.CHARTER_DESK_REMOTE_URL;
  const launchUrl = envUrl ? normalizeRemoteUrl(envUrl) : null;
  const remote = createRemoteEndpoint({
    settings: createSettingsStore(
      createFileStore(join(userData, 'settings.json')),
      launchUrl ? { remoteUrl: launchUrl } : {},
    ),
    launchOrigin: launchUrl && new URL(launchUrl).origin,
    // Modal to the app window, so the question is plainly the app's and blocks the page.
    showMessageBox: (options) =>
      mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options),
  });
  registerDesktopApi({
    ipcMain,
    appVersion: app.getVersion(),
    platform: process.platform,
    vault,
    remote,
    remoteFetch: createRemoteTransport({
      fetch: (url, init) => net.fetch(url, init),
      vault,
      remote,
    }),
  });
}

// One instance: two would open the same IndexedDB and outbox from two processes.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents));
  app.on('window-all-closed', () => app.quit());
  void app.whenReady().then(() => {
    denyAllPermissions(session.defaultSession);
    protocol.handle(APP_SCHEME, createAppProtocolHandler({ root: join(app.getAppPath(), 'dist') }));
    startDesktopApi();
    mainWindow = createWindow();
  });
}
