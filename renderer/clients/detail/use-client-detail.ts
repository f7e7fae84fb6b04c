// A client with its recent trip requests, and the quotes this computer knows on them: queries
// read again when the worker says records changed (renderer/connection/query-cache.ts).
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../connection/results';
import { useConnection } from '../../connection/connection-context';

export const clientKey = (id: string) => ['v1', 'client', id] as const;

export function useClientDetail(id: string) {
  const { api } = useConnection();
  return useQuery({
    queryKey: clientKey(id),
    queryFn: async () => unwrap(await api.getClient({ id })),
  });
}

/** The trip's RFQs with a quote this computer knows: read here alone, nothing is pulled. */
export function useTripQuotes(tripRequestId: string) {
  const { local } = useConnection();
  return useQuery({
    queryKey: ['local', 'trip-quotes', tripRequestId],
    queryFn: async () => (await local.tripQuotes({ params: { id: tripRequestId } })).items,
  });
}
