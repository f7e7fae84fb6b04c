// The outbox: the changes that need the broker's attention first, then those waiting to
// go. Each group is a grid (arrow keys move between changes and their buttons); a discard
// asks first, quoting what it will undo.
import { useState } from 'react';
import { GridList, GridListItem } from 'react-aria-components';
import type { OutboxEntryView } from '../../shared/rpc/local/outbox';
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { ConfirmDialog } from '../ui/Dialog';
import { formatNumber } from '../ui/format';
import { Empty, Failed, Loading } from '../ui/states';
import { ConflictList } from './ConflictList';
import { attentionFirst, type EntryAction } from './entry-words';
import { ListGroup } from './ListGroup';
import { OutboxEntry } from './OutboxEntry';
import { useOutbox, useOutboxAction } from './use-outbox';

function EntryGroup({
  title,
  entries,
  nowMs,
  busy,
  onAction,
}: {
  title: string;
  entries: OutboxEntryView[];
  nowMs: number;
  busy: boolean;
  onAction(entry: OutboxEntryView, action: Exclude<EntryAction, 'edit'>): void;
}) {
  if (entries.length === 0) return null;
  return (
    <ListGroup title={title} count={entries.length} prefix="outbox">
      {(id) => (
        <GridList aria-labelledby={id} items={entries} className="entry-list">
          {(entry) => (
            <GridListItem id={entry.id} textValue={entry.summary} className="entry-row">
              <OutboxEntry
                entry={entry}
                nowMs={nowMs}
                busy={busy}
                onAction={(action) => onAction(entry, action)}
              />
            </GridListItem>
          )}
        </GridList>
      )}
    </ListGroup>
  );
}

export function OutboxList({
  status,
  nowMs,
  focusConflict = null,
}: {
  status: SyncStatus;
  nowMs: number;
  /** A change parked on a conflict to bring into view (the route names it). */
  focusConflict?: string | null;
}) {
  const { outbox, entries, total } = useOutbox(status);
  const action = useOutboxAction();
  const [discarding, setDiscarding] = useState<OutboxEntryView | null>(null);

  if (outbox.isPending) return <Loading what="the changes waiting to sync" />;
  if (outbox.isError) {
    return (
      <Failed
        what="the changes waiting to sync"
        error={outbox.error}
        retry={() => void outbox.refetch()}
      />
    );
  }
  if (entries.length === 0) {
    // True only while the remote holds every record made here (findings say otherwise).
    const lost = status.findings.open + status.findings.kept_own > 0;
    return (
      <Empty>
        <p>
          {lost
            ? 'No change is waiting to be sent.'
            : 'Every change made here has reached the remote.'}
        </p>
      </Empty>
    );
  }
  const { conflicts, parked, waiting } = attentionFirst(entries);
  const run = (entry: OutboxEntryView, name: Exclude<EntryAction, 'edit'>) => {
    if (name === 'discard') setDiscarding(entry);
    else action.mutate({ id: entry.id, action: name });
  };
  return (
    <div className="outbox">
      <ConflictList entries={conflicts} focusEntry={focusConflict} />
      <EntryGroup
        title="Needs your attention"
        entries={parked}
        nowMs={nowMs}
        busy={action.isPending}
        onAction={run}
      />
      <EntryGroup
        title="Waiting to sync"
        entries={waiting}
        nowMs={nowMs}
        busy={action.isPending}
        onAction={run}
      />
      {outbox.hasNextPage && (
        <button
          type="button"
          className="button"
          disabled={outbox.isFetchingNextPage}
          onClick={() => void outbox.fetchNextPage()}
        >
          {outbox.isFetchingNextPage
            ? 'Loading…'
            : `Show more (${formatNumber(entries.length)} of ${formatNumber(total)} shown)`}
        </button>
      )}
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => !open && setDiscarding(null)}
        title="Discard this change?"
        description={
          discarding
            ? `“${discarding.summary}” will not reach the remote. ${discarding.discard_effect}. This cannot be undone.`
            : ''
        }
        confirmLabel="Discard change"
        danger
        onConfirm={() =>
          discarding &&
          action.mutate({
            id: discarding.id,
            action: 'discard',
            effect: discarding.discard_effect,
          })
        }
      />
    </div>
  );
}
