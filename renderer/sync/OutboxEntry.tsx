// One change waiting to sync: what it is, where it stands, and, when the remote refused it,
// why in plain words with each field at fault by the form's label, and what to do.
import { Button, Link } from 'react-aria-components';
import type { OutboxEntryView } from '../../shared/rpc/local/outbox';
import { formatDateTime } from '../ui/format';
import {
  ago,
  editPath,
  entryActions,
  entryProblem,
  entryState,
  type EntryAction,
} from './entry-words';

type EntryCommand = Exclude<EntryAction, 'edit'>;

const LABELS: Record<EntryCommand, string> = {
  retry: 'Retry',
  recreate: 'Re-create',
  'send-others': 'Send to the others',
  discard: 'Discard',
};

export function OutboxEntry({
  entry,
  nowMs,
  busy,
  onAction,
}: {
  entry: OutboxEntryView;
  nowMs: number;
  busy: boolean;
  onAction(action: EntryCommand): void;
}) {
  const problem = entryProblem(entry);
  const headingId = `entry-${entry.id}`;
  const all = entryActions(entry);
  const edit = all.includes('edit') ? editPath(entry) : null;
  const actions = all.filter((action): action is EntryCommand => action !== 'edit');
  return (
    <article className={`entry entry-${entry.state}`} aria-labelledby={headingId}>
      <div className="entry-head">
        <h4 id={headingId} className="entry-summary">
          {entry.summary}
        </h4>
        <div className="entry-actions">
          {/* Edit is a link to the record's form; the rest act on the entry. */}
          {edit && (
            <Link
              href={`#${encodeURI(edit)}`}
              className="button button-primary"
              aria-label={`Edit: ${entry.summary}`}
            >
              Edit
            </Link>
          )}
          {actions.map((action) => (
            <Button
              key={action}
              className="button"
              isDisabled={busy}
              aria-label={`${LABELS[action]}: ${entry.summary}`}
              onPress={() => onAction(action)}
            >
              {LABELS[action]}
            </Button>
          ))}
        </div>
      </div>
      <p className="entry-state">
        <span className="entry-badge">{entryState(entry, nowMs)}</span>
        <span className="muted">
          Changed here{' '}
          <time dateTime={entry.created_at} title={formatDateTime(entry.created_at)}>
            {ago(entry.created_at, nowMs)}
          </time>
        </span>
      </p>
      {problem && (
        <div className="entry-problem">
          <p>{problem.headline}</p>
          {problem.faults.length > 0 && (
            <ul aria-label={problem.listName}>
              {problem.faults.map((fault) => (
                <li key={fault.field}>
                  <strong>{fault.label}</strong>: {fault.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {!problem && entry.reason && <p className="muted entry-reason">{entry.reason}</p>}
    </article>
  );
}
