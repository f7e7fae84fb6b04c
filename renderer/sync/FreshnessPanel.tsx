// How fresh the copy is kept: when every client was last compared with the server, and the
// pace's forecast in words (shared/rpc/forecast-words.ts).
import { forecastWords } from '../../shared/rpc/forecast-words';
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { formatDateTime } from '../ui/format';
import { ago } from './entry-words';

export function FreshnessPanel({ status, nowMs }: { status: SyncStatus; nowMs: number }) {
  if (status.workspace !== 'remote' || status.pull.stage !== 'steady') return null;
  const compared = status.pull.clients_compared_at;
  return (
    <section className="sync-card freshness" aria-labelledby="freshness-heading">
      <h3 id="freshness-heading">Freshness</h3>
      <p id="clients-compared">
        {compared ? (
          <>
            Clients last fully compared with the server{' '}
            <time dateTime={compared} title={formatDateTime(compared)}>
              {ago(compared, nowMs)}
            </time>
          </>
        ) : (
          'Clients not fully compared with the server yet'
        )}
      </p>
      <p id="forecast" className="muted">
        {status.forecast
          ? forecastWords(status.forecast)
          : 'The forecast comes with the first answer from the remote.'}
      </p>
    </section>
  );
}
