// What an empty list of a remote's clients says: why nothing has come from the remote yet
// (it cannot be reached, it refused the key, no key is saved, this computer is offline, the
// first copy is still running), so a wrong URL never looks like an empty book. Pure, so
// every case is unit-tested.
import type { SyncStatus } from '../../../shared/rpc/local/sync-status';
import { neverAnswered } from '../../connection/never-answered';
import { formatNumber } from '../../ui/format';

export interface RemoteBookWords {
  text: string;
  /** The fix is in Settings (the URL or the key). */
  toSettings: boolean;
}

export function remoteBookWords(status: SyncStatus): RemoteBookWords {
  const host = status.remote ? new URL(status.remote.url).host : 'the remote';
  const { pull } = status;
  /** `first` and `fix`, with what has not come yet while the first copy waits. */
  const held = (first: string, fix: string) => ({
    text: [first, pull.stage === 'initial' && 'No clients have come from it yet.', fix]
      .filter(Boolean)
      .join(' '),
    toSettings: true,
  });
  switch (status.connection) {
    case 'unreachable': {
      // A remote that never answered has nothing here to wait for: a URL to check.
      const never = neverAnswered(status);
      if (never) return { text: `${never} Check its URL in Settings.`, toSettings: true };
      return held(`Cannot reach ${host}.`, 'Check its URL in Settings.');
    }
    case 'key_rejected':
      return held(`${host} rejected the API key.`, 'Enter the right key in Settings.');
    case 'not_configured':
      return {
        text: `No API key is saved for ${host}. Enter it in Settings, and its clients come here.`,
        toSettings: true,
      };
    case 'offline':
      if (pull.stage === 'initial') {
        return {
          text: 'Offline: no clients have come from the remote yet. They come once this computer is back online.',
          toSettings: false,
        };
      }
      break;
    case 'online':
      break;
  }
  if (pull.stage === 'initial') {
    const counted =
      pull.clients_total === null
        ? ''
        : `: ${formatNumber(pull.clients_pulled)} of ${formatNumber(pull.clients_total)}`;
    return { text: `Copying clients from the server${counted}…`, toSettings: false };
  }
  return {
    text: 'No clients yet. They appear here as sync brings them from the remote.',
    toSettings: false,
  };
}
