// While changes wait to sync in storage the browser may clear (browser mode, persistence not
// granted: connection/storage-persistence.ts), the app frame says so on every screen: they
// exist nowhere else until they reach the remote.
import { useStoragePersistence, useSyncStatus } from '../connection/connection-context';
import { waitingToSync } from '../connection/sync-status-watch';
import { Link } from '../navigation/router';
import { formatNumber } from '../ui/format';

export function StorageWarning() {
  const persistence = useStoragePersistence();
  const status = useSyncStatus();
  if (persistence !== 'evictable' || status?.workspace !== 'remote') return null;
  const waiting = waitingToSync(status);
  if (waiting === 0) return null;
  const changes = waiting === 1 ? '1 change waits' : `${formatNumber(waiting)} changes wait`;
  return (
    <div className="sync-banner storage-warning" role="status" aria-label="Storage">
      <p>
        {changes} to sync in storage the browser may clear when the disk runs low. Keep the app open
        until {waiting === 1 ? 'it syncs' : 'they sync'}, or install Charter Desk as an app so the
        browser keeps its records. <Link to="/sync">Open Sync</Link>
      </p>
    </div>
  );
}
