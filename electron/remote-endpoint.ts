// Which remote API the app talks to. The page may ask for another one, but only the broker
// can agree to a new origin, in a dialog that main owns: otherwise a compromised page could
// point the app at a host of its choice and have the key and the broker's data sent there.
import type { MessageBoxOptions, MessageBoxReturnValue } from 'electron';
import { normalizeRemoteUrl } from '../shared/rpc/remote-url';
import { createSerial } from './serial';
import type { SettingsStore } from './shell-settings';

export type ShowMessageBox = (
  options: MessageBoxOptions,
) => Promise<Pick<MessageBoxReturnValue, 'response'>>;

export interface RemoteEndpointDeps {
  settings: SettingsStore;
  /** Electron's dialog.showMessageBox, parented to the app window. */
  showMessageBox: ShowMessageBox;
  /** The origin of the URL given by whoever launched the app (`npm start`): confirmed by them. */
  launchOrigin?: string | null;
}

export interface RemoteEndpoint {
  /** The remote base URL in use, or null when none is set or its origin was never confirmed. */
  current(): Promise<string | null>;
  /** Points the app at `url`; a new origin first needs the broker's yes, else this rejects. */
  change(url: string): Promise<void>;
}

const CONNECT = 0;
const CANCEL = 1;

function confirmation(origin: string): MessageBoxOptions {
  return {
    type: 'warning',
    title: 'Connect to a remote API',
    // The parsed origin, never the page's text: scheme, host (IDNs in punycode) and port.
    message: `Connect Charter Desk to ${origin}?`,
    detail: 'Your API key and client data will be sent there. Connect only to a server you trust.',
    buttons: ['Connect', 'Cancel'],
    // Enter, Escape or closing the box must never connect.
    defaultId: CANCEL,
    cancelId: CANCEL,
    noLink: true,
  };
}

export function createRemoteEndpoint({
  settings,
  showMessageBox,
  launchOrigin = null,
}: RemoteEndpointDeps): RemoteEndpoint {
  // One change at a time, so the broker answers one dialog at a time, each for its own URL.
  const serial = createSerial();
  const isConfirmed = (origin: string, confirmedOrigin: string | null) =>
    origin === confirmedOrigin || origin === launchOrigin;

  return {
    async current() {
      const { remoteUrl, confirmedOrigin } = await settings.get();
      return remoteUrl && isConfirmed(new URL(remoteUrl).origin, confirmedOrigin)
        ? remoteUrl
        : null;
    },
    change: (url) =>
      serial(async () => {
        const base = normalizeRemoteUrl(url);
        if (!base) throw new Error(`The remote API URL ${url} may not receive the API key`);
        const { origin } = new URL(base);
        if (!isConfirmed(origin, (await settings.get()).confirmedOrigin)) {
          const { response } = await showMessageBox(confirmation(origin));
          if (response !== CONNECT) {
            throw new Error(`Not connected to ${origin}: the broker cancelled; nothing changed`);
          }
        }
        await settings.update({ remoteUrl: base, confirmedOrigin: origin });
      }),
  };
}
