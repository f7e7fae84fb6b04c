// What sync is doing and, when it is held back, why; the last success; Sync now.
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { Link } from '../navigation/router';
import { formatDateTime } from '../ui/format';
import { SyncNowButton } from '../ui/SyncNowButton';
import { ago } from './entry-words';
import { statusWords } from './status-words';

export function SyncOverview({ status, nowMs }: { status: SyncStatus; nowMs: number }) {
  const words = statusWords(status);
  return (
    <section className={`sync-card sync-overview tone-${words.tone}`} aria-labelledby="sync-state">
      <h3 id="sync-state">{words.headline}</h3>
      {words.detail && <p>{words.detail}</p>}
      {words.toSettings && (
        <p>
          <Link to="/settings">Open Settings</Link>
        </p>
      )}
      <p className="muted">
        {status.last_success_at ? (
          <>
            Last synced{' '}
            <time dateTime={status.last_success_at} title={formatDateTime(status.last_success_at)}>
              {ago(status.last_success_at, nowMs)}
            </time>
          </>
        ) : (
          'Not synced with the remote yet'
        )}
      </p>
      {/* Paused, or no key: nothing goes until Settings change, so Sync now would do nothing. */}
      {!words.toSettings && (
        <SyncNowButton
          status={status}
          label="Sync now"
          busyLabel="Syncing…"
          className="button button-primary"
        />
      )}
    </section>
  );
}
