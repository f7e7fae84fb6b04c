// Exposes window.desktop: named calls only, never ipcRenderer itself. Built as CommonJS,
// because a sandboxed preload cannot load ES modules.
import { contextBridge, ipcRenderer } from 'electron';
import { desktopChannels, type DesktopApi } from '../shared/desktop/desktop-api';

const desktop: DesktopApi = {
  getInfo: () => ipcRenderer.invoke(desktopChannels.getInfo),
  setApiKey: (key) => ipcRenderer.invoke(desktopChannels.setApiKey, key),
  clearApiKey: () => ipcRenderer.invoke(desktopChannels.clearApiKey),
  setRemoteUrl: (url) => ipcRenderer.invoke(desktopChannels.setRemoteUrl, url),
  remoteFetch: (request) => ipcRenderer.invoke(desktopChannels.remoteFetch, request),
};

contextBridge.exposeInMainWorld('desktop', desktop);
