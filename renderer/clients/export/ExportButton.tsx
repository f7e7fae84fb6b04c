// Export CSV: the broker says what the file is for (a spreadsheet or an import elsewhere),
// then the list as it is filtered and sorted is streamed chunk by chunk into a file the
// broker picks (or a download), with a progress bar and Cancel (Escape cancels too).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ClientSearchQuery } from '../../../shared/api';
import { clientCsvFileName } from '../../../shared/export/client-csv';
import type { CsvPurpose } from '../../../shared/export/csv';
import { EXPORT_CLIENTS_EVENT } from '../../navigation/screen-events';
import { useConnection } from '../../connection/connection-context';
import { useEditing } from '../../ui/editing';
import { lazyComponent } from '../../ui/lazy';
import { notify } from '../../ui/toasts';
import { exportClients } from './export-clients';
import { clientsText, type ExportRun } from './export-run';
import { openSink } from './sinks';
import './export.css';

const ExportDialog = lazyComponent(async () => (await import('./ExportDialog')).ExportDialog);

/** The list's filters and sort, as /v1/clients takes them (the list on screen gives them). */
type ExportedList = Omit<ClientSearchQuery, 'cursor' | 'limit'>;

export function ExportButton({ query, total }: { query: ExportedList | null; total: number }) {
  const { local } = useConnection();
  const [run, setRun] = useState<ExportRun | null>(null);
  const controller = useRef<AbortController | null>(null);
  /** The save picker is open: a second press of Export waits for it. */
  const opening = useRef(false);
  useEditing(run?.state === 'running');

  function choose() {
    if (query && run === null) setRun({ state: 'choosing' });
  }

  async function start(purpose: CsvPurpose) {
    if (!query || opening.current) return;
    let sink;
    opening.current = true;
    try {
      sink = await openSink(clientCsvFileName(new Date()));
    } catch (error) {
      setRun({ state: 'failed', error });
      return;
    } finally {
      opening.current = false;
    }
    if (!sink) {
      setRun(null);
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setRun({ state: 'running', progress: { written: 0, total } });
    try {
      const { written, savedTo } = await exportClients({
        fetchChunk: async ({ cursor, changedSince }) => {
          const { bytes, headers } = await local.clientExport({
            query: { ...query, purpose, changed_since: changedSince, cursor: cursor ?? undefined },
          });
          return { bytes, ...headers };
        },
        release: (cursor) => local.releaseClientExport({ query: { cursor } }),
        sink,
        signal: abort.signal,
        onProgress: (progress) => setRun({ state: 'running', progress }),
      });
      setRun(null);
      notify({ title: `Exported ${clientsText(written)}`, description: savedTo });
    } catch (error) {
      if (abort.signal.aborted) {
        setRun(null);
        notify({ title: 'Export cancelled', description: 'No file was written.' });
      } else {
        setRun({ state: 'failed', error });
      }
    }
  }

  // The desktop menu's Export asks for the list on screen: the same choice first.
  const onExport = useEffectEvent(() => choose());
  useEffect(() => {
    const listener = () => onExport();
    window.addEventListener(EXPORT_CLIENTS_EVENT, listener);
    return () => window.removeEventListener(EXPORT_CLIENTS_EVENT, listener);
  }, []);

  function close() {
    // A running export ends through its abort (no file, a note saying so).
    if (run?.state === 'running') controller.current?.abort();
    else setRun(null);
  }

  return (
    <>
      <button type="button" onClick={choose} disabled={!query || run !== null}>
        Export CSV
      </button>
      {run && (
        <ExportDialog
          run={run}
          total={total}
          start={(purpose) => void start(purpose)}
          close={close}
        />
      )}
    </>
  );
}
