// Says a change of this client waits because the server changed the same fields meanwhile,
// and leads to the Sync screen, where the broker sees both values and chooses what to keep.
import type { OutboxEntryView } from '../../../shared/rpc/local/outbox';
import { Link } from '../../navigation/router';
import { conflictHeadline } from '../../ui/conflict-words';
import './detail.css';

export function ConflictNotice({ entry }: { entry: OutboxEntryView }) {
  const fields = entry.conflict?.fields.map((conflict) => conflict.field) ?? [];
  return (
    <div className="refused-notice" role="status">
      <p>
        <strong>{conflictHeadline(fields, entry.conflict?.name ?? '')}.</strong> Your change waits
        until you choose what to keep; nothing of it is lost.
      </p>
      <p>
        <Link to={`/sync/conflicts/${entry.id}`}>See both versions and choose</Link>
      </p>
    </div>
  );
}
