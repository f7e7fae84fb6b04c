// The Electron main process: one hardened window on app://charter-desk, what main serves the
// page (shell-services.ts: the key vault, the remote transport, IPC, exports, the menu, the
// app's updates), the log, and the window's remembered place. Everything with a decision in it lives in a tested
// module; this file only hands them Electron's pieces.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BrowserWindow,
  Menu,
  Notification,
  app,
  dialog,
  ipcMain,
  net,
  powerMonitor,
  protocol,
  safeStorage,
  screen,
  session,
  shell,
} from 'electron';
import { autoUpdater } from 'electron-updater';
import { createAppProtocolHandler } from './app-protocol';
import { guardRendererCrashes } from './crash-guard';
import { createFileStore } from './file-store';
import { denyAllPermissions, guardWebContents } from './guards';
import { openKeyVault } from './key-vault';
import { createLogFile } from './log-file';
import { APP_ENTRY_URL, APP_SCHEME, secureWebPreferences } from './security';
import { startShellServices } from './shell-services';
import { placeWindow, readWindowState, trackWindowState } from './window-state';

declare global {
  /** The update URL this build was given (electron/scripts/update-url.mjs), or null. */
  const __CHARTER_DESK_UPDATE_URL__: string | null;
}

const here = dirname(fileURLToPath(import.meta.url));
/** How long quitting waits for a remote request under way to answer. */
const QUIT_GRACE_MS = 2_000;

// Standard + secure gives app:// a real origin (IndexedDB, module workers, fetch); it must
// be registered before the app is ready.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);
app.enableSandbox();

let mainWindow: BrowserWindow | null = null;
const userData = () => app.getPath('userData');
const vault = openKeyVault(userData(), safeStorage, process.platform);
// The stored key is cut out of every line, wherever an error message carried it.
const log = createLogFile(join(app.getPath('logs'), 'charter-desk.log'), {
  secrets: () => vault.keys(),
});
process.on('uncaughtException', (error) => void log.write('main', String(error.stack ?? error)));
process.on('unhandledRejection', (reason) => void log.write('main', String(reason)));

async function createWindow(): Promise<BrowserWindow> {
  const stateFile = createFileStore(join(userData(), 'window-state.json'));
  const workAreas = [screen.getPrimaryDisplay(), ...screen.getAllDisplays()].map(
    (display) => display.workArea,
  );
  const place = placeWindow(await readWindowState(stateFile), workAreas, {
    width: 1280,
    height: 820,
  });
  const window = new BrowserWindow({
    x: place.x,
    y: place.y,
    width: place.width,
    height: place.height,
    minWidth: 800,
    minHeight: 560,
    title: 'Charter Desk',
    show: false,
    webPreferences: secureWebPreferences(join(here, 'preload.cjs')),
  });
  if (place.maximized) window.maximize();
  trackWindowState(window, stateFile);
  guardRendererCrashes(window.webContents, {
    showMessageBox: (options) => dialog.showMessageBox(window, options),
    reload: () => window.webContents.reload(),
    log: (message) => void log.write('main', message),
  });
  window.once('ready-to-show', () => window.show());
  window.on('closed', () => (mainWindow = null));
  void window.loadURL(APP_ENTRY_URL);
  return window;
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
  void app.whenReady().then(async () => {
    denyAllPermissions(session.defaultSession);
    protocol.handle(APP_SCHEME, createAppProtocolHandler({ root: join(app.getAppPath(), 'dist') }));
    const { requests, menu, send, stop } = startShellServices({
      ipcMain,
      userData: userData(),
      appName: app.getName(),
      appVersion: app.getVersion(),
      platform: process.platform,
      vault,
      // `npm start` passes the reference API it started.
      launchRemoteUrl: process.env.CHARTER_DESK_REMOTE_URL,
      fetch: (url, init) => net.fetch(url, init),
      // Modal to the app window, so the question is plainly the app's and blocks the page.
      showMessageBox: (options) =>
        mainWindow ? dialog.showMessageBox(mainWindow, options) : dialog.showMessageBox(options),
      showSaveDialog: (options) =>
        mainWindow ? dialog.showSaveDialog(mainWindow, options) : dialog.showSaveDialog(options),
      log,
      openLogsFolder: () => void shell.openPath(app.getPath('logs')),
      page: () => mainWindow?.webContents ?? null,
      updates:
        __CHARTER_DESK_UPDATE_URL__ === null
          ? null
          : { url: __CHARTER_DESK_UPDATE_URL__, updater: () => autoUpdater },
      makeNotification: (options) =>
        Notification.isSupported() ? new Notification(options) : null,
      // Only ever a mailto: URL main builds itself (mail-link.ts).
      openExternal: (url) => shell.openExternal(url),
      // Only ever the path main's own save dialog returned (pdf-saver.ts).
      showItemInFolder: (path) => shell.showItemInFolder(path),
      focusWindow: () => {
        if (!mainWindow) return;
        if (mainWindow.isMinimized()) mainWindow.restore();
        mainWindow.show();
        mainWindow.focus();
      },
    });
    Menu.setApplicationMenu(Menu.buildFromTemplate(menu));
    powerMonitor.on('suspend', () => send({ type: 'power', state: 'suspend' }));
    powerMonitor.on('resume', () => send({ type: 'power', state: 'resume' }));
    // Quitting waits briefly for an answer on its way; the outbox keeps anything unanswered.
    let draining = false;
    app.on('before-quit', (event) => {
      stop();
      if (draining || requests.count() === 0) return;
      event.preventDefault();
      draining = true;
      void requests.settled(QUIT_GRACE_MS).then(() => app.quit());
    });
    mainWindow = await createWindow();
  });
}
