// Main's side of window.desktop: the key vault, the remote endpoint and the remote transport,
// each behind a checked IPC channel. A new remote origin is used only once the broker
// confirms it, and the key is bound to the origin it was entered for, so a page that points
// the URL elsewhere can take neither the key nor the broker's data along.
import {
  desktopChannels,
  type DesktopInfo,
  type DesktopNotice,
} from '../shared/desktop/desktop-api';
import type { HttpRequest, HttpResponse } from '../shared/rpc/messages';
import { handleIpc, type IpcMainLike } from './ipc';
import { desktopArgs } from './ipc-schemas';
import type { ExportWriter } from './export-writer';
import type { KeyVault } from './key-vault';
import type { LogFile } from './log-file';
import type { RemoteEndpoint } from './remote-endpoint';
import type { AppUpdates } from './updater';

export interface DesktopApiDeps {
  ipcMain: IpcMainLike;
  appVersion: string;
  platform: string;
  vault: KeyVault;
  remote: RemoteEndpoint;
  remoteFetch: (request: HttpRequest) => Promise<HttpResponse>;
  exports: ExportWriter;
  log: LogFile;
  updates: AppUpdates;
  notify(notice: DesktopNotice): void;
}

const originOf = (url: string) => new URL(url).origin;

export function registerDesktopApi(deps: DesktopApiDeps): void {
  const { ipcMain, vault, remote } = deps;
  handleIpc(
    ipcMain,
    desktopChannels.getInfo,
    desktopArgs.getInfo,
    async (): Promise<DesktopInfo> => {
      const remoteUrl = await remote.current();
      return {
        appVersion: deps.appVersion,
        platform: deps.platform,
        secureStorage: vault.isSecure(),
        hasApiKey: remoteUrl !== null && (await vault.has(originOf(remoteUrl))),
        remoteUrl,
        updateReady: deps.updates.ready(),
      };
    },
  );
  handleIpc(ipcMain, desktopChannels.setApiKey, desktopArgs.setApiKey, async (key) => {
    const remoteUrl = await remote.current();
    if (!remoteUrl) throw new Error('Set the remote API URL first: the key is kept for it alone');
    await vault.set(key, originOf(remoteUrl));
  });
  handleIpc(ipcMain, desktopChannels.clearApiKey, desktopArgs.clearApiKey, () => vault.clear());
  handleIpc(ipcMain, desktopChannels.setRemoteUrl, desktopArgs.setRemoteUrl, async (remoteUrl) => {
    await remote.change(remoteUrl);
    // Another origin needs its own key; the old one must not follow the URL there.
    const stored = await vault.get();
    if (stored && stored.origin !== originOf(remoteUrl)) await vault.clear();
  });
  handleIpc(ipcMain, desktopChannels.remoteFetch, desktopArgs.remoteFetch, (request) =>
    deps.remoteFetch(request),
  );
  const { exports, log } = deps;
  handleIpc(ipcMain, desktopChannels.beginExport, desktopArgs.beginExport, (name) =>
    exports.begin(name),
  );
  handleIpc(ipcMain, desktopChannels.writeExport, desktopArgs.writeExport, (id, chunk) =>
    exports.write(id, chunk),
  );
  handleIpc(ipcMain, desktopChannels.finishExport, desktopArgs.finishExport, (id) =>
    exports.finish(id),
  );
  handleIpc(ipcMain, desktopChannels.cancelExport, desktopArgs.cancelExport, (id) =>
    exports.cancel(id),
  );
  handleIpc(ipcMain, desktopChannels.logError, desktopArgs.logError, (message) =>
    log.write('renderer', message),
  );
  handleIpc(ipcMain, desktopChannels.installUpdate, desktopArgs.installUpdate, () =>
    deps.updates.install(),
  );
  handleIpc(ipcMain, desktopChannels.showNotification, desktopArgs.showNotification, (notice) =>
    deps.notify(notice),
  );
}
