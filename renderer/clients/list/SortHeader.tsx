// The list's column headers: each sorts by its column (every sort of the spec), a second
// press reverses it. Counts and dates start with the largest and newest first.
import type { ClientSort } from '../../../shared/api';
import { useListState } from './list-state';

type Field = Exclude<ClientSort, `-${string}`>;

const COLUMNS: { field: Field; label: string; descendingFirst?: boolean }[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email' },
  { field: 'phone', label: 'Phone' },
  { field: 'tags', label: 'Tags' },
  { field: 'trip_request_count', label: 'Trips', descendingFirst: true },
  { field: 'last_request_at', label: 'Last request', descendingFirst: true },
];

export function SortHeader() {
  const sort = useListState((state) => state.sort);
  const setSort = useListState((state) => state.setSort);
  const descending = sort.startsWith('-');
  const current = (descending ? sort.slice(1) : sort) as Field;
  return (
    <div role="rowgroup" className="client-table-head">
      <div role="row" aria-rowindex={1} className="paged-head-row">
        {COLUMNS.map(({ field, label, descendingFirst }) => {
          const sorted = field === current;
          const nextDescending = sorted ? !descending : Boolean(descendingFirst);
          return (
            <div
              key={field}
              role="columnheader"
              className={`head-${field}`}
              aria-sort={sorted ? (descending ? 'descending' : 'ascending') : undefined}
            >
              <button
                type="button"
                className="sort-button"
                onClick={() => setSort((nextDescending ? `-${field}` : field) as ClientSort)}
              >
                {label}
                <span aria-hidden="true" className="sort-arrow">
                  {sorted ? (descending ? '▼' : '▲') : ''}
                </span>
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
