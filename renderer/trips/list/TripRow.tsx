// One trip in the list, on three lines: number, status, client and unread messages beside
// the departure; the route and passengers beside the lowest quote against the budget; the
// RFQs' progress beside where the trip came from and when it last moved. A row whose page is
// being read shows its link only, so focus stays on it.
import { memo } from 'react';
import type { TripListItem } from '../../../shared/rpc/local/trip-list';
import { formatDate, formatNumber, formatRelative } from '../../ui/format';
import { loadingRowCell } from '../../ui/paged-list/list-parts';
import { progressWords, quoteStanding, sourceWords } from './trip-words';

const words = (value: string) => value.replaceAll('_', ' ');

function departureWords(trip: TripListItem): string {
  if (!trip.departure) return 'No legs';
  const time = trip.departure.time ? ` ${trip.departure.time.slice(0, 5)}` : '';
  const last = trip.last_leg_date ? ` – ${formatDate(trip.last_leg_date)}` : '';
  return `${formatDate(trip.departure.date)}${time}${last}`;
}

export interface TripRowProps {
  trip: TripListItem | null;
  /** The row the list's Tab stop and arrow keys are on. */
  active: boolean;
  nowMs: number;
}

/** Memoized: a page read or a scroll renders again only the rows whose trip or state moved. */
export const TripRowCells = memo(function TripRowCells({ trip, active, nowMs }: TripRowProps) {
  const tabIndex = active ? 0 : -1;
  if (!trip) return loadingRowCell({ cellClass: 'cell-trip', linkClass: 'trip-link', tabIndex });
  const quote = quoteStanding(trip);
  const pax = trip.pax === null ? '' : ` · ${formatNumber(trip.pax)} pax`;
  return (
    <>
      <div role="cell" className="cell-trip">
        <a
          className="row-link trip-link"
          href={`#/trips/${encodeURIComponent(trip.id)}`}
          tabIndex={tabIndex}
        >
          Trip #{trip.number}
        </a>
        <span className={`badge-status status-${trip.status}`}>{words(trip.status)}</span>
        <span className="trip-client">{trip.client?.name ?? 'No client'}</span>
        {trip.unread > 0 && (
          <span className="unread-count">
            {trip.unread === 1
              ? '1 unread message'
              : `${formatNumber(trip.unread)} unread messages`}
          </span>
        )}
      </div>
      <div role="cell" className="cell-departure">
        {departureWords(trip)}
      </div>
      <div role="cell" className="cell-route">
        {trip.route.join(' → ')}
        {pax}
      </div>
      <div role="cell" className={`cell-quote quote-${quote.standing}`}>
        {quote.words}
      </div>
      <div role="cell" className="cell-rfqs">
        {progressWords(trip.rfqs)}
      </div>
      <div role="cell" className="cell-source">
        {sourceWords(trip)} · active {formatRelative(trip.last_activity_at, nowMs)}
      </div>
    </>
  );
});
