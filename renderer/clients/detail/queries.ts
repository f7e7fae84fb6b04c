// The client screens' reads: a client with its recent trip requests, their quotes known
// here, and the outbox as it concerns that client. Both are read again when the worker says records changed; the
// outbox also when the sync status's counts move (an entry sent, parked or resumed).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxEntryView } from '../../../shared/rpc/local/outbox';
import type { LocalApi } from '../../connection/local-api';
import { unwrap } from '../../connection/results';
import { useConnection, useSyncStatus } from '../../connection/connection-context';
import { clientOutbox, type ClientOutbox } from './client-outbox';

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

/** Every outbox entry, page by page (100 a page). */
export async function allEntries(local: LocalApi): Promise<OutboxEntryView[]> {
  const entries: OutboxEntryView[] = [];
  let cursor: string | undefined;
  do {
    const page = await local.outbox({ query: { cursor, limit: '100' } });
    entries.push(...page.items);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return entries;
}

export interface ClientSync extends ClientOutbox {
  /** Changes can be undone until they sync: only a workspace with a remote has an outbox. */
  hasRemote: boolean;
}

/** `ids`: the id in the URL and the client's own (they differ once a local create synced). */
export function useClientSync(ids: (string | undefined)[]): ClientSync {
  const { local } = useConnection();
  const status = useSyncStatus();
  const hasRemote = status?.workspace === 'remote';
  const entries = useQuery({
    queryKey: [
      'local',
      'outbox',
      'every-entry',
      status?.pending,
      status?.in_flight,
      status?.parked,
    ],
    queryFn: () => allEntries(local),
    enabled: hasRemote,
    placeholderData: keepPreviousData,
  });
  const known = ids.filter((id): id is string => id !== undefined);
  return { hasRemote, ...clientOutbox(hasRemote ? (entries.data ?? []) : [], known) };
}
