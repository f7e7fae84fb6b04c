// A paged list's table body, virtualized: only the rows on screen (and a few around) exist,
// and their pages are read as they come into view (paged-rows.ts). Arrow keys, Page Up/Down,
// Home and End move the one Tab stop between rows, each row's `linkSelector` element taking
// focus; End reads every page to the end. The clients and trips lists share it.
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { Row } from './page-chain';
import type { PagedRows } from './paged-rows';

const OVERSCAN = 6;

export type VirtualRows = ReturnType<typeof useVirtualRows>;

export function useVirtualRows<T extends Row>(
  pages: PagedRows<T>,
  { rowPx, linkSelector }: { rowPx: number; linkSelector: string },
) {
  const scroller = useRef<HTMLDivElement>(null);
  // The table alone follows each page read (the pane only its total, use-paged-rows.ts).
  useSyncExternalStore(pages.subscribe, pages.getVersion);
  const count = pages.count;
  const [active, setActive] = useState(0);
  const activeIndex = Math.max(0, Math.min(active, count - 1));
  const focusActive = useRef(false);
  /** The row a key moved to, until it is drawn loaded and measured (then scrolled to again). */
  const reveal = useRef<number | null>(null);

  // The app does not run the React Compiler; this rule only says it would skip this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowPx,
    overscan: OVERSCAN,
    // The row holding focus stays drawn wherever the list scrolls.
    rangeExtractor: (range) =>
      [...new Set([...defaultRangeExtractor(range), activeIndex])].sort((a, b) => a - b),
  });
  const { startIndex, endIndex } = virtualizer.range ?? { startIndex: 0, endIndex: 0 };

  useEffect(() => {
    pages.show(Math.max(0, startIndex - OVERSCAN), endIndex + OVERSCAN);
  }, [pages, startIndex, endIndex]);

  // A row drawn while its page loads grows when its item comes (End lands on one): once
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
      ?.querySelector<HTMLElement>(`[data-index="${activeIndex}"] ${linkSelector}`)
      ?.focus({ preventScroll: true });
  }, [activeIndex, linkSelector]);

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

  /** The scrolling row group's props. */
  const bodyProps = {
    ref: scroller,
    onKeyDown,
    // Scrolling by hand: the row a key moved to no longer pulls the list back.
    onWheel: () => (reveal.current = null),
    onPointerDown: () => (reveal.current = null),
    onFocus: (event: FocusEvent<HTMLDivElement>) => {
      const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
      if (row) setActive(Number(row.dataset.index));
    },
  };
  return { virtualizer, count, activeIndex, bodyProps };
}
