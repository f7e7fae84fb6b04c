// Export CSV: the list as it is filtered and sorted, streamed chunk by chunk into a file the
// broker picks (or a download), with a progress bar and Cancel (Escape cancels too).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { clientCsvFileName } from '../../../shared/export/client-csv';
import { EXPORT_CLIENTS_EVENT } from '../../navigation/screen-events';
import type { ListQuery } from '../list/list-state';
import { useService } from '../../connection/service-context';
import { useEditing } from '../../ui/editing';
import { lazyComponent } from '../../ui/lazy';
import { notify } from '../../ui/toasts';
import { exportClients } from './export-clients';
import { clientsText, type ExportRun } from './export-run';
import { openSink } from './sinks';
import './export.css';

const ExportDialog = lazyComponent(async () => (await import('./ExportDialog')).ExportDialog);

export function ExportButton({ query, total }: { query: ListQuery | null; total: number }) {
  const { local } = useService();
  const [run, setRun] = useState<ExportRun | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEditing(run?.state === 'running');

  async function start() {
    if (!query || run !== null) return;
    let sink;
    try {
      sink = await openSink(clientCsvFileName(new Date()));
    } catch (error) {
      setRun({ state: 'failed', error });
      return;
    }
    if (!sink) return;
    const abort = new AbortController();
    controller.current = abort;
    setRun({ state: 'running', progress: { written: 0, total } });
    try {
      const { written, savedTo } = await exportClients({
        fetchChunk: ({ cursor, changedSince }) =>
          local.clientExport({
            ...query,
            changed_since: changedSince,
            cursor: cursor ?? undefined,
          }),
        release: (cursor) => local.releaseClientExport(cursor),
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

  // The desktop menu's Export asks for the list on screen (main's save dialog needs no click).
  const onExport = useEffectEvent(() => void start());
  useEffect(() => {
    const listener = () => onExport();
    window.addEventListener(EXPORT_CLIENTS_EVENT, listener);
    return () => window.removeEventListener(EXPORT_CLIENTS_EVENT, listener);
  }, []);

  function close() {
    controller.current?.abort();
    if (run?.state === 'failed') setRun(null);
  }

  return (
    <>
      <button type="button" onClick={() => void start()} disabled={!query || run !== null}>
        Export CSV
      </button>
      {run && <ExportDialog run={run} close={close} />}
    </>
  );
}
