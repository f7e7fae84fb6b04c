// The RFQs of a trip request: the quotes at a glance, a request the remote refused on some
// of its operators (with the broker's choice), then one row per operator asked, and below,
// apart, the history: requests the remote no longer holds, read but never counted.
import { useMemo } from 'react';
import type { TripRequestSummary } from '../../shared/api';
import { Empty, Failed, Loading } from '../ui/states';
import { Button } from 'react-aria-components';
import { useVerifiedOperators } from './use-operators';
import { useMarkedTripRfqs, useTripThreads, type HistoryRfq } from './use-trip';
import { RefusedBatchNotice } from './RefusedBatchNotice';
import { comparableOrder, lastNote, quoteSpread } from './rfq-rows';
import { rfqSummary } from './rfq-summary';
import { RfqTable, type RfqTableProps } from './RfqTable';
import { useSettledWithdrawals } from './use-settled-withdrawals';

function QuoteSummary({ text }: { text: string }) {
  return <p className="quote-summary">{text}</p>;
}

const NO_HISTORY: HistoryRfq[] = [];

/** The requests the remote no longer holds, apart from the live ones. */
function TripHistory({
  items,
  table,
}: {
  items: readonly HistoryRfq[];
  table: Omit<RfqTableProps, 'rfqs' | 'history' | 'labelledBy' | 'lowestCents'>;
}) {
  if (items.length === 0) return null;
  const history = new Map(items.map((item) => [item.rfq.id, item.history]));
  return (
    <section className="rfq-history" aria-labelledby="rfq-history-heading">
      <h4 id="rfq-history-heading">History: before the remote lost it</h4>
      <p className="muted">
        Requests the remote no longer holds, kept here to read. They are not compared, counted or
        offered to the client.
      </p>
      <RfqTable
        {...table}
        rfqs={items.map((item) => item.rfq)}
        history={history}
        labelledBy="rfq-history-heading"
        lowestCents={null}
      />
    </section>
  );
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
  const { query: rfqs, marks, history = NO_HISTORY } = useMarkedTripRfqs(trip.id);
  const threads = useTripThreads(trip.id);
  const verified = useVerifiedOperators();
  useSettledWithdrawals(rfqs.data?.rfqs, marks, now);
  const byRfq = useMemo(
    () => new Map((threads.data?.items ?? []).map((item) => [item.rfq_id, item])),
    [threads.data],
  );
  const refused = marks.refusedBatches.filter((entry) => entry.record?.id === trip.id);
  const tableProps = {
    tripRequestId: trip.id,
    threads: byRfq,
    marks,
    verified,
    currency: trip.currency,
    latestQuote: trip.latest_quote,
    now,
  };

  let body;
  if (rfqs.isPending) body = <Loading what="requests for quotes" />;
  else if (rfqs.isError) {
    body = (
      <Failed what="requests for quotes" error={rfqs.error} retry={() => void rfqs.refetch()} />
    );
  } else if (rfqs.data.rfqs.length === 0) {
    body = (
      <>
        <Empty>
          <p>
            {history.length === 0
              ? 'No operator has been asked to quote this trip yet.'
              : 'No operator the remote knows of has been asked to quote this trip.'}
          </p>
          {requestQuotes && (
            <button type="button" className="button button-primary" onClick={requestQuotes}>
              Request quotes
            </button>
          )}
        </Empty>
        <TripHistory items={history} table={tableProps} />
      </>
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
          {...tableProps}
          rfqs={comparableOrder(list, now)}
          labelledBy="rfqs-heading"
          // "Lowest" compares: with a single quote there is nothing to compare it with.
          lowestCents={
            spread && spread.count > 1 ? (spread.lowest.quote_amount_cents ?? null) : null
          }
        />
        <TripHistory items={history} table={tableProps} />
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
