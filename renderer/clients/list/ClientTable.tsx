// The clients list, virtualized: a table of every matching client in which only the rows
// on screen exist. Pages are read by cursor as rows come into view (client-pages.ts).
// Arrow keys, Page Up/Down, Home and End move between rows; End reads every page to the end.
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from 'react';
import type { ClientPages } from './client-pages';
import { ClientRowCells } from './ClientRow';
import { useListState } from './list-state';
import { SortHeader } from './SortHeader';
import { useUnsyncedClients } from './use-list-extras';

/**
 * A row's height when nothing in it wraps: four 20 px lines, 8 px of padding above and below
 * and a 1 px border (list.css). Rows are still measured once drawn; only those that wrap
 * differ, so a new screen of rows rarely moves the others.
 */
const ROW_PX = 97;
const OVERSCAN = 6;

export function ClientTable({
  pages,
  selectedId,
}: {
  pages: ClientPages;
  selectedId: string | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  // The table alone follows each page read (the pane only its total, use-client-list.ts).
  useSyncExternalStore(pages.subscribe, pages.getVersion);
  const count = pages.count;
  const [active, setActive] = useState(0);
  const activeIndex = Math.max(0, Math.min(active, count - 1));
  const focusActive = useRef(false);
  const marks = useUnsyncedClients();
  const activeTag = useListState((state) => state.tag);
  const setTag = useListState((state) => state.setTag);
  const onTag = useCallback(
    (tag: string) => setTag(tag === activeTag ? null : tag),
    [activeTag, setTag],
  );
  /** The row a key moved to, until it is drawn loaded and measured (then scrolled to again). */
  const reveal = useRef<number | null>(null);

  // The app does not run the React Compiler; this rule only says it would skip this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: OVERSCAN,
    // The row holding focus stays drawn wherever the list scrolls.
    rangeExtractor: (range) =>
      [...new Set([...defaultRangeExtractor(range), activeIndex])].sort((a, b) => a - b),
  });
  const { startIndex, endIndex } = virtualizer.range ?? { startIndex: 0, endIndex: 0 };

  useEffect(() => {
    pages.show(Math.max(0, startIndex - OVERSCAN), endIndex + OVERSCAN);
  }, [pages, startIndex, endIndex]);

  // A row drawn while its page loads grows when its client comes (End lands on one): once
  // measured loaded, it is scrolled to again so it ends fully in view.
  const activeLoaded = pages.row(activeIndex) !== null;
  const activeSize = virtualizer.measurementsCache[activeIndex]?.size;
  useEffect(() => {
    if (reveal.current !== activeIndex || !activeLoaded) return;
    virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [virtualizer, activeIndex, activeLoaded, activeSize]);

  useLayoutEffect(() => {
    if (!focusActive.current) return;
    focusActive.current = false;
    scroller.current
      ?.querySelector<HTMLElement>(`[data-index="${activeIndex}"] .client-link`)
      ?.focus({ preventScroll: true });
  }, [activeIndex]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const screen = Math.max(1, endIndex - startIndex);
    const target = {
      ArrowDown: activeIndex + 1,
      ArrowUp: activeIndex - 1,
      PageDown: activeIndex + screen,
      PageUp: activeIndex - screen,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = Math.max(0, Math.min(target, count - 1));
    focusActive.current = true;
    reveal.current = next;
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  }

  return (
    <div role="table" aria-label="Clients" aria-rowcount={count + 1} className="client-table">
      <SortHeader />
      <div
        role="rowgroup"
        ref={scroller}
        className="client-table-body"
        onKeyDown={onKeyDown}
        // Scrolling by hand: the row a key moved to no longer pulls the list back.
        onWheel={() => (reveal.current = null)}
        onPointerDown={() => (reveal.current = null)}
        onFocus={(event) => {
          const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
          if (row) setActive(Number(row.dataset.index));
        }}
      >
        <div className="client-rows" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => {
            const client = pages.row(item.index);
            return (
              <div
                key={item.key}
                role="row"
                aria-rowindex={item.index + 2}
                aria-busy={client ? undefined : true}
                data-index={item.index}
                ref={virtualizer.measureElement}
                className={client?.id === selectedId ? 'client-row is-selected' : 'client-row'}
                style={{ transform: `translateY(${item.start}px)` }}
              >
                <ClientRowCells
                  client={client}
                  selected={client !== null && client.id === selectedId}
                  active={item.index === activeIndex}
                  mark={client ? marks.get(client.id) : undefined}
                  activeTag={activeTag}
                  onTag={onTag}
                />
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
