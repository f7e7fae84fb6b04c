// Back up and Restore the broker's own records of the workspace in use (settings, saved
// texts, proposals, Needs-you marks): what only this app holds, so no sync keeps a copy. The
// file is a download, and a restore reads a file the broker picks (an <input type=file>):
// both work the same in the browser and the desktop shell, whose main offers no JSON
// dialogs (docs/decisions.md).
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { BackupFile } from '../../shared/rpc/local/backup';
import { useConnection } from '../connection/connection-context';
import { ProblemFailure, describeFailure } from '../connection/results';
import { backupFileName, refusedFaults, restoredWords } from './backup-words';

type Outcome = { tone: 'done'; text: string } | { tone: 'refused'; text: string; faults: string[] };

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // The click hands the file to the downloads at once; the URL is no longer needed after.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function refused(error: unknown): Outcome {
  const text = 'This file cannot be restored; nothing was changed.';
  if (error instanceof ProblemFailure && error.fieldErrors.length > 0) {
    return { tone: 'refused', text, faults: refusedFaults(error.fieldErrors) };
  }
  return { tone: 'refused', text, faults: [describeFailure(error)] };
}

export function BackupSection() {
  const { local } = useConnection();
  const queries = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  async function backUp() {
    setBusy(true);
    try {
      const file = await local.backup();
      const name = backupFileName(new Date());
      download(name, JSON.stringify(file, null, 2));
      setOutcome({ tone: 'done', text: `Backed up to ${name}, in your downloads.` });
    } catch (error) {
      setOutcome({ tone: 'refused', text: 'Could not back up.', faults: [describeFailure(error)] });
    } finally {
      setBusy(false);
    }
  }

  async function restore(file: File) {
    setBusy(true);
    try {
      let body: unknown;
      try {
        body = JSON.parse(await file.text());
      } catch {
        setOutcome(refused(new Error(`${file.name} is not a backup: it is not JSON.`)));
        return;
      }
      // The worker checks every field and row of it before writing anything.
      const result = await local.restoreBackup({ body: body as BackupFile });
      setOutcome({ tone: 'done', text: restoredWords(result) });
      // The restored records show at once on every screen that reads them.
      void queries.invalidateQueries();
    } catch (error) {
      setOutcome(refused(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="backup">
      <p id={hintId}>
        Your settings for proposals and Needs you, saved texts, proposals and Needs-you marks are
        kept on this computer only, for the records in use: no sync copies them. Back them up to a
        file; restoring one replaces them all.
      </p>
      <div className="backup-actions">
        <button
          type="button"
          className="button"
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => void backUp()}
        >
          Back up
        </button>
        <label className="button backup-restore">
          Restore from a file…
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void restore(file);
            }}
          />
        </label>
      </div>
      <div role="status" aria-live="polite">
        {outcome?.tone === 'done' && <p className="backup-done">{outcome.text}</p>}
      </div>
      <div role="alert">
        {outcome?.tone === 'refused' && (
          <div className="backup-refused">
            <p>{outcome.text}</p>
            <ul>
              {outcome.faults.map((fault) => (
                <li key={fault}>{fault}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
