// The desktop shell without Electron's binary: the built renderer in Chromium, its
// `window.desktop` made by the shell's own preload (preload-script.ts) and answered by main's
// own services in this Node process (electron/shell-services.ts: the checked IPC handlers,
// the key vault, the remote transport over Node's fetch, the export writer, the PDF saver,
// notifications, the menu). Electron's pieces are stood in for: ipcMain by a Playwright
// binding whose calling frame is the sender, safeStorage by real AES, the dialogs by answers
// the test gives, Notification by a record the test clicks (electron-notification.ts),
// shell.openExternal by a list of the URLs main asked the system to open,
// shell.showItemInFolder by a list of the files main showed in the file manager, the app://
// protocol by an HTTP server on 127.0.0.1 running main's handler (app-server.ts), and
// webContents.printToPDF by Chromium's print to PDF through Playwright (page.pdf).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Frame, Page } from '@playwright/test';
import type { MenuItemConstructorOptions, MessageBoxOptions } from 'electron';
import type { ShowSaveDialog } from '../../../electron/export-writer';
import type { IpcInvokeEventLike, IpcMainLike } from '../../../electron/ipc';
import { openKeyVault } from '../../../electron/key-vault';
import { createLogFile } from '../../../electron/log-file';
import type { SenderFrameLike } from '../../../electron/security';
import { startShellServices } from '../../../electron/shell-services';
import type { DesktopEvent } from '../../../shared/desktop/desktop-api';
import { serveApp, type AppServer } from './app-server';
import { EVENT_HOOK, IPC_BINDING } from './bridge-names';
import { preloadScript } from './preload-script';
import { netFetch } from './net-fetch';
import { harnessNotifications, type HarnessNotifications } from './electron-notification';
import { harnessSafeStorage } from './safe-storage';

const dist = fileURLToPath(new URL('../../../dist', import.meta.url));
const { version } = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../package.json', import.meta.url)), 'utf8'),
) as { version: string };

export interface DesktopHarnessOptions {
  /** The remote URL the app is launched with (CHARTER_DESK_REMOTE_URL, as `npm start` does). */
  launchRemoteUrl?: string;
  /** The backend safeStorage reports: Linux's `basic_text` leaves no key storable. */
  storageBackend?: string;
}

type SaveDialogOptions = Parameters<ShowSaveDialog>[0];

export interface DesktopHarness {
  /** Loads the app in the page, as main's window does (at `route`: `/settings`). */
  open(route?: string): Promise<void>;
  /** The app's page at `route` (`/sync`), on the harness's origin. */
  url(route: string): string;
  /** Main's user data folder (the key vault's file, the settings, the log). */
  userData: string;
  /** Main's message boxes: the button the broker clicks, by label, and what they were asked. */
  messageBox: { answer: string; shown: MessageBoxOptions[] };
  /** Main's save dialog: the file the broker picks (null cancels), and what they were asked. */
  saveDialog: { answer: string | null; shown: SaveDialogOptions[] };
  /** Main's notifications: each one it made, to click as the broker would. */
  notifications: Pick<HarnessNotifications, 'made' | 'focused'>;
  /** Each URL main handed shell.openExternal (the system's mail client, for a mailto:). */
  openedExternally: string[];
  /** Each file main handed shell.showItemInFolder (the file manager opened on it). */
  shownInFolder: string[];
  /** Clicks the app menu's item labelled `label`; resolves once the page has what it sent. */
  clickMenu(label: string): Promise<void>;
  /** Main tells the page `event` (sleep and wake); resolves once the page has it. */
  send(event: DesktopEvent): Promise<void>;
  /** How often the menu asked main to open the logs folder. */
  logsFolderOpened(): number;
  close(): Promise<void>;
}

type Listener = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;

/** What main's sender check sees of a calling frame: its app:// URL, its parent. */
function senderFrameOf(frame: Frame, server: AppServer): SenderFrameLike {
  return { url: server.appUrlOf(frame.url()), parent: frame.parentFrame() };
}

function menuItems(template: MenuItemConstructorOptions[]): MenuItemConstructorOptions[] {
  return template.flatMap((item) => [
    item,
    ...menuItems(Array.isArray(item.submenu) ? item.submenu : []),
  ]);
}

