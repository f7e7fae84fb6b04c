// A client with its recent trip requests, and the quotes this computer knows on them: queries
// read again when the worker says records changed (renderer/connection/queries.ts).
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '../../connection/results';
import { useService } from '../../connection/service-context';

export const clientKey = (id: string) => ['v1', 'client', id] as const;

export function useClientDetail(id: string) {
  const { api } = useService();
  return useQuery({
    queryKey: clientKey(id),
    queryFn: async () => unwrap(await api.getClient({ id })),
  });
}

/** The trip's RFQs with a quote this computer knows: read here alone, nothing is pulled. */
export function useTripQuotes(tripRequestId: string) {
  const { local } = useService();
  return useQuery({
    queryKey: ['local', 'trip-quotes', tripRequestId],
    queryFn: async () => (await local.tripQuotes(tripRequestId)).items,
  });
}
