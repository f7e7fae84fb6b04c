// Exposes window.desktop: named calls only, never ipcRenderer itself. Built as CommonJS,
// because a sandboxed preload cannot load ES modules.
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { desktopChannels, desktopEvent, type DesktopApi } from '../shared/desktop/desktop-api';

const desktop: DesktopApi = {
  getInfo: () => ipcRenderer.invoke(desktopChannels.getInfo),
  setApiKey: (key) => ipcRenderer.invoke(desktopChannels.setApiKey, key),
  clearApiKey: () => ipcRenderer.invoke(desktopChannels.clearApiKey),
  setRemoteUrl: (url) => ipcRenderer.invoke(desktopChannels.setRemoteUrl, url),
  checkRemote: () => ipcRenderer.invoke(desktopChannels.checkRemote),
  remoteFetch: (request) => ipcRenderer.invoke(desktopChannels.remoteFetch, request),
  onEvent(listener) {
    // Only main sends on this channel; its events are still parsed before the page sees them.
    const relay = (_event: IpcRendererEvent, payload: unknown) => {
      const parsed = desktopEvent.safeParse(payload);
      if (parsed.success) listener(parsed.data);
    };
    ipcRenderer.on(desktopChannels.onEvent, relay);
    return () => void ipcRenderer.removeListener(desktopChannels.onEvent, relay);
  },
  beginExport: (name) => ipcRenderer.invoke(desktopChannels.beginExport, name),
  writeExport: (id, part) => ipcRenderer.invoke(desktopChannels.writeExport, id, part),
  finishExport: (id) => ipcRenderer.invoke(desktopChannels.finishExport, id),
  cancelExport: (id) => ipcRenderer.invoke(desktopChannels.cancelExport, id),
  savePdf: (name, paper, save) => ipcRenderer.invoke(desktopChannels.savePdf, name, paper, save),
  logError: (message) => ipcRenderer.invoke(desktopChannels.logError, message),
  installUpdate: () => ipcRenderer.invoke(desktopChannels.installUpdate),
  showNotification: (notice) => ipcRenderer.invoke(desktopChannels.showNotification, notice),
  openMail: (draft) => ipcRenderer.invoke(desktopChannels.openMail, draft),
};

contextBridge.exposeInMainWorld('desktop', desktop);
