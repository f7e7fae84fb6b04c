// main's desktop API registered over fakes (a fake ipcMain, a key vault on memory, a
// remote endpoint whose dialog answers Connect): what the IPC tests invoke.
import { vi } from 'vitest';
import { registerIpcHandlers, type IpcHandlersDeps } from '../../electron/ipc-handlers';
import { type IpcInvokeEventLike, type IpcMainLike } from '../../electron/ipc';
import { createKeyVault, type SafeStorageLike } from '../../electron/key-vault';
import { createRemoteEndpoint } from '../../electron/remote-endpoint';
import { createRemoteCheck } from '../../electron/shell-remote-check';
import { createRemoteTransport } from '../../electron/remote-transport';
import { createSettingsStore } from '../../electron/shell-settings';
import { fakeDialog, memoryFile } from './fakes';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPdfSaver } from '../../electron/pdf-saver';
import { createExportWriter } from '../../electron/export-writer';
import { createLogFile } from '../../electron/log-file';
import { startAppUpdates } from '../../electron/updater';
import { createMailOpener } from '../../electron/mail-link';

type Listener = (event: IpcInvokeEventLike, ...args: unknown[]) => unknown;

export function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
  };
  const ours: IpcInvokeEventLike = {
    senderFrame: { url: 'app://charter-desk/index.html', parent: null },
  };
  const invoke = async (channel: string, args: unknown[], event = ours) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler(event, ...args);
  };
  return { ipcMain, handlers, invoke };
}

const safeStorage: SafeStorageLike = {
  isEncryptionAvailable: () => true,
  encryptString: (text) => Buffer.from(text, 'utf8').reverse(),
  decryptString: (data) => Buffer.from(data).reverse().toString('utf8'),
};

// The broker answers Connect unless a test says otherwise.
export function setupDesktopApi(remoteFetch?: IpcHandlersDeps['remoteFetch']) {
  const fake = fakeIpcMain();
  const vault = createKeyVault(safeStorage, memoryFile(), 'darwin');
  const settings = createSettingsStore(memoryFile());
  const dialog = fakeDialog('Connect');
  const remote = createRemoteEndpoint({ settings, showMessageBox: dialog.showMessageBox });
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
  const reaching = { fetch, vault, remote };
  const notify = vi.fn();
  const openExternal = vi.fn(async (_url: string) => undefined);
  const showSaveDialog = vi.fn(async (_options: object) => ({ canceled: true }));
  const showItemInFolder = vi.fn((_path: string) => undefined);
  registerIpcHandlers({
    ipcMain: fake.ipcMain,
    appVersion: '0.1.0',
    platform: 'linux',
    vault,
    remote,
    remoteFetch: remoteFetch ?? createRemoteTransport(reaching),
    checkRemote: createRemoteCheck(reaching),
    exports: createExportWriter(async () => ({ canceled: true })),
    savePdf: createPdfSaver({ showSaveDialog, page: () => null, showItemInFolder }),
    log: createLogFile(join(tmpdir(), `charter-ipc-${process.pid}.log`)),
    updates: startAppUpdates({ source: null, onReady: () => undefined, log: () => undefined }),
    notify,
    openMail: createMailOpener(openExternal),
  });
  return {
    ...fake,
    vault,
    settings,
    dialog,
    fetch,
    notify,
    openExternal,
    showSaveDialog,
    showItemInFolder,
  };
}

export const listClients = { method: 'GET', url: '/v1/clients', headers: {}, body: null };
