// The first connection's copy of the remote: which step it is at and, while it walks the
// clients, how many of how many it has.
import type { SyncStatus } from '../../shared/rpc/local/sync-status';
import { formatNumber } from '../ui/format';
import { pullStepWords } from './status-words';

export function PullProgress({ pull }: { pull: SyncStatus['pull'] }) {
  if (pull.stage !== 'initial') return null;
  const total = pull.clients_total;
  const counting = pull.step === 'clients' || total !== null;
  return (
    <section className="sync-card pull" aria-labelledby="pull-heading">
      <h3 id="pull-heading">First copy of the remote</h3>
      <p id="pull-step">{pullStepWords(pull.step)}</p>
      {counting && (
        <>
          <progress
            aria-labelledby="pull-heading"
            aria-describedby="pull-step"
            max={total ?? undefined}
            value={total === null ? undefined : pull.clients_pulled}
          />
          <p className="muted">
            {total === null
              ? `${formatNumber(pull.clients_pulled)} clients so far`
              : `${formatNumber(pull.clients_pulled)} of ${formatNumber(total)} clients`}
          </p>
        </>
      )}
      <p className="muted">You can work meanwhile: what you open is fetched first.</p>
    </section>
  );
}
