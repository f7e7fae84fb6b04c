// A trip request and the operators asked to quote it (/trips/:tripRequestId).
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { acceptsRfqs } from '../../shared/rules/rfq-states';
import { Failed, Loading } from '../ui/states';
import { useTripRequest } from './use-trip';
import { QuoteComparison } from './quotes/QuoteComparison';
import { RequestQuotesDialog } from './RequestQuotesDialog';
import { TripHeader } from './TripHeader';
import { TripProposals } from './proposal/TripProposals';
import { TripRfqs } from './TripRfqs';
import { TripTimeline } from './timeline/TripTimeline';
import { useNow } from '../ui/use-now';
import { ZoneNote } from '../ui/ZoneNote';
import './trips.css';

export function TripScreen({ tripRequestId }: { tripRequestId: string }) {
  const trip = useTripRequest(tripRequestId);
  const now = useNow();
  // The Request quotes dialog, when open: fresh, or asking more with the last note.
  const [asking, setAsking] = useState<{ note: string; more: boolean } | null>(null);
  const requestQuotes = () => setAsking({ note: '', more: false });

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
            <Button className="button button-primary" onPress={requestQuotes}>
              Request quotes
            </Button>
          ) : (
            <p className="muted">
              Quotes can be requested only while a trip request is open or quoted.
            </p>
          )
        }
      />
      <ZoneNote now={now} />
      <QuoteComparison trip={trip.data} now={now} />
      <TripProposals tripRequestId={tripRequestId} />
      <TripRfqs
        trip={trip.data}
        now={now}
        requestQuotes={open ? requestQuotes : null}
        askMore={open ? (note) => setAsking({ note, more: true }) : null}
      />
      <TripTimeline tripRequestId={trip.data.id} />
      {asking && (
        <RequestQuotesDialog
          trip={trip.data}
          now={now}
          startNote={asking.note}
          askingMore={asking.more}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}
