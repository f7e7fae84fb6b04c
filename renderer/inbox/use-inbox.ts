// The Inbox's reads of the worker, as queries the worker's `changed` event refreshes
// (renderer/connection/query-cache.ts): the unread count the navigation shows, the items page by
// page, and the read marks that clear them.
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxShow } from '../../shared/rpc/local/inbox';
import { useConnection } from '../connection/connection-context';

const INBOX_KEY = ['local', 'inbox'] as const;

export function useInboxCount() {
  const { local } = useConnection();
  return useQuery({ queryKey: [...INBOX_KEY, 'count'], queryFn: () => local.inboxCount() });
}

export function useInbox(show: InboxShow) {
  const { local } = useConnection();
  return useInfiniteQuery({
    queryKey: [...INBOX_KEY, 'items', show],
    queryFn: ({ pageParam }) => local.inbox({ query: { show, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** Reads items (their threads up to them), or all of them; the Inbox reads itself again. */
export function useMarkRead() {
  const { local } = useConnection();
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (keys: string[] | 'all') =>
      keys === 'all' ? local.markInboxAllRead() : local.markInboxRead({ body: { keys } }),
    onSettled: () => queries.invalidateQueries({ queryKey: INBOX_KEY }),
  });
}
