// The export's dialog: its progress bar and Cancel, or why it failed (ExportButton loads it
// when an export starts, so the dialog library stays out of the list's opening).
import { Button } from 'react-aria-components';
import { describeFailure } from '../../connection/results';
import { Dialog } from '../../ui/Dialog';
import { formatNumber } from '../../ui/format';
import { clientsText, type ExportRun } from './export-run';

export function ExportDialog({ run, close }: { run: ExportRun; close(): void }) {
  const progress = run.state === 'running' ? run.progress : null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={run.state === 'failed' ? 'Export failed' : 'Exporting clients'}
    >
      {progress && (
        <div className="export-progress">
          <progress
            value={progress.written}
            max={Math.max(progress.total, 1)}
            aria-label="Export progress"
          />
          <p>
            {formatNumber(progress.written)} of {clientsText(progress.total)} written
          </p>
        </div>
      )}
      {run.state === 'failed' && (
        <p role="alert">The file was not written: {describeFailure(run.error)}</p>
      )}
      <div className="dialog-actions">
        <Button className="button" autoFocus onPress={close}>
          {run.state === 'failed' ? 'Close' : 'Cancel'}
        </Button>
      </div>
    </Dialog>
  );
}
