// Whose thread this is and where the RFQ stands: status, quote, when it was sent and when it
// expires, with Withdraw where the lifecycle allows it.
import type { Rfq, TripRequestSummary } from '../../../shared/api';
import { Link } from '../../navigation/router';
import { formatDateTime, formatMoney } from '../../ui/format';
import { STATUS_WORDS, displayStatus, isOpen, operatorName } from '../rfq-rows';
import { OperatorContact } from '../OperatorContact';
import { SyncMarkView } from '../SyncMarkView';
import type { SyncMarks } from '../sync-marks';
import { WithdrawButton } from '../WithdrawButton';

export function ThreadHeader({
  trip,
  rfq,
  marks,
  now,
}: {
  trip: TripRequestSummary;
  rfq: Rfq;
  marks: SyncMarks;
  now: Date;
}) {
  const status = displayStatus(rfq, now);
  const name = operatorName(rfq);
  const created = marks.created.get(rfq.id);
  return (
    <header className="thread-header">
      <p className="breadcrumb">
        <Link to={`/trips/${trip.id}`}>← Trip request #{trip.number}</Link>
      </p>
      <div className="trip-title">
        <h2 id="thread-heading">{name}</h2>
        <span className={`badge-status status-${status}`}>{STATUS_WORDS[status]}</span>
        <SyncMarkView
          mark={created ?? marks.withdrawals.get(rfq.id)}
          what={created ? `the request to ${name}` : `the withdrawal of the request to ${name}`}
        />
        <div className="trip-actions">
          <WithdrawButton rfq={rfq} now={now} />
        </div>
      </div>
      <p className="thread-facts">
        <OperatorContact rfq={rfq} />
        <span>Sent {formatDateTime(rfq.sent_at)}</span>
        {/* The time left matters while the operator may still answer. */}
        {(isOpen(rfq, now) || status === 'expired') && (
          <span>
            {status === 'expired' ? 'Expired' : 'Expires'} {formatDateTime(rfq.expires_at)}
          </span>
        )}
        {rfq.quote_amount_cents !== null && (
          <span>Quote {formatMoney(rfq.quote_amount_cents, trip.currency)}</span>
        )}
      </p>
    </header>
  );
}
