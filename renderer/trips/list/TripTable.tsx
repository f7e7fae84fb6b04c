// The Trips list, virtualized as the clients list is (ui/paged-list/use-virtual-rows.ts):
// only the rows on screen exist, read by cursor as they come into view, with the list's
// keyboard; each row opens its trip.
import type { TripListItem } from '../../../shared/rpc/trip-list';
import type { PagedRows } from '../../ui/paged-list/paged-rows';
import { useVirtualRows } from '../../ui/paged-list/use-virtual-rows';
import { useNow } from '../use-now';
import { TripRowCells } from './TripRow';
import { TripSortHeader } from './TripSortHeader';

/** Three 20 px lines, 8 px of padding above and below and a 1 px border (trip-list.css). */
const ROW_PX = 77;

export function TripTable({ pages }: { pages: PagedRows<TripListItem> }) {
  const { virtualizer, count, activeIndex, bodyProps } = useVirtualRows(pages, {
    rowPx: ROW_PX,
    linkSelector: '.trip-link',
  });
  const nowMs = useNow().getTime();
  return (
    <div role="table" aria-label="Trips" aria-rowcount={count + 1} className="paged-table">
      <TripSortHeader />
      <div role="rowgroup" className="paged-table-body trip-table-body" {...bodyProps}>
        <div className="paged-rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const trip = pages.row(item.index);
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                aria-busy={trip ? undefined : true}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className="paged-row trip-row"
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <TripRowCells trip={trip} active={item.index === activeIndex} nowMs={nowMs} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
