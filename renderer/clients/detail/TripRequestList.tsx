// A client's recent trip requests: status, each leg (from → to with airport names, dates,
// passengers), budget, latest quote (the summary's, or a newer one known here) and booking.
// Each opens its requests for quotes.
import type { Airport, TripRequestSummary } from '../../../shared/api';
import { Link } from '../../navigation/router';
import { Empty } from '../../ui/states';
import { useTripQuotes } from './use-client-detail';
import { budgetText } from '../../ui/budget-text';
import { latestQuoteOf, legWhen, noQuoteText, quoteCount, quoteText } from './trip-text';

function LatestQuote({ trip }: { trip: TripRequestSummary }) {
  const known = useTripQuotes(trip.id).data ?? [];
  const { quote, count } = latestQuoteOf(trip, known);
  return (
    <dd>
      {quote ? quoteText(quote) : noQuoteText(trip)}
      {count > 1 && ` (${quoteCount(count)})`}
    </dd>
  );
}

function Place({ airport }: { airport: Airport }) {
  return (
    <span className="place">
      <strong>{airport.code}</strong> {airport.name}
    </span>
  );
}

function TripRequest({ trip }: { trip: TripRequestSummary }) {
  const budget = budgetText(trip);
  const headingId = `trip-${trip.id}`;
  return (
    <article className="trip" aria-labelledby={headingId}>
      <header className="trip-head">
        <h4 id={headingId}>
          <Link to={`/trips/${trip.id}`}>Trip request #{trip.number}</Link>
        </h4>
        <span className={`status status-${trip.status}`}>{trip.status}</span>
      </header>
      {trip.legs.length === 0 ? (
        <p className="muted">No legs yet.</p>
      ) : (
        <ol className="legs" aria-label="Legs">
          {trip.legs.map((leg) => (
            <li key={leg.id}>
              <span className="leg-route">
                <Place airport={leg.from} />
                <span aria-hidden="true"> → </span>
                <span className="visually-hidden"> to </span>
                <Place airport={leg.to} />
              </span>
              <span className="leg-when">{legWhen(leg, trip.pax)}</span>
            </li>
          ))}
        </ol>
      )}
      <dl className="trip-summary-facts">
        {budget && (
          <>
            <dt>Budget</dt>
            <dd>{budget}</dd>
          </>
        )}
        <dt>Latest quote</dt>
        <LatestQuote trip={trip} />
        {trip.booking && (
          <>
            <dt>Booking</dt>
            <dd>
              {trip.booking.reference} · {trip.booking.status.replace(/_/g, ' ')}
            </dd>
          </>
        )}
      </dl>
    </article>
  );
}

export function TripRequestList({ trips }: { trips: TripRequestSummary[] }) {
  if (trips.length === 0) {
    return (
      <Empty>
        <p>No trip requests yet.</p>
      </Empty>
    );
  }
  return (
    <ul className="trip-list" aria-labelledby="recent-trips-heading">
      {trips.map((trip) => (
        <li key={trip.id}>
          <TripRequest trip={trip} />
        </li>
      ))}
    </ul>
  );
}
