// A thread's messages, read whole (a few dozen), as a query the worker's `changed` event
// refreshes (renderer/connection/query-cache.ts).
import { useQuery } from '@tanstack/react-query';
import { useConnection } from '../../connection/connection-context';
import { allPages, pageOf, WHOLE_LIST_PAGE } from '../../ui/all-pages';

export function useThreadMessages(rfqId: string) {
  const { api } = useConnection();
  return useQuery({
    queryKey: ['v1', 'rfq-messages', rfqId],
    queryFn: () =>
      allPages((cursor) =>
        pageOf(api.listRfqMessages({ id: rfqId, query: { limit: WHOLE_LIST_PAGE, cursor } })),
      ),
  });
}
