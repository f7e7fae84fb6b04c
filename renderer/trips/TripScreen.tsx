// A trip request and the operators asked to quote it (/trips/:tripRequestId).
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { acceptsRfqs } from '../../shared/rules/rfq-states';
import { Failed, Loading } from '../ui/states';
import { useTripRequest } from './use-trip';
import { QuoteComparison } from './quotes/QuoteComparison';
import { RequestQuotesDialog } from './RequestQuotesDialog';
import { TripHeader } from './TripHeader';
import { TripRfqs } from './TripRfqs';
import { useNow } from '../ui/use-now';
import './trips.css';

export function TripScreen({ tripRequestId }: { tripRequestId: string }) {
  const trip = useTripRequest(tripRequestId);
  const now = useNow();
  const [asking, setAsking] = useState(false);

  if (!trip.isSuccess) {
    return (
      <section className="trip-screen" aria-labelledby="trip-heading">
        <h2 id="trip-heading" className="visually-hidden">
          Trip request
        </h2>
        {trip.isPending ? (
          <Loading what="the trip request" />
        ) : (
          <Failed what="the trip request" error={trip.error} retry={() => void trip.refetch()} />
        )}
      </section>
    );
  }
  const open = acceptsRfqs(trip.data);
  return (
    <section className="trip-screen" aria-labelledby="trip-heading">
      <TripHeader
        trip={trip.data}
        actions={
          open ? (
            <Button className="button button-primary" onPress={() => setAsking(true)}>
              Request quotes
            </Button>
          ) : (
            <p className="muted">
              Quotes can be requested only while a trip request is open or quoted.
            </p>
          )
        }
      />
      <QuoteComparison trip={trip.data} now={now} />
      <TripRfqs trip={trip.data} now={now} requestQuotes={open ? () => setAsking(true) : null} />
      {asking && (
        <RequestQuotesDialog trip={trip.data} now={now} onClose={() => setAsking(false)} />
      )}
    </section>
  );
}
