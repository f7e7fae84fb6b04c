// The list's filters: a status (or the two a broker still works on) and when the first leg
// departs. Native selects, labelled as the clients list's are.
import type { ChangeEvent } from 'react';
import {
  DEPARTURE_CHOICES,
  STATUS_CHOICES,
  useTripListState,
  type DepartureChoice,
  type StatusChoice,
} from './trip-list-state';

const chosen = <T extends string>(event: ChangeEvent<HTMLSelectElement>) =>
  event.target.value === '' ? null : (event.target.value as T);

export function TripFilters() {
  const { status, departure, setStatus, setDeparture, clearFilters } = useTripListState();
  return (
    <div className="list-filters" role="group" aria-label="Filters">
      <div className="filter">
        <label htmlFor="trip-filter-status">Status</label>
        <select
          id="trip-filter-status"
          value={status ?? ''}
          onChange={(event) => setStatus(chosen<StatusChoice>(event))}
        >
          <option value="">Any status</option>
          {Object.entries(STATUS_CHOICES).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="filter">
        <label htmlFor="trip-filter-departure">Departs</label>
        <select
          id="trip-filter-departure"
          value={departure ?? ''}
          onChange={(event) => setDeparture(chosen<DepartureChoice>(event))}
        >
          <option value="">Any date</option>
          {Object.entries(DEPARTURE_CHOICES).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {(status !== null || departure !== null) && (
        <button type="button" className="clear-filters" onClick={clearFilters}>
          Clear filters
        </button>
      )}
    </div>
  );
}
