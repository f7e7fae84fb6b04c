// "Not sent yet" on a message that has not reached the remote (the words of the RFQ rows); "Failed" with the remote's
// reason on one it refused, with Retry (it goes again at the next sync) and Discard (after
// asking, in the words of what a discard undoes). The RFQ rows say theirs in RowStatus.
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../ui/Dialog';
import { notify } from '../ui/toasts';
import { useConnection } from '../connection/connection-context';
import { describeFailure } from '../connection/results';
import type { SyncMark } from './sync-marks';
import './trips.css';

/** Retry and Discard of a refused change; `what` names it ("the request to Harbor Jets"). */
export function MarkActions({ mark, what }: { mark: SyncMark; what: string }) {
  const { local } = useConnection();
  const [discarding, setDiscarding] = useState(false);
  const act = (action: 'retry' | 'discard') =>
    local.outboxAction({ params: { id: mark.entry.id, action } }).catch((error: unknown) =>
      notify({
        title: `Could not ${action}`,
        description: describeFailure(error),
        tone: 'error',
      }),
    );
  return (
    <span className="sync-mark-actions">
      <Button
        className="button button-small"
        aria-label={`Retry ${what}`}
        onPress={() => void act('retry')}
      >
        Retry
      </Button>
      <Button
        className="button button-small"
        aria-label={`Discard ${what}`}
        onPress={() => setDiscarding(true)}
      >
        Discard
      </Button>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title={`Discard ${what}?`}
        description={`${mark.entry.discard_effect}. It will not be sent.`}
        confirmLabel="Discard"
        danger
        onConfirm={() => void act('discard')}
      />
    </span>
  );
}

export function SyncMarkView({ mark, what }: { mark: SyncMark | undefined; what: string }) {
  if (!mark) return null;
  if (mark.state === 'pending') {
    return (
      <span className="sync-mark sync-mark-pending" title="Saved here; waiting to reach the remote">
        Not sent yet
      </span>
    );
  }
  return (
    <span className="sync-mark-failed-group">
      <span className="sync-mark sync-mark-failed">Failed</span>
      {mark.reason && <span className="sync-mark-reason">{mark.reason}</span>}
      <MarkActions mark={mark} what={what} />
    </span>
  );
}
