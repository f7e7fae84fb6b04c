// Always in view: which records the app is on, the connection (offline / online / no key /
// remote unreachable / key rejected), how far sync is (the first copy, changes waiting, or
// all synced), and the allowance left, from the remote's last headers.
import { useSyncStatus } from '../connection/connection-context';
import { formatDateTime, formatNumber } from '../ui/format';
import { Link } from '../navigation/router';
import { connectionOf, recordsFrom, syncedWords } from './status-bar-words';
import { useOnline } from './use-online';

export function StatusBar() {
  const status = useSyncStatus();
  const connection = connectionOf(status, useOnline());
  const records = status && recordsFrom(status);
  const synced = status?.workspace === 'remote' ? syncedWords(status) : null;
  const quota = status?.quota ?? null;
  return (
    <div className="status-bar">
      {records && (
        <p
          role="status"
          aria-label="Records from"
          className="records-from"
          title={records.title ?? undefined}
        >
          {records.name}
        </p>
      )}
      <p
        role="status"
        aria-label="Connection"
        className={`connection connection-${connection.kind}`}
      >
        <span className="dot" aria-hidden="true" />
        {connection.words}
      </p>
      {synced && (
        <Link to="/sync" className="pending-count" title={synced.title ?? undefined}>
          {synced.words}
        </Link>
      )}
      {quota ? (
        <p className="quota-gauge" title={`Allowance resets ${formatDateTime(quota.reset_at)}`}>
          <meter min={0} max={quota.limit} value={quota.remaining} aria-label="Requests left" />
          <span>
            {formatNumber(quota.remaining)} of {formatNumber(quota.limit)} requests left
          </span>
        </p>
      ) : (
        // Its place is kept until the remote's first answer says the allowance: the header
        // would grow by a line at 800 px when it came, and move the screen under the pointer.
        synced && <p className="quota-gauge">Requests left: not known yet</p>
      )}
    </div>
  );
}
