// Where the remote URL and the API keys go, and who checks them. In a browser the worker
// keeps both and checks them. In the desktop shell main keeps them (window.desktop): the URL
// is confirmed by the broker in main's own dialog and then handed to the worker; a key goes
// to main only and never comes back, not even to this page, so main checks it. Free of
// React, so both paths are unit-tested.
import type { DesktopApi } from '../../shared/desktop/desktop-api';
import type { RemoteCheck, ShellKind } from '../../shared/rpc/local/settings';
import type { LocalApi } from '../connection/local-api';

export interface RemoteState {
  shell: ShellKind;
  remoteUrl: string | null;
  hasApiKey: boolean;
  /** False when this system cannot keep a key (a desktop without OS encryption). */
  canStoreKey: boolean;
}

export type UrlOutcome = { saved: true; remoteUrl: string | null } | { saved: false };

export interface RemoteAccess {
  shell: ShellKind;
  read(): Promise<RemoteState>;
  /** `{saved: false}` when the broker did not confirm the new remote: nothing changed. */
  setRemoteUrl(url: string): Promise<UrlOutcome>;
  setApiKey(key: string): Promise<void>;
  clearApiKey(): Promise<void>;
  /** Asks the remote once whether the saved URL and its key work (one request). */
  check(): Promise<RemoteCheck>;
  /** Stops using a remote (the broker's own book opens); null where main owns the URL. */
  disconnect: (() => Promise<void>) | null;
}

type Local = Pick<
  LocalApi,
  'settings' | 'changeSettings' | 'resumeSync' | 'checkRemote' | 'noteCheck'
>;

export function browserAccess(local: Local): RemoteAccess {
  return {
    shell: 'browser',
    async read() {
      const settings = await local.settings();
      return {
        shell: 'browser',
        remoteUrl: settings.remote_url,
        hasApiKey: settings.has_api_key,
        canStoreKey: true,
      };
    },
    async setRemoteUrl(url) {
      const settings = await local.changeSettings({ body: { remote_url: url } });
      return { saved: true, remoteUrl: settings.remote_url };
    },
    async setApiKey(key) {
      await local.changeSettings({ body: { api_key: key } });
    },
    async clearApiKey() {
      await local.changeSettings({ body: { api_key: null } });
    },
    check: () => local.checkRemote(),
    async disconnect() {
      await local.changeSettings({ body: { remote_url: null } });
    },
  };
}

/** What of window.desktop the settings use: main's info, the URL, the key and their check. */
type DesktopSettings = Pick<
  DesktopApi,
  'getInfo' | 'setApiKey' | 'clearApiKey' | 'setRemoteUrl' | 'checkRemote'
>;

export function desktopAccess(desktop: DesktopSettings, local: Local): RemoteAccess {
  return {
    shell: 'desktop',
    async read() {
      const info = await desktop.getInfo();
      return {
        shell: 'desktop',
        remoteUrl: info.remoteUrl,
        hasApiKey: info.hasApiKey,
        canStoreKey: info.secureStorage,
      };
    },
    async setRemoteUrl(url) {
      try {
        await desktop.setRemoteUrl(url);
      } catch {
        // Main refuses only when the broker cancels its dialog (the URL was checked here).
        return { saved: false };
      }
      // The worker syncs with the URL main confirmed, normalized as main keeps it.
      const { remoteUrl } = await desktop.getInfo();
      await local.changeSettings({ body: { remote_url: remoteUrl } });
      return { saved: true, remoteUrl };
    },
    async setApiKey(key) {
      try {
        await desktop.setApiKey(key);
      } catch (error) {
        // Main's refusal says why (a key the remote did not accept); Electron prefixes it
        // with the channel's name, which is no broker's business.
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(message.replace(/^Error invoking remote method '[^']*': (Error: )?/, ''));
      }
      // The worker's requests go through main, which now adds this key: the pause the old
      // key (or none) caused is lifted, and sync tries at once.
      await local.resumeSync();
    },
    async clearApiKey() {
      await desktop.clearApiKey();
    },
    // Main sends it with the key it keeps: the key never crosses this page. The worker
    // hears what it found, so a refused key pauses sync at once.
    async check() {
      const result = await desktop.checkRemote();
      await local.noteCheck({ body: result });
      return result;
    },
    disconnect: null,
  };
}
