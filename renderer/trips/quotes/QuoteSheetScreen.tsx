// A quote sheet for the client (/trips/:tripRequestId/quote-sheet/:rfqIds): the picked
// quotes on a clean page that prints without the app around it (print CSS), with the
// operators left out unless the broker says otherwise.
import { useState } from 'react';
import { formatNumber } from '../../ui/format';
import { TripBackLink } from '../TripBackLink';
import { Failed, Loading } from '../../ui/states';
import { useTripRequest, useTripRfqs } from '../use-trip';
import { useNow } from '../../ui/use-now';
import { QuoteSheet } from './QuoteSheet';
import { SheetActions } from './SheetActions';
import { pickedIds, sheetQuotes } from './sheet';
import './quote-sheet.css';

export function QuoteSheetScreen({
  tripRequestId,
  rfqIds,
}: {
  tripRequestId: string;
  rfqIds: string;
}) {
  const trip = useTripRequest(tripRequestId);
  const rfqs = useTripRfqs(tripRequestId);
  const now = useNow();
  const [withOperators, setWithOperators] = useState(false);

  let body;
  if (trip.isPending || rfqs.isPending) body = <Loading what="the quote sheet" />;
  else if (trip.isError || rfqs.isError) {
    const failed = trip.isError ? trip : rfqs;
    body = (
      <Failed what="the quote sheet" error={failed.error} retry={() => void failed.refetch()} />
    );
  } else {
    const { shown, leftOff } = sheetQuotes(rfqs.data, pickedIds(rfqIds), trip.data, now);
    body = (
      <>
        <div className="sheet-toolbar">
          <label className="sheet-toggle">
            <input
              type="checkbox"
              checked={!withOperators}
              onChange={(event) => setWithOperators(!event.target.checked)}
            />
            Leave out operator names and contacts
          </label>
          {shown.length > 0 && (
            <div className="sheet-buttons">
              <SheetActions tripNumber={trip.data.number} />
            </div>
          )}
          {leftOff > 0 && (
            <p className="sheet-left-off" role="status">
              {formatNumber(leftOff)} picked {leftOff === 1 ? 'quote has' : 'quotes have'} expired
              or been withdrawn since, and {leftOff === 1 ? 'is' : 'are'} left off.
            </p>
          )}
        </div>
        {shown.length === 0 ? (
          <p className="state">None of the picked quotes still holds: go back and pick others.</p>
        ) : (
          <QuoteSheet
            trip={trip.data}
            quotes={shown}
            withOperators={withOperators}
            preparedAt={now}
          />
        )}
      </>
    );
  }
  return (
    <section className="quote-sheet-screen" aria-label="Quote sheet">
      <TripBackLink
        tripRequestId={tripRequestId}
        number={trip.data?.number}
        title="Quote sheet"
        className="sheet-back"
      />
      {body}
    </section>
  );
}
