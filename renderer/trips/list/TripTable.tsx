// The Trips list, virtualized as the clients list is (ui/paged-list/use-virtual-rows.ts):
// only the rows on screen exist, read by cursor as they come into view, with the list's
// keyboard; each row opens its trip.
import type { TripListItem } from '../../../shared/rpc/local/trip-list';
import type { PagedRows } from '../../ui/paged-list/paged-rows';
import { useVirtualRows } from '../../ui/paged-list/use-virtual-rows';
import { PagedRowGroup } from '../../ui/paged-list/PagedRowGroup';
import { useNow } from '../../ui/use-now';
import { TripRowCells } from './TripRow';
import { TripSortHeader } from './TripSortHeader';

/** Three 20 px lines, 8 px of padding above and below and a 1 px border (trip-list.css). */
const ROW_PX = 77;

export function TripTable({ pages }: { pages: PagedRows<TripListItem> }) {
  const rows = useVirtualRows(pages, { rowPx: ROW_PX, linkSelector: '.trip-link' });
  const nowMs = useNow().getTime();
  return (
    <div role="table" aria-label="Trips" aria-rowcount={rows.count + 1} className="paged-table">
      <TripSortHeader />
      <PagedRowGroup
        pages={pages}
        rows={rows}
        className="trip-table-body"
        rowClassName={() => 'trip-row'}
      >
        {(trip, active) => <TripRowCells trip={trip} active={active} nowMs={nowMs} />}
      </PagedRowGroup>
    </div>
  );
}
