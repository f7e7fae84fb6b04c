// The clients list as server state: its first page is a query (loading and error states,
// refetched when the worker says records changed), the rest a page chain per query that
// follows each refetch by reading only the pages on screen again (client-pages.ts).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { Client, Page } from '../../../shared/api';
import type { ServiceApi } from '../../../shared/rpc/api';
import { unwrap } from '../../connection/results';
import { useService } from '../../connection/service-context';
import { ClientPages } from './client-pages';
import { firstPageCache } from '../../connection/first-page-cache';
import { isWholeBookByName, type ListQuery } from './list-state';

/** The spec's largest page: fewest round trips while scrolling and exporting. */
export const PAGE_SIZE = 100;

export async function fetchClientPage(
  api: ServiceApi,
  query: ListQuery,
  cursor: string | null,
): Promise<Page<Client>> {
  return unwrap(
    await api.searchClients({ query: { ...query, limit: PAGE_SIZE, cursor: cursor ?? undefined } }),
  );
}

export type ClientList =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'ready'; pages: ClientPages; query: ListQuery; updating: boolean };

const noSubscription = () => () => {};
const noPages = () => '';

/**
 * What the pane shows of the pages beside the table: empty or not, failed or not, the total.
 * The table follows every page itself; a page read must not render the whole pane again.
 */
const paneView = (pages: ClientPages) => () =>
  `${pages.count === 0}:${pages.error !== null}:${pages.total}`;

export function useClientList(query: ListQuery): ClientList {
  const { api } = useService();
  const wholeBook = isWholeBookByName(query);
  const first = useQuery({
    queryKey: ['v1', 'clients', 'list', query],
    queryFn: async () => {
      const answer = await fetchClientPage(api, query, null);
      if (wholeBook) firstPageCache.keep(answer);
      return answer;
    },
    // While a new search runs, the list it replaces stays on screen.
    placeholderData: keepPreviousData,
    // On opening, the page last shown, at once, and stale until the worker's answer replaces it.
    ...(wholeBook && { initialData: () => firstPageCache.read(), initialDataUpdatedAt: 0 }),
    staleTime: (cached) => (cached.state.dataUpdatedAt === 0 ? 0 : Infinity),
  });
  const current = useRef<{ key: string; pages: ClientPages; at: number } | null>(null);
  const [shown, setShown] = useState<{ pages: ClientPages; query: ListQuery } | null>(null);

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
    const pages = new ClientPages((cursor) => fetchClientPage(api, query, cursor), data);
    current.current = { key, pages, at: dataUpdatedAt };
    setShown({ pages, query });
  }, [api, query, data, dataUpdatedAt, isPlaceholderData]);
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
