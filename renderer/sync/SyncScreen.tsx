// The Sync screen: what sync is doing and why it waits, the allowance, the records the
// remote no longer holds as here, the first copy's progress, and every change waiting to
// reach the remote, those needing attention first.
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { Link } from '../navigation/router';
import { useSyncStatus } from '../connection/connection-context';
import { Loading } from '../ui/states';
import { StorageState } from '../ui/StorageState';
import { BudgetPanel } from './BudgetPanel';
import { FreshnessPanel } from './FreshnessPanel';
import { AFTER_CONFLICTS_ID } from './ConflictList';
import { FindingsList } from './FindingsList';
import { OutboxList } from './OutboxList';
import { PullProgress } from './PullProgress';
import { SyncOverview } from './SyncOverview';
import { useNow } from '../ui/use-now';
import './sync.css';

const WITHOUT_REMOTE: Record<Exclude<SyncStatus['workspace'], 'remote'>, string> = {
  local: 'Your book is kept on this computer only: no remote API is set, so nothing syncs.',
  demo: 'You are working on the offline demo data: it never syncs.',
};

function NoRemote({ workspace }: { workspace: 'local' | 'demo' }) {
  return (
    <div className="sync-card no-remote">
      <p>{WITHOUT_REMOTE[workspace]}</p>
      <p>
        <Link to="/settings">Set a remote API URL and key in Settings</Link> to sync with your
        organization.
      </p>
    </div>
  );
}

/** `conflict`: a change parked on a conflict to bring into view (`/sync/conflicts/:id`). */
export function SyncScreen({ conflict = null }: { conflict?: string | null }) {
  const status = useSyncStatus();
  // Relative times ("3 minutes ago") move on every half minute.
  const nowMs = useNow(30_000).getTime();
  return (
    <section className="sync-screen" aria-labelledby="sync-heading">
      {/* Focus lands here once the last conflict is settled. */}
      <h2 id={AFTER_CONFLICTS_ID} tabIndex={-1}>
        Sync
      </h2>
      {!status ? (
        <Loading what="the sync status" />
      ) : status.workspace !== 'remote' ? (
        <NoRemote workspace={status.workspace} />
      ) : (
        <>
          <div className="sync-cards">
            <SyncOverview status={status} nowMs={nowMs} />
            <BudgetPanel status={status} />
          </div>
          <FindingsList status={status} />
          <PullProgress pull={status.pull} />
          <FreshnessPanel status={status} nowMs={nowMs} />
          <StorageState />
          <OutboxList status={status} nowMs={nowMs} focusConflict={conflict} />
        </>
      )}
    </section>
  );
}
