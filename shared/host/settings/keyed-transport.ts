// The transport a workspace syncs through: in the desktop shell the relay to main, which adds
// the key; in a browser the worker's own fetch with the key kept for the remote's origin, so
// a key never goes to another one.
import type { Transport } from '../../sync/transport/transport';
import type { WorkspaceKey } from '../workspace/workspace-keys';
import { keyFor, type StoredSettings } from './settings-store';

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Browser: the worker calls the remote with the key it keeps. Desktop: the relay to main. */
export type RemoteAccess =
  { kind: 'fetch'; fetch: FetchLike } | { kind: 'relay'; transport: Transport };

/** The transport to `key`'s remote; null without a remote, or (a browser) without its key. */
export function keyedTransport(remote: RemoteAccess, settings: () => StoredSettings) {
  return async (key: WorkspaceKey): Promise<Transport | null> => {
    if (key.remoteUrl === null) return null;
    if (remote.kind === 'relay') return remote.transport;
    const apiKey = keyFor(settings(), key.remoteUrl);
    if (apiKey === null) return null;
    const { createFetchTransport } = await import('../../sync/transport/fetch');
    return createFetchTransport({ baseUrl: key.remoteUrl, apiKey, fetch: remote.fetch });
  };
}
