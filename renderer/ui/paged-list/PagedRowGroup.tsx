// A virtualized list's scrolling row group: only the rows `useVirtualRows` lays out exist,
// each absolutely placed, busy while its page is read, its cells drawn by the list.
import type { ReactNode } from 'react';
import type { Row } from './page-chain';
import type { PagedRows } from './paged-rows';
import type { VirtualRows } from './use-virtual-rows';

export function PagedRowGroup<T extends Row>({
  pages,
  rows,
  className,
  rowClassName,
  children,
}: {
  pages: PagedRows<T>;
  rows: VirtualRows;
  className: string;
  rowClassName(item: T | null): string;
  /** The row's cells; `active`: it holds the list's Tab stop. */
  children(item: T | null, active: boolean): ReactNode;
}) {
  const { virtualizer, activeIndex, bodyProps } = rows;
  return (
    <div role="rowgroup" className={`paged-table-body ${className}`} {...bodyProps}>
      <div className="paged-rows" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const item = pages.row(virtual.index);
          return (
            <div
              key={virtual.key}
              role="row"
              aria-rowindex={virtual.index + 2}
              aria-busy={item ? undefined : true}
              data-index={virtual.index}
              ref={virtualizer.measureElement}
              className={`paged-row ${rowClassName(item)}`}
              style={{ transform: `translateY(${virtual.start}px)` }}
            >
              {children(item, virtual.index === activeIndex)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
