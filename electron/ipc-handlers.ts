// Main's side of window.desktop: the key vault, the remote endpoint, the remote transport and
// its check, each behind a checked IPC channel. A new remote origin is used only once the
// broker confirms it, and each key is kept for the origin it was entered for, so a page that
// points the URL elsewhere can take neither a key nor the broker's data along.
import {
  desktopChannels,
  type DesktopInfo,
  type DesktopNotice,
  type MailDraft,
} from '../shared/desktop/desktop-api';
import type { RemoteCheck } from '../shared/rpc/local/settings';
import { replacementRefusal } from '../shared/rpc/remote-check';
import type { HttpRequest, HttpResponse } from '../shared/rpc/worker-protocol';
import { handleIpc, type IpcMainLike } from './ipc';
import { desktopArgs } from './ipc-schemas';
import type { ExportWriter } from './export-writer';
import type { KeyVault } from './key-vault';
import type { LogFile } from './log-file';
import type { PdfSaver } from './pdf-saver';
import type { RemoteEndpoint } from './remote-endpoint';
import type { AppUpdates } from './updater';

export interface IpcHandlersDeps {
  ipcMain: IpcMainLike;
  appVersion: string;
  platform: string;
  vault: KeyVault;
  remote: RemoteEndpoint;
  remoteFetch: (request: HttpRequest) => Promise<HttpResponse>;
  /** With the key kept for the remote, or `candidate` (one the broker is replacing it with). */
  checkRemote: (candidate?: string) => Promise<RemoteCheck>;
  exports: ExportWriter;
  savePdf: PdfSaver;
  log: LogFile;
  updates: AppUpdates;
  notify(notice: DesktopNotice): void;
  /** Opens the draft in the mail client (mail-link.ts): the one URL main opens outside. */
  openMail(draft: MailDraft): Promise<void>;
}

const originOf = (url: string) => new URL(url).origin;

export function registerIpcHandlers(deps: IpcHandlersDeps): void {
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
    const origin = originOf(remoteUrl);
    // The working key stays until the remote accepts the new one (docs/decisions.md).
    const working = await vault.get(origin);
    if (working !== null && working !== key) {
      const refusal = await replacementRefusal(deps.checkRemote, key, working);
      if (refusal !== null) throw new Error(refusal);
    }
    await vault.set(key, origin);
  });
  handleIpc(ipcMain, desktopChannels.clearApiKey, desktopArgs.clearApiKey, async () => {
    const remoteUrl = await remote.current();
    if (remoteUrl) await vault.clear(originOf(remoteUrl));
  });
  // Another origin finds its own key (or none): the transport asks the vault by origin.
  handleIpc(ipcMain, desktopChannels.setRemoteUrl, desktopArgs.setRemoteUrl, (remoteUrl) =>
    remote.change(remoteUrl),
  );
  handleIpc(ipcMain, desktopChannels.checkRemote, desktopArgs.checkRemote, () =>
    deps.checkRemote(),
  );
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
  handleIpc(ipcMain, desktopChannels.savePdf, desktopArgs.savePdf, (name, paper, save) =>
    deps.savePdf(name, paper, save),
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
  handleIpc(ipcMain, desktopChannels.openMail, desktopArgs.openMail, (draft) =>
    deps.openMail(draft),
  );
}
