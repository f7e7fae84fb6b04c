// The RFQs of a trip request: the quotes at a glance, a request the remote refused on some
// of its operators (with the broker's choice), then one row per operator asked.
import { useMemo } from 'react';
import type { TripRequestSummary } from '../../shared/api';
import { Empty, Failed, Loading } from '../ui/states';
import { Button } from 'react-aria-components';
import { useVerifiedOperators } from './use-operators';
import { useMarkedTripRfqs, useTripThreads } from './use-trip';
import { RefusedBatchNotice } from './RefusedBatchNotice';
import { comparableOrder, lastNote, quoteSpread } from './rfq-rows';
import { rfqSummary } from './rfq-summary';
import { RfqTable } from './RfqTable';
import { useSettledWithdrawals } from './use-settled-withdrawals';

function QuoteSummary({ text }: { text: string }) {
  return <p className="quote-summary">{text}</p>;
}

export function TripRfqs({
  trip,
  now,
  requestQuotes,
  askMore,
}: {
  trip: TripRequestSummary;
  now: Date;
  requestQuotes: (() => void) | null;
  /** Opens Request quotes with the last request's note; null while no RFQ may be added. */
  askMore: ((note: string) => void) | null;
}) {
  const { query: rfqs, marks } = useMarkedTripRfqs(trip.id);
  const threads = useTripThreads(trip.id);
  const verified = useVerifiedOperators();
  useSettledWithdrawals(rfqs.data?.rfqs, marks, now);
  const byRfq = useMemo(
    () => new Map((threads.data?.items ?? []).map((item) => [item.rfq_id, item])),
    [threads.data],
  );
  const refused = marks.refusedBatches.filter((entry) => entry.record?.id === trip.id);

  let body;
  if (rfqs.isPending) body = <Loading what="requests for quotes" />;
  else if (rfqs.isError) {
    body = (
      <Failed what="requests for quotes" error={rfqs.error} retry={() => void rfqs.refetch()} />
    );
  } else if (rfqs.data.rfqs.length === 0) {
    body = (
      <Empty>
        <p>No operator has been asked to quote this trip yet.</p>
        {requestQuotes && (
          <button type="button" className="button button-primary" onClick={requestQuotes}>
            Request quotes
          </button>
        )}
      </Empty>
    );
  } else {
    const list = rfqs.data.rfqs;
    const spread = quoteSpread(list, now);
    body = (
      <>
        <div className="quote-summary-row">
          <QuoteSummary text={rfqSummary(list, marks, now, trip.currency)} />
          {askMore && (
            <Button className="button" onPress={() => askMore(lastNote(list))}>
              Ask more operators
            </Button>
          )}
        </div>
        {refused.map((entry) => (
          <RefusedBatchNotice key={entry.id} entry={entry} />
        ))}
        <RfqTable
          tripRequestId={trip.id}
          rfqs={comparableOrder(list, now)}
          threads={byRfq}
          marks={marks}
          verified={verified}
          currency={trip.currency}
          latestQuote={trip.latest_quote}
          // "Lowest" compares: with a single quote there is nothing to compare it with.
          lowestCents={
            spread && spread.count > 1 ? (spread.lowest.quote_amount_cents ?? null) : null
          }
          now={now}
        />
      </>
    );
  }
  return (
    <section className="trip-rfqs" aria-labelledby="rfqs-heading">
      <h3 id="rfqs-heading">Requests for quotes</h3>
      {body}
    </section>
  );
}
