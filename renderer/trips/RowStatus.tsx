// An RFQ's one badge (row-truth.ts), with what explains it: why it failed, what holds it
// back, and Retry and Discard where the row is where to act.
import type { RowTruth } from './row-truth';
import { MarkActions } from './SyncMarkView';

const TITLES: Partial<Record<RowTruth['tone'], string>> = {
  pending: 'Saved here; waiting to reach the remote',
};

export function RowStatus({ truth }: { truth: RowTruth }) {
  return (
    <span className="row-status">
      <span className={`badge-status status-${truth.tone}`} title={TITLES[truth.tone]}>
        {truth.words}
      </span>
      {truth.detail && (
        <span className={truth.tone === 'failed' ? 'row-status-failure' : 'row-status-detail'}>
          {truth.detail}
        </span>
      )}
      {truth.actions && <MarkActions mark={truth.actions.mark} what={truth.actions.what} />}
    </span>
  );
}
