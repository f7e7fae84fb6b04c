// The search's read of the worker (GET /local/search), a query the worker's `changed` event
// refreshes (renderer/connection/query-cache.ts) so a write shows in the open results; read
// again while the worker's index is still loading. The answer shown stays until the next one
// arrives, so the list does not flicker at each keystroke.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useConnection } from '../connection/connection-context';

/** How often a search is asked again while the worker says its index is loading. */
const LOADING_RETRY_MS = 1_000;

export function useSearch(q: string) {
  const { local } = useConnection();
  const typed = q.trim();
  return useQuery({
    queryKey: ['local', 'search', typed],
    queryFn: () => local.search({ query: { q: typed } }),
    enabled: typed.length > 0,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.loading ? LOADING_RETRY_MS : false),
  });
}
