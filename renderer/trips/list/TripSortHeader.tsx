// The list's two orders: by first departure, soonest first, or by last activity, newest
// first. Column headers as the clients list's are, each a button.
import type { TripListSort } from '../../../shared/rpc/local/trip-list';
import { useTripListState } from './trip-list-state';

const SORTS: { sort: TripListSort; label: string; direction: 'ascending' | 'descending' }[] = [
  { sort: 'departure', label: 'Departure', direction: 'ascending' },
  { sort: '-last_activity', label: 'Last activity', direction: 'descending' },
];

export function TripSortHeader() {
  const current = useTripListState((state) => state.sort);
  const setSort = useTripListState((state) => state.setSort);
  return (
    <div role="rowgroup">
      <div role="row" aria-rowindex={1} className="paged-head-row">
        <span className="sort-label" aria-hidden="true">
          Sort by
        </span>
        {SORTS.map(({ sort, label, direction }) => (
          <div key={sort} role="columnheader" aria-sort={sort === current ? direction : undefined}>
            <button type="button" className="sort-button" onClick={() => setSort(sort)}>
              {label}
              <span aria-hidden="true" className="sort-arrow">
                {sort === current ? (direction === 'ascending' ? '▲' : '▼') : ''}
              </span>
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
