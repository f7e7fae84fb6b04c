// Always in view: the connection (offline / online / remote unreachable / key rejected),
// how many changes wait to sync, and the allowance left, from the remote's last headers.
import type { SyncStatus } from '../../shared/rpc/local-api';
import { useSyncStatus } from '../connection/service-context';
import { formatDateTime, formatNumber } from '../ui/format';
import { Link } from '../navigation/router';
import { syncedWords } from '../sync/status-words';
import { useOnline } from './use-online';

const CONNECTION_WORDS: Record<SyncStatus['connection'], string> = {
  not_configured: 'Online, no remote set',
  offline: 'Offline',
  online: 'Online',
  unreachable: 'Remote unreachable',
  key_rejected: 'Key rejected',
};

function connectionOf(status: SyncStatus | null, online: boolean): SyncStatus['connection'] {
  if (!online) return 'offline';
  return status?.connection ?? 'not_configured';
}

export function StatusBar() {
  const status = useSyncStatus();
  const connection = connectionOf(status, useOnline());
  const quota = status?.quota ?? null;
  return (
    <div className="status-bar">
      <p role="status" aria-label="Connection" className={`connection connection-${connection}`}>
        <span className="dot" aria-hidden="true" />
        {CONNECTION_WORDS[connection]}
      </p>
      {status?.workspace === 'remote' && (
        <Link to="/sync" className="pending-count">
          {syncedWords(status)}
        </Link>
      )}
      {quota && (
        <p className="quota-gauge" title={`Allowance resets ${formatDateTime(quota.reset_at)}`}>
          <meter min={0} max={quota.limit} value={quota.remaining} aria-label="Requests left" />
          <span>
            {formatNumber(quota.remaining)} of {formatNumber(quota.limit)} requests left
          </span>
        </p>
      )}
    </div>
  );
}
