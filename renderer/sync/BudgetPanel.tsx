// The remote's allowance as its last answer gave it: requests left this month and this
// minute, and when each comes back.
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { formatDateTime, formatNumber, formatTime } from '../ui/format';

type Window = NonNullable<SyncStatus['quota']>;

function Gauge({
  id,
  title,
  window,
  resets,
}: {
  id: string;
  title: string;
  window: Window;
  resets: string;
}) {
  return (
    <div className="gauge">
      <h4 id={id}>{title}</h4>
      <meter
        min={0}
        max={window.limit}
        low={window.limit * 0.1}
        optimum={window.limit}
        value={window.remaining}
        aria-labelledby={id}
      />
      <p>
        {formatNumber(window.remaining)} of {formatNumber(window.limit)} requests left
      </p>
      <p className="muted">
        Resets <time dateTime={window.reset_at}>{resets}</time>
      </p>
    </div>
  );
}

export function BudgetPanel({ status }: { status: SyncStatus }) {
  const { quota, rate } = status;
  return (
    <section className="sync-card budget" aria-labelledby="budget-heading">
      <h3 id="budget-heading">Allowance</h3>
      {!quota && !rate ? (
        <p className="muted">Known after the first answer from the remote.</p>
      ) : (
        <div className="gauges">
          {quota && (
            <Gauge
              id="quota-gauge"
              title="This month"
              window={quota}
              resets={formatDateTime(quota.reset_at)}
            />
          )}
          {rate && (
            <Gauge
              id="rate-gauge"
              title="This minute"
              window={rate}
              resets={formatTime(rate.reset_at)}
            />
          )}
        </div>
      )}
    </section>
  );
}
