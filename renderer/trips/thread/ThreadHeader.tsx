// Whose thread this is and where the RFQ stands: its one badge (row-truth.ts), the quote and
// when it came, when it was sent and when it expires (a quote: until when it holds), with
// Withdraw where the lifecycle allows it (never on the trip's history).
import { useRef } from 'react';
import type { LatestQuote, Rfq, TripRequestSummary } from '../../../shared/api';
import { ownQuoteValidity } from '../../../shared/rules/quote-validity';
import { useMissingOnServer } from '../../connection/findings-query';
import { Link } from '../../navigation/router';
import { formatDateTime, formatMoney } from '../../ui/format';
import { useHeadingFocus } from '../../ui/use-heading-focus';
import { displayStatus, isOpen } from '../rfq-rows';
import { operatorName } from '../../../shared/rules/rfq-states';
import { OperatorContact } from '../OperatorContact';
import { historyTruth, rowTruth } from '../row-truth';
import type { HistoryItem } from '../use-trip';
import { RowStatus } from '../RowStatus';
import type { SyncMarks } from '../sync-marks';
import { WithdrawButton } from '../WithdrawButton';

/**
 * Until when it holds: the quote's validity where the API gives it (the trip's latest quote),
 * else the request's expiry under its own name, or when it lapsed.
 */
function expiryWords(rfq: Rfq, latest: LatestQuote | null, now: Date): string | null {
  const status = displayStatus(rfq, now);
  if (status === 'expired') return `Expired ${formatDateTime(rfq.expires_at)}`;
  const validUntil = status === 'quoted' ? ownQuoteValidity(latest, rfq) : null;
  if (validUntil) return `Valid until ${formatDateTime(validUntil)}`;
  if (status === 'quoted') return `Request expires ${formatDateTime(rfq.expires_at)}`;
  // The time left matters while the operator may still answer.
  return isOpen(rfq, now) ? `Expires ${formatDateTime(rfq.expires_at)}` : null;
}

export function ThreadHeader({
  trip,
  rfq,
  marks,
  now,
  past,
}: {
  trip: TripRequestSummary;
  rfq: Rfq;
  marks: SyncMarks;
  now: Date;
  /** Set when the RFQ is history. */
  past?: HistoryItem | undefined;
}) {
  const name = operatorName(rfq);
  const expiry = expiryWords(rfq, trip.latest_quote, now);
  const missing = useMissingOnServer('rfq').has(rfq.id);
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  return (
    <header className="thread-header">
      <p className="breadcrumb">
        <Link to={`/trips/${trip.id}`}>← Trip request #{trip.number}</Link>
      </p>
      <div className="trip-title">
        <h2 id="thread-heading" tabIndex={-1} ref={heading}>
          {name}
        </h2>
        <RowStatus
          truth={past ? historyTruth(past, missing) : rowTruth(rfq, marks, name, now, missing)}
        />
        <div className="trip-actions">
          {marks.created.get(rfq.id)?.state !== 'failed' && !missing && !past && (
            <WithdrawButton rfq={rfq} now={now} />
          )}
        </div>
      </div>
      <p className="thread-facts">
        <OperatorContact rfq={rfq} />
        <span>Sent {formatDateTime(rfq.sent_at)}</span>
        {rfq.quote_amount_cents !== null && (
          <span>Quote {formatMoney(rfq.quote_amount_cents, trip.currency)}</span>
        )}
        {rfq.status === 'quoted' && rfq.responded_at && (
          <span>Quoted {formatDateTime(rfq.responded_at)}</span>
        )}
        {expiry && <span>{expiry}</span>}
      </p>
    </header>
  );
}
