// While changes wait to sync in storage the browser may clear (browser mode, persistence not
// granted: connection/storage-persistence.ts), the app frame says so on every screen: they
// exist nowhere else until they reach the remote. Its live region is announced once when it
// appears; the count of waiting changes sits outside it (storage-warning-words.ts).
import { useStoragePersistence, useSyncStatus } from '../connection/connection-context';
import { waitingToSync } from '../connection/sync-status-watch';
import { Link } from '../navigation/router';
import { storageWarningWords } from './storage-warning-words';

export function StorageWarning() {
  const persistence = useStoragePersistence();
  const status = useSyncStatus();
  if (persistence !== 'evictable' || status?.workspace !== 'remote') return null;
  const waiting = waitingToSync(status);
  if (waiting === 0) return null;
  const words = storageWarningWords(waiting);
  return (
    <section className="sync-banner storage-warning" aria-label="Storage">
      <p role="status">{words.announced}</p>
      <p>
        {words.count} <Link to="/sync">Open Sync</Link>
      </p>
    </section>
  );
}
