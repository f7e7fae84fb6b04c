// The export's dialog: first what the file is for (a spreadsheet or an import elsewhere),
// then its progress bar and Cancel, or why it failed (ExportButton loads it when the broker
// asks to export, so the dialog library stays out of the list's opening).
import { useState } from 'react';
import { Button } from 'react-aria-components';
import type { CsvPurpose } from '../../../shared/export/csv';
import { describeFailure } from '../../connection/results';
import { Dialog } from '../../ui/Dialog';
import { formatNumber } from '../../ui/format';
import { EXPORT_PURPOSES } from './export-purposes';
import type { ExportProgress } from './export-clients';
import { clientsText, type ExportRun } from './export-run';
import { whereTheFileGoes } from './sinks';

const TITLES: Record<ExportRun['state'], string> = {
  choosing: 'Export clients',
  running: 'Exporting clients',
  failed: 'Export failed',
};

function PurposeChoice({
  total,
  start,
  close,
}: {
  total: number;
  start(purpose: CsvPurpose): void;
  close(): void;
}) {
  const [purpose, setPurpose] = useState<CsvPurpose>('spreadsheet');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        start(purpose);
      }}
    >
      <p className="export-what">
        {clientsText(total)} as the list shows them, filtered and sorted, into a CSV file.
      </p>
      <fieldset className="export-purposes">
        <legend>What is the file for?</legend>
        {EXPORT_PURPOSES.map((choice) => (
          <label key={choice.purpose} className="export-purpose">
            <input
              type="radio"
              name="export-purpose"
              value={choice.purpose}
              checked={purpose === choice.purpose}
              onChange={() => setPurpose(choice.purpose)}
              aria-describedby={`export-purpose-${choice.purpose}`}
            />
            <span className="export-purpose-label">{choice.label}</span>
            <span id={`export-purpose-${choice.purpose}`} className="export-purpose-explanation">
              {choice.explanation}
            </span>
          </label>
        ))}
      </fieldset>
      <p className="export-where">{whereTheFileGoes()}</p>
      <div className="dialog-actions">
        <Button className="button" onPress={close}>
          Cancel
        </Button>
        <Button className="button button-primary" type="submit" autoFocus>
          Export
        </Button>
      </div>
    </form>
  );
}

function Progress({ progress }: { progress: ExportProgress }) {
  return (
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
  );
}

export function ExportDialog({
  run,
  total,
  start,
  close,
}: {
  run: ExportRun;
  total: number;
  start(purpose: CsvPurpose): void;
  close(): void;
}) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={TITLES[run.state]}
    >
      {run.state === 'choosing' && <PurposeChoice total={total} start={start} close={close} />}
      {run.state === 'running' && <Progress progress={run.progress} />}
      {run.state === 'failed' && (
        <p role="alert">The file was not written: {describeFailure(run.error)}</p>
      )}
      {run.state !== 'choosing' && (
        <div className="dialog-actions">
          <Button className="button" autoFocus onPress={close}>
            {run.state === 'failed' ? 'Close' : 'Cancel'}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
