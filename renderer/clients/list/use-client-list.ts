// The clients list as server state (ui/paged-list/use-paged-rows.ts): the whole book by name
// opens on the first page last shown, kept in the page's storage (first-page-cache.ts).
import { useCallback } from 'react';
import type { Client, Page } from '../../../shared/api';
import type { ServiceApi } from '../../../shared/rpc/api';
import { unwrap } from '../../connection/results';
import { useConnection } from '../../connection/connection-context';
import { firstPageCache } from '../../connection/first-page-cache';
import { usePagedRows, type PagedList } from '../../ui/paged-list/use-paged-rows';
import { sameClient } from './client-pages';
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

export type ClientList = PagedList<Client, ListQuery>;

export function useClientList(query: ListQuery): ClientList {
  const { api } = useConnection();
  const fetchPage = useCallback(
    (query: ListQuery, cursor: string | null) => fetchClientPage(api, query, cursor),
    [api],
  );
  return usePagedRows({
    key: ['v1', 'clients', 'list'],
    query,
    fetchPage,
    sameAnchor: sameClient,
    ...(isWholeBookByName(query) && { kept: firstPageCache }),
  });
}
