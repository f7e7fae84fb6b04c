// A trip's timeline, read from the worker (/local/): the worker's `changed` event reads it
// again when an answer, a message or a proposal lands.
import { useQuery } from '@tanstack/react-query';
import { useConnection } from '../../connection/connection-context';

export function useTripTimeline(tripRequestId: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'trip-timeline', tripRequestId],
    queryFn: () => local.tripTimeline({ params: { id: tripRequestId } }),
  });
}
