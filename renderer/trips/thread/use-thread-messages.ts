// A thread's messages, read whole (a few dozen), as a query the worker's `changed` event
// refreshes (renderer/connection/queries.ts).
import { useQuery } from '@tanstack/react-query';
import { useService } from '../../connection/service-context';
import { allPages, pageOf, WHOLE_LIST_PAGE } from '../../ui/all-pages';

export function useThreadMessages(rfqId: string) {
  const { api } = useService();
  return useQuery({
    queryKey: ['v1', 'rfq-messages', rfqId],
    queryFn: () =>
      allPages((cursor) =>
        pageOf(api.listRfqMessages({ id: rfqId, query: { limit: WHOLE_LIST_PAGE, cursor } })),
      ),
  });
}
