// A paged list as server state: its first page is a query (loading and error states,
// refetched when the worker says records changed), the rest a page chain per query that
// follows each refetch by reading only the pages on screen again (paged-rows.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Page } from '../../../shared/api';
import type { Row, SameAnchor } from './page-chain';
import { PagedRows } from './paged-rows';

export type PagedList<T extends Row, Q> =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'ready'; pages: PagedRows<T>; query: Q; updating: boolean };

/** A first page kept from an earlier opening, shown at once until the worker answers. */
export interface KeptFirstPage<T> {
  read(): Page<T> | undefined;
  keep(page: Page<T>): void;
}

export interface PagedListSource<T extends Row, Q> {
  /** The query cache's key of the list's first page, before the query itself. */
  key: readonly unknown[];
  query: Q;
  fetchPage(query: Q, cursor: string | null): Promise<Page<T>>;
  sameAnchor: SameAnchor<T>;
  kept?: KeptFirstPage<T>;
}

const noSubscription = () => () => {};
const noPages = () => '';

/**
 * What the pane shows of the pages beside the table: empty or not, failed or not, the total.
 * The table follows every page itself; a page read must not render the whole pane again.
 */
const paneView = (pages: Pick<PagedRows<Row>, 'count' | 'error' | 'total'>) => () =>
  `${pages.count === 0}:${pages.error !== null}:${pages.total}`;

export function usePagedRows<T extends Row, Q>(source: PagedListSource<T, Q>): PagedList<T, Q> {
  const { query, fetchPage, sameAnchor, kept } = source;
  const first = useQuery({
    queryKey: [...source.key, query],
    queryFn: async () => {
      const answer = await fetchPage(query, null);
      kept?.keep(answer);
      return answer;
    },
    // While a new search runs, the list it replaces stays on screen.
    placeholderData: keepPreviousData,
    // On opening, the page last shown, at once, and stale until the worker's answer replaces it.
    ...(kept && { initialData: () => kept.read(), initialDataUpdatedAt: 0 }),
    staleTime: (cached) => (cached.state.dataUpdatedAt === 0 ? 0 : Infinity),
  });
  const current = useRef<{ key: string; pages: PagedRows<T>; at: number } | null>(null);
  const [shown, setShown] = useState<{ pages: PagedRows<T>; query: Q } | null>(null);

  const { data, dataUpdatedAt, isPlaceholderData } = first;
  useEffect(() => {
    if (!data || isPlaceholderData) return;
    const key = JSON.stringify(query);
    const held = current.current;
    if (held?.key === key) {
      if (held.at !== dataUpdatedAt) {
        held.at = dataUpdatedAt;
        held.pages.refresh(data);
      }
      return;
    }
    held?.pages.dispose();
    const pages = new PagedRows((cursor) => fetchPage(query, cursor), data, sameAnchor);
    current.current = { key, pages, at: dataUpdatedAt };
    setShown({ pages, query });
  }, [fetchPage, sameAnchor, query, data, dataUpdatedAt, isPlaceholderData]);
  useEffect(() => () => current.current?.pages.dispose(), []);

  const pages = shown?.pages;
  const view = useMemo(() => (pages ? paneView(pages) : noPages), [pages]);
  useSyncExternalStore(pages?.subscribe ?? noSubscription, view);

  // A failure shows unless a page the worker gave is on screen (not the kept one).
  if (first.isError && (!first.data || dataUpdatedAt === 0)) {
    return { status: 'error', error: first.error, retry: () => void first.refetch() };
  }
  if (!shown) return { status: 'pending' };
  return {
    status: 'ready',
    pages: shown.pages,
    query: shown.query,
    updating: isPlaceholderData || shown.query !== query || dataUpdatedAt === 0,
  };
}
