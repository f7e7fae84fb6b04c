// The list's filters: words searched in a trip's number, client and airports, a status (or
// the two a broker still works on) and when the first leg departs.
import { FilterSelect } from '../../ui/paged-list/FilterSelect';
import {
  DEPARTURE_CHOICES,
  STATUS_CHOICES,
  useTripListState,
  type DepartureChoice,
  type StatusChoice,
} from './trip-list-state';

const optionsOf = <V extends string>(choices: Record<V, { label: string }>) =>
  (Object.entries(choices) as [V, { label: string }][]).map(
    ([value, { label }]) => [value, label] as const,
  );

export function TripFilters() {
  const { status, departure, q, setQ, setStatus, setDeparture, clearFilters } = useTripListState();
  return (
    <div className="list-filters" role="group" aria-label="Filters">
      <div className="filter trip-search">
        <label htmlFor="trip-search">Search trips</label>
        <input
          id="trip-search"
          type="search"
          value={q}
          maxLength={120}
          placeholder="Client, airport or trip number"
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <FilterSelect
        id="trip-filter-status"
        label="Status"
        value={status}
        any="Any status"
        options={optionsOf<StatusChoice>(STATUS_CHOICES)}
        onChange={setStatus}
      />
      <FilterSelect
        id="trip-filter-departure"
        label="Departs"
        value={departure}
        any="Any date"
        options={optionsOf<DepartureChoice>(DEPARTURE_CHOICES)}
        onChange={setDeparture}
      />
      {(status !== null || departure !== null || q !== '') && (
        <button type="button" className="clear-filters" onClick={clearFilters}>
          Clear filters
        </button>
      )}
    </div>
  );
}
