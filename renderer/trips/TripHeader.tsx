// What the trip request is: its number and status, the client, every leg (route, date,
// passengers, distance) and the budget, so the broker knows what operators are quoting.
import { useRef, type ReactNode } from 'react';
import type { Leg, TripRequestSummary } from '../../shared/api';
import { legDeparture } from '../../shared/time/zoned';
import { INBOX_PATH } from '../navigation/paths';
import { Link } from '../navigation/router';
import { tripOrigin } from '../navigation/trip-origin';
import { budgetText } from '../ui/budget-text';
import { CATEGORY_LABELS } from '../ui/client-labels';
import { formatDate, formatNumber } from '../ui/format';
import { useHeadingFocus } from '../ui/use-heading-focus';

const words = (value: string) => value.replaceAll('_', ' ');

export function airport(leg: Leg, end: 'from' | 'to'): string {
  const { code, city, name } = leg[end];
  return `${code} ${city ?? name}`;
}

/** The leg's departure in its airport's local time with the zone ("…, 17:30 EST"). */
export function legWhen(leg: Leg): string {
  const latest = leg.latest_depart_date ? ` to ${formatDate(leg.latest_depart_date)}` : '';
  return `${legDeparture(leg).text}${latest}`;
}

const BACK: Record<'trips' | 'inbox', { to: string; label: string }> = {
  trips: { to: '/trips', label: 'Trips' },
  inbox: { to: INBOX_PATH, label: 'Inbox' },
};

/** Back to where the broker opened the trip from, and to its client. */
function TripBreadcrumb({ trip }: { trip: TripRequestSummary }) {
  const origin = tripOrigin(trip.id);
  const back = origin === 'trips' || origin === 'inbox' ? BACK[origin] : null;
  const client = trip.client;
  if (!back) {
    return (
      <p className="breadcrumb">
        {client ? (
          <Link to={`/clients/${client.id}`}>← {client.name}</Link>
        ) : (
          <Link to="/clients">← Clients</Link>
        )}
      </p>
    );
  }
  return (
    <p className="breadcrumb">
      <Link to={back.to}>← {back.label}</Link>
      {client && (
        <>
          {' · '}
          <Link to={`/clients/${client.id}`}>{client.name}</Link>
        </>
      )}
    </p>
  );
}

export function TripHeader({ trip, actions }: { trip: TripRequestSummary; actions: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useHeadingFocus(heading);
  const facts: [string, string | null][] = [
    ['Passengers', trip.pax === null ? null : formatNumber(trip.pax)],
    ['Category', trip.preferred_category && CATEGORY_LABELS[trip.preferred_category]],
    ['Budget', budgetText(trip)],
    ['Requested', formatDate(trip.created_at)],
  ];
  return (
    <header className="trip-header">
      <TripBreadcrumb trip={trip} />
      <div className="trip-title">
        <h2 id="trip-heading" tabIndex={-1} ref={heading}>
          Trip request #{trip.number}
        </h2>
        <span className={`badge-status status-${trip.status}`}>{words(trip.status)}</span>
        <div className="trip-actions">{actions}</div>
      </div>
      <ol className="trip-legs" aria-label="Legs">
        {trip.legs.map((leg) => (
          <li key={leg.id}>
            <span className="trip-route">
              {airport(leg, 'from')} → {airport(leg, 'to')}
            </span>
            <span className="muted">
              {legWhen(leg)}
              {leg.pax !== null && ` · ${formatNumber(leg.pax)} pax`} ·{' '}
              {formatNumber(leg.distance_nm)} nm
            </span>
          </li>
        ))}
      </ol>
      <dl className="trip-facts">
        {facts
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </header>
  );
}