export async function startDesktopHarness(
  page: Page,
  options: DesktopHarnessOptions = {},
): Promise<DesktopHarness> {
  const userData = await mkdtemp(join(tmpdir(), 'charter-desk-harness-'));
  const server = await serveApp(dist);
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle(channel, listener) {
      if (handlers.has(channel)) throw new Error(`A second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
  };
  const messageBox = { answer: 'Cancel', shown: [] as MessageBoxOptions[] };
  const saveDialog = { answer: null as string | null, shown: [] as SaveDialogOptions[] };
  const openedExternally: string[] = [];
  const shownInFolder: string[] = [];
  const deliveries = new Set<Promise<unknown>>();
  const delivered = () => Promise.all([...deliveries]);
  const notifications = harnessNotifications(delivered);
  let logsFolderOpened = 0;

  const vault = openKeyVault(
    userData,
    harnessSafeStorage(options.storageBackend),
    process.platform,
  );
  const services = startShellServices({
    ipcMain,
    userData,
    appName: 'Charter Desk',
    appVersion: version,
    platform: process.platform,
    vault,
    launchRemoteUrl: options.launchRemoteUrl,
    fetch: netFetch,
    async showMessageBox(asked) {
      messageBox.shown.push(asked);
      return { response: asked.buttons?.indexOf(messageBox.answer) ?? -1 };
    },
    async showSaveDialog(asked) {
      saveDialog.shown.push(asked);
      const filePath = saveDialog.answer;
      return filePath === null ? { canceled: true } : { canceled: false, filePath };
    },
    log: createLogFile(join(userData, 'logs', 'charter-desk.log'), {
      secrets: () => vault.keys(),
    }),
    openLogsFolder: () => void (logsFolderOpened += 1),
    makeNotification: notifications.make,
    focusWindow: notifications.focus,
    openExternal: async (url) => void openedExternally.push(url),
    showItemInFolder: (path) => void shownInFolder.push(path),
    page: () => ({
      // webContents.printToPDF stood in for by Chromium's own print to PDF (print media),
      // Playwright's page.pdf: the page as main's window would print it.
      printToPDF: ({ pageSize, printBackground, margins }) => {
        const inches = (value: number) => `${value}in`;
        return page.pdf({
          format: pageSize,
          printBackground,
          margin: {
            top: inches(margins.top),
            bottom: inches(margins.bottom),
            left: inches(margins.left),
            right: inches(margins.right),
          },
        });
      },
      // webContents.send: to the main frame's listeners, in order, never awaited by main.
      send(channel, ...args) {
        const delivery = page
          .mainFrame()
          .evaluate(
            ({ hook, channel, args }) =>
              (window as unknown as Record<string, (c: string, a: unknown[]) => void>)[hook]!(
                channel,
                args,
              ),
            { hook: EVENT_HOOK, channel, args },
          );
        deliveries.add(delivery);
        void delivery.finally(() => deliveries.delete(delivery));
      },
    }),
  });

  // ipcRenderer.invoke: the handler main registered for the channel, with the calling frame.
  await page.exposeBinding(IPC_BINDING, async (source, channel: string, ...args: unknown[]) => {
    const listener = handlers.get(channel);
    if (!listener) throw new Error(`No handler registered for '${channel}'`);
    return listener({ senderFrame: senderFrameOf(source.frame, server) }, ...args);
  });
  await page.addInitScript({ content: await preloadScript() });

  const url = (route: string) => `${server.entryUrl}#${route}`;
  return {
    open: async (route) => void (await page.goto(route ? url(route) : server.entryUrl)),
    url,
    userData,
    messageBox,
    saveDialog,
    notifications,
    openedExternally,
    shownInFolder,
    async clickMenu(label) {
      const item = menuItems(services.menu).find((candidate) => candidate.label === label);
      if (!item?.click) throw new Error(`The app menu has no item '${label}'`);
      (item.click as () => void)();
      await delivered();
    },
    async send(event) {
      services.send(event);
      await delivered();
    },
    logsFolderOpened: () => logsFolderOpened,
    async close() {
      // The window goes before main's server, as when the app quits: a page still loading
      // (the worker fetches its later modules after it answers) would see the server gone.
      await page.close();
      await services.requests.settled(5_000);
      await server.close();
      await rm(userData, { recursive: true, force: true });
    },
  };
}
