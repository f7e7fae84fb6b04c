// Main's side of window.desktop: the key vault, the settings and the remote transport,
// each behind a checked IPC channel.
import { desktopChannels, type DesktopInfo } from '../shared/rpc/desktop-api';
import type { HttpRequest, HttpResponse } from '../shared/rpc/messages';
import { handleIpc, type IpcMainLike } from './ipc';
import { desktopArgs } from './ipc-schemas';
import type { KeyVault } from './key-vault';
import type { SettingsStore } from './settings';

export interface DesktopApiDeps {
  ipcMain: IpcMainLike;
  appVersion: string;
  platform: string;
  vault: KeyVault;
  settings: SettingsStore;
  remoteFetch: (request: HttpRequest) => Promise<HttpResponse>;
}

export function registerDesktopApi(deps: DesktopApiDeps): void {
  const { ipcMain, vault, settings } = deps;
  handleIpc(
    ipcMain,
    desktopChannels.getInfo,
    desktopArgs.getInfo,
    async (): Promise<DesktopInfo> => ({
      appVersion: deps.appVersion,
      platform: deps.platform,
      secureStorage: vault.isSecure(),
      hasApiKey: await vault.has(),
      remoteUrl: (await settings.get()).remoteUrl,
    }),
  );
  handleIpc(ipcMain, desktopChannels.setApiKey, desktopArgs.setApiKey, (key) => vault.set(key));
  handleIpc(ipcMain, desktopChannels.clearApiKey, desktopArgs.clearApiKey, () => vault.clear());
  handleIpc(ipcMain, desktopChannels.setRemoteUrl, desktopArgs.setRemoteUrl, (remoteUrl) =>
    settings.update({ remoteUrl }),
  );
  handleIpc(ipcMain, desktopChannels.remoteFetch, desktopArgs.remoteFetch, (request) =>
    deps.remoteFetch(request),
  );
}
